import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load as loadYaml } from 'js-yaml';
import type { z } from 'zod';

/** Reads one bundled YAML file of `data/` and validates it, naming the file and the path of the first problem. */
export function loadDataFile<Schema extends z.ZodType>(
  relativePath: string,
  schema: Schema,
): z.output<Schema> {
  const url = new URL(`../data/${relativePath}`, import.meta.url);
  const parsed = schema.safeParse(loadYaml(readFileSync(url, 'utf8')));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new QuoinError(
      'INVALID_DATA',
      `data/${relativePath}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
      { file: relativePath, issues: parsed.error.issues.slice(0, 5) },
    );
  }
  return parsed.data;
}
