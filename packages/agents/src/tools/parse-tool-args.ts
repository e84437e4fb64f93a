import type { z } from 'zod';
import type { ToolArgumentIssue } from './tool-response.ts';

export type ParsedToolArgs =
  | { ok: true; value: unknown; coerced: string[] }
  | { ok: false; issues: ToolArgumentIssue[] };

const MAX_COERCION_ROUNDS = 20;

/** `activities.0.durationDays`, or `(arguments)` for the whole object. */
function pathText(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(arguments)' : path.map(String).join('.');
}

function readAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function writeAt(root: unknown, path: readonly PropertyKey[], next: unknown): void {
  const parent = readAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (typeof parent === 'object' && parent !== null && key !== undefined)
    (parent as Record<PropertyKey, unknown>)[key] = next;
}

/** A string the schema wanted as a number or boolean, converted; undefined when it does not read as one. */
function coerceString(text: string, expected: string): number | boolean | undefined {
  const trimmed = text.trim();
  if (expected === 'number' || expected === 'int') {
    const value = Number(trimmed.replace(/,/g, ''));
    return trimmed !== '' && Number.isFinite(value) ? value : undefined;
  }
  if (expected === 'boolean') {
    if (/^(true|yes|1)$/i.test(trimmed)) return true;
    if (/^(false|no|0)$/i.test(trimmed)) return false;
  }
  return undefined;
}

function dropNulls(raw: unknown): unknown {
  // Callers (models especially) send null for "not given"; treat it as absent so defaults apply.
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null));
}

/**
 * Validates tool arguments with the tool's schema: drops top-level nulls, fills defaults, and converts strings
 * to numbers or booleans exactly where the schema asks for one ("12" → 12 for a number field, never for a
 * string field). Issues name the parameter path.
 */
export function parseToolArgs(schema: z.ZodType, raw: unknown): ParsedToolArgs {
  const working = structuredClone(dropNulls(raw ?? {}));
  const coerced: string[] = [];
  for (let round = 0; round < MAX_COERCION_ROUNDS; round++) {
    const parsed = schema.safeParse(working);
    if (parsed.success) return { ok: true, value: parsed.data, coerced };
    let changed = false;
    for (const issue of parsed.error.issues) {
      if (issue.code !== 'invalid_type') continue;
      const current = readAt(working, issue.path);
      if (typeof current !== 'string') continue;
      const converted = coerceString(current, issue.expected);
      if (converted === undefined || issue.path.length === 0) continue;
      writeAt(working, issue.path, converted);
      coerced.push(pathText(issue.path));
      changed = true;
    }
    if (!changed) {
      return {
        ok: false,
        issues: parsed.error.issues.map((issue) => ({
          path: pathText(issue.path),
          code: issue.code,
          message: issue.message,
        })),
      };
    }
  }
  return {
    ok: false,
    issues: [{ path: '(arguments)', code: 'custom', message: 'arguments did not settle' }],
  };
}
