import { readFileSync } from 'node:fs';
import { INTAKE_DOMAINS, INTAKE_MODES } from '@quoin/protocol';
import yaml from 'js-yaml';
import { z } from 'zod';

const goldenSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  mode: z.enum(INTAKE_MODES),
  first: z.string(),
  /** Answers by the question's notepad domain; `follow-up` and `open` answer those kinds of question. */
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])).default({}),
  default: z.string().default('no preference'),
  expect: z.strictObject({
    domains: z.array(z.enum(INTAKE_DOMAINS)),
    keep: z.array(z.string()).default([]),
    notAsked: z.array(z.enum(INTAKE_DOMAINS)).default([]),
    planHas: z.array(z.string()).default([]),
    noPlan: z.boolean().default(false),
  }),
});
export type GoldenIntake = z.output<typeof goldenSchema>;

/** "LONG" in an answer stands for a pasted e-mail: the answer followed by about 10 KB of chatter. */
const LONG_FILLER =
  ' We have been thinking about this for a long time and talked to a few people about it.'.repeat(120);

let cached: GoldenIntake[] | undefined;

/** The golden intake conversations (eval/golden-intake.yaml), validated; at least 8 per mode. */
export function goldenIntakes(): GoldenIntake[] {
  if (cached) return cached;
  const raw = yaml.load(readFileSync(new URL('./golden-intake.yaml', import.meta.url), 'utf8'));
  const list = z.array(goldenSchema).parse(raw);
  const expand = (answer: string) =>
    answer.includes('LONG') ? `${answer.replace('LONG', '').trim()}${LONG_FILLER}`.trim() : answer;
  cached = list.map((golden) => ({
    ...golden,
    first: expand(golden.first),
    answers: Object.fromEntries(
      Object.entries(golden.answers).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.map(expand) : expand(value),
      ]),
    ),
  }));
  return cached;
}
