import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { parseDataFile } from '../scope/parse-data-file.ts';

const FILE = 'lexicon/whole-jobs.yaml';

const words = z.array(z.string().regex(/^[a-z][a-z -]*$/, 'lower-case words')).min(1);

export const wholeJobsSchema = z.strictObject({
  wholeWords: words,
  joinWords: words,
  linkWords: words,
  upkeepWords: words,
  jobs: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z_]+$/),
        /** How the question names the job: "a whole shower rebuild". */
        say: z.string().min(1),
        nouns: words,
        floorUsd: z.number().int().positive(),
        source: z.string().min(1),
      }),
    )
    .min(1),
});

/** The whole jobs a request may ask for and the least each costs (data/lexicon/whole-jobs.yaml). */
export type WholeJobs = z.infer<typeof wholeJobsSchema>;

/** Parses and checks a whole-jobs file; INVALID_LEXICON naming the field when it is wrong. */
export function parseWholeJobs(yamlText: string, file = FILE): WholeJobs {
  return parseDataFile(wholeJobsSchema, file, yamlText);
}

let bundled: WholeJobs | undefined;

/** The bundled whole jobs, read and checked once. */
export function bundledWholeJobs(): WholeJobs {
  bundled ??= parseWholeJobs(readBundledText(FILE));
  return bundled;
}
