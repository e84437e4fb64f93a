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

/**
 * A `name` for parseDataFile that sets an entry's own name beside its index (`rules.3.when` → `rules.3
 * (toilet).when`), from the first of `keys` the entry has, so a reader finds it.
 */
export function entryNamed(...keys: string[]): (path: string, raw: unknown) => string {
  return (path, raw) => {
    const [section, index, ...rest] = path.split('.');
    const entry = (raw as Record<string, Record<string, Record<string, unknown>>>)?.[section ?? '']?.[
      index ?? ''
    ];
    const name = keys.map((key) => entry?.[key]).find((value) => value !== undefined && value !== null);
    const head =
      typeof name === 'string' ? `${section}.${index} (${name})` : [section, index].filter(Boolean).join('.');
    return [head, ...rest].join('.');
  };
}

/**
 * `check(owner, data)` worked out once per owner (a trade registry), the data read once on first use: data that
 * names what a registry must hold is checked against each registry it is used with.
 */
export function checkedPer<Owner extends object, Data, Checked>(
  read: () => Data,
  check: (owner: Owner, data: Data) => Checked,
): (owner: Owner) => Checked {
  const checked = new WeakMap<Owner, Checked>();
  let data: Data | undefined;
  return (owner) => {
    if (!checked.has(owner)) {
      data ??= read();
      checked.set(owner, check(owner, data));
    }
    return checked.get(owner)!;
  };
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
