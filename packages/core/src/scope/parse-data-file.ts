import { load as loadYaml } from 'js-yaml';
import type { z } from 'zod';
import { QuoinError } from '../quoin-error.ts';

/** Refuses a data file: INVALID_LEXICON naming the file (`work-rules/plumbing.yaml`), the entry and the field. */
export function invalidData(file: string, where: string, reason: string): never {
  throw new QuoinError('INVALID_LEXICON', `${file}: ${where}: ${reason}`, { file, where });
}

/**
 * Parses one YAML data file and checks it against `schema`; the first problem is refused with its path, which
 * `name` may dress (`rules.3` → `rules.3 (toilet)`) so a reader finds the entry.
 */
export function parseDataFile<T>(
  schema: z.ZodType<T>,
  file: string,
  yamlText: string,
  name: (path: string, raw: unknown) => string = (path) => path,
): T {
  let raw: unknown;
  try {
    raw = loadYaml(yamlText);
  } catch (error) {
    invalidData(file, '(file)', `not YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  return invalidData(file, name(first?.path.join('.') ?? '', raw) || '(file)', first?.message ?? 'invalid');
}

const compiled = new Map<string, RegExp>();

/** A pattern without the `g` or `y` flag (so it keeps no state), compiled once however often it is used. */
export function regexOf(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let regex = compiled.get(key);
  if (!regex) {
    regex = new RegExp(source, flags);
    compiled.set(key, regex);
  }
  return regex;
}

/** Compiles a pattern of a data file, refusing a bad one with where it is. */
export function compileDataPattern(file: string, where: string, source: string, flags = ''): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    return invalidData(file, where, `bad pattern: ${(error as Error).message}`);
  }
}
