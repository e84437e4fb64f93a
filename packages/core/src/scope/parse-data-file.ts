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

/** Compiles a pattern of a data file, refusing a bad one with where it is. */
export function compileDataPattern(file: string, where: string, source: string, flags = ''): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    return invalidData(file, where, `bad pattern: ${(error as Error).message}`);
  }
}
