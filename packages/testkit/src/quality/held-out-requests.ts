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

const HELD_OUT_URL = new URL('./held-out-requests.yaml', import.meta.url);

/** Parses held-out requests from YAML text; throws a QuoinError naming the bad entry. */
export function parseHeldOutRequests(yamlText: string): HeldOutRequest[] {
  const parsed = heldOutFileSchema.safeParse(loadYaml(yamlText));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new QuoinError(
      'INVALID_HELD_OUT_SET',
      `held-out-requests.yaml: ${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}`,
    );
  }
  const ids = new Set<string>();
  for (const request of parsed.data.requests) {
    if (ids.has(request.id))
      throw new QuoinError('INVALID_HELD_OUT_SET', `held-out-requests.yaml: duplicate id ${request.id}`);
    ids.add(request.id);
  }
  return parsed.data.requests;
}

/** The frozen held-out set of src/quality/held-out-requests.yaml (see the README there). */
export function loadHeldOutRequests(): HeldOutRequest[] {
  return parseHeldOutRequests(readFileSync(HELD_OUT_URL, 'utf8'));
}
