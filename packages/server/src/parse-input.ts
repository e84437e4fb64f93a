import { QuoinError } from '@quoin/core';
import {
  describeZodError,
  findNulCharacter,
  formatFieldPath,
  nulCharacterMessage,
  zodProblems,
} from '@quoin/protocol';
import type { z } from 'zod';

/** Parses request input with its schema; failures become VALIDATION_FAILED naming the field (`body.title`). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const nulAt = findNulCharacter(value);
  if (nulAt) {
    const field = formatFieldPath(where, nulAt);
    throw new QuoinError('VALIDATION_FAILED', `Invalid request: ${nulCharacterMessage(field)}`, {
      problems: [{ path: field, code: 'nul_character', message: 'contains a NUL character' }],
    });
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new QuoinError('VALIDATION_FAILED', `Invalid request: ${describeZodError(parsed.error, where)}.`, {
    problems: zodProblems(parsed.error, where),
  });
}
