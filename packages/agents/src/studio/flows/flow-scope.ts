/** What a step's mapping and template can read: the run's input, earlier steps' outputs, the bound data. */
export interface FlowScope {
  input: Record<string, unknown>;
  steps: Record<string, unknown>;
  bindings: Record<string, unknown>;
}

export const REFERENCE_ROOTS = ['input', 'steps', 'bindings'] as const;

/** A parsed `$steps.review.text`: root, then the path below it. */
export interface FlowReference {
  root: (typeof REFERENCE_ROOTS)[number];
  path: string[];
}

/** Reads `$root.a.b` (or `root.a.b` inside a template); anything else is a literal. */
export function parseReference(text: string, prefix = '$'): FlowReference | undefined {
  if (!text.startsWith(prefix)) return undefined;
  const [root, ...path] = text.slice(prefix.length).split('.');
  if (!(REFERENCE_ROOTS as readonly string[]).includes(root ?? '')) return undefined;
  return { root: root as FlowReference['root'], path };
}

/** The value at a reference, or undefined when any part of the path is missing. */
export function readReference(scope: FlowScope, reference: FlowReference): unknown {
  let value: unknown = scope[reference.root];
  for (const key of reference.path) {
    if (key === 'length' && (typeof value === 'string' || Array.isArray(value))) {
      value = value.length;
      continue;
    }
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A step's input: each `$…` value read from the scope, literals as written. */
export function resolveMapping(
  mapping: Record<string, string | number | boolean>,
  scope: FlowScope,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(mapping).map(([key, value]) => {
      const reference = typeof value === 'string' ? parseReference(value) : undefined;
      return [key, reference ? readReference(scope, reference) : value];
    }),
  );
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g;

/** The references of a prompt block's `{{…}}` placeholders. */
export function templateReferences(text: string): { placeholder: string; reference?: FlowReference }[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => {
    const placeholder = match[1] ?? '';
    const reference = parseReference(placeholder, '');
    return reference ? { placeholder, reference } : { placeholder };
  });
}

/** Fills `{{steps.review.text}}` placeholders; objects are written as JSON, missing values as "(none)". */
export function renderTemplate(text: string, scope: FlowScope): string {
  return text.replace(PLACEHOLDER, (_match, placeholder: string) => {
    const reference = parseReference(placeholder, '');
    const value = reference ? readReference(scope, reference) : undefined;
    if (value === undefined || value === null) return '(none)';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}
