import type { FlaggedValue, Redactor } from '../../privacy/redactor.ts';

/**
 * A deep copy of `value` with every field named in `sensitiveFields` (at any depth, case-insensitive) replaced
 * by the redactor's stable token, and emails, phones and addresses in every string replaced too. What a model,
 * a log or the session viewer sees; the redactor can restore the real values in a model's answer.
 */
export function redactValue(value: unknown, sensitiveFields: readonly string[], redactor: Redactor): unknown {
  const sensitive = new Set(sensitiveFields.map((field) => field.toLowerCase()));
  const walk = (current: unknown, key?: string): unknown => {
    if (key !== undefined && sensitive.has(key.toLowerCase()) && current !== null && current !== undefined) {
      return typeof current === 'object' ? '⟦REDACTED⟧' : redactor.tokenFor('VALUE', String(current));
    }
    if (typeof current === 'string') return redactor.redact(current);
    if (Array.isArray(current)) return current.map((item) => walk(item));
    if (current && typeof current === 'object') {
      return Object.fromEntries(Object.entries(current).map(([name, inner]) => [name, walk(inner, name)]));
    }
    return current;
  };
  return walk(value);
}

/** The values of the sensitive fields inside `value`, so a redactor also finds them in free text (a model's answer). */
export function sensitiveValuesOf(value: unknown, sensitiveFields: readonly string[]): FlaggedValue[] {
  const sensitive = new Set(sensitiveFields.map((field) => field.toLowerCase()));
  const found: FlaggedValue[] = [];
  const walk = (current: unknown, key?: string): void => {
    if (key !== undefined && sensitive.has(key.toLowerCase())) {
      if (typeof current === 'string' || typeof current === 'number')
        found.push({ kind: 'VALUE', value: String(current) });
      return;
    }
    if (Array.isArray(current)) for (const item of current) walk(item);
    else if (current && typeof current === 'object')
      for (const [name, inner] of Object.entries(current)) walk(inner, name);
  };
  walk(value);
  // Short values (a "1", a "TX") would be replaced inside unrelated words.
  return found.filter((entry) => entry.value.trim().length >= 3);
}
