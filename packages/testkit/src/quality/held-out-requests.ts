import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';

const heldOutRequestSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    text: z.string().min(3),
    band: z
      .object({ lowUsd: z.number().positive(), highUsd: z.number().positive() })
      .strict()
      .refine((band) => band.highUsd > band.lowUsd, 'highUsd must be above lowUsd'),
    source: z.string().min(20),
  })
  .strict();

/** A request nobody tuned the reader for, with a published national cost band for the whole job. */
export type HeldOutRequest = z.infer<typeof heldOutRequestSchema>;

const heldOutFileSchema = z.object({ requests: z.array(heldOutRequestSchema).min(1) }).strict();

/** The frozen held-out sets by number: 1 written in session 4, 2 in session 5, 3 in session 7, 4 in session 8, each before its tuning; 5 at the end of session 8's tuning, never tuned on; 6 in session 9 before its tuning; 7 in session 9 part-way through its tuning, by an engineer who did not read the reader; 8 at the start of session 10, before its tuning, by an engineer who did not read the reader; 9 at the start of session 11 the same way; 10 at the start of session 12 the same way; 11 at the start of session 13 the same way; 12 at the start of session 14 the same way; 13 at the start of session 15 the same way; 14 at the start of session 16 the same way; 15 at the start of session 17 the same way; 16 at the start of session 18 the same way; 17 at the start of session 19 the same way; 18 at the start of session 20 the same way. */
const HELD_OUT_FILES = {
  1: 'held-out-requests.yaml',
  2: 'held-out-2-requests.yaml',
  3: 'held-out-3-requests.yaml',
  4: 'held-out-4-requests.yaml',
  5: 'held-out-5-requests.yaml',
  6: 'held-out-6-requests.yaml',
  7: 'held-out-7-requests.yaml',
  8: 'held-out-8-requests.yaml',
  9: 'held-out-9-requests.yaml',
  10: 'held-out-10-requests.yaml',
  11: 'held-out-11-requests.yaml',
  12: 'held-out-12-requests.yaml',
  13: 'held-out-13-requests.yaml',
  14: 'held-out-14-requests.yaml',
  15: 'held-out-15-requests.yaml',
  16: 'held-out-16-requests.yaml',
  17: 'held-out-17-requests.yaml',
  18: 'held-out-18-requests.yaml',
} as const;

/** A frozen held-out set's number. */
export type HeldOutSetNumber = keyof typeof HELD_OUT_FILES;

/** Parses held-out requests from YAML text; throws a QuoinError naming the bad entry. */
export function parseHeldOutRequests(
  yamlText: string,
  fileName = 'held-out-requests.yaml',
): HeldOutRequest[] {
  const parsed = heldOutFileSchema.safeParse(loadYaml(yamlText));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new QuoinError(
      'INVALID_HELD_OUT_SET',
      `${fileName}: ${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}`,
    );
  }
  const ids = new Set<string>();
  for (const request of parsed.data.requests) {
    if (ids.has(request.id))
      throw new QuoinError('INVALID_HELD_OUT_SET', `${fileName}: duplicate id ${request.id}`);
    ids.add(request.id);
  }
  return parsed.data.requests;
}

/** A frozen held-out set of src/quality (1: held-out-requests.yaml, 2: held-out-2-requests.yaml, 3: held-out-3-requests.yaml, 4: held-out-4-requests.yaml, …, 18: held-out-18-requests.yaml). */
export function loadHeldOutRequests(setNumber: HeldOutSetNumber = 1): HeldOutRequest[] {
  const fileName = HELD_OUT_FILES[setNumber];
  return parseHeldOutRequests(readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8'), fileName);
}
