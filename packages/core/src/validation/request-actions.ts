import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { parseDataFile } from '../scope/parse-data-file.ts';

const FILE = 'lexicon/request-actions.yaml';

const words = z.array(z.string().regex(/^[a-z][a-z -]*$/, 'lower-case words')).min(1);

export const requestActionsSchema = z.strictObject({
  newWork: words,
  upkeep: words,
  removal: words,
  symptoms: words,
  newWorkTitles: words,
  removalTitles: words,
  upkeepTitles: words,
});

/** The verbs that ask for new work or for upkeep and removal (data/lexicon/request-actions.yaml). */
export type RequestActions = z.infer<typeof requestActionsSchema>;

const longestFirst = (phrases: readonly string[]) => [...phrases].sort((a, b) => b.length - a.length);

/**
 * Parses and checks a request-actions file; INVALID_LEXICON naming the field when it is wrong. The phrase lists
 * come back longest first, sorted once here, so a lookup finds "pressure wash" before "wash" without sorting.
 */
export function parseRequestActions(yamlText: string, file = FILE): RequestActions {
  const parsed = parseDataFile(requestActionsSchema, file, yamlText);
  return {
    ...parsed,
    newWork: longestFirst(parsed.newWork),
    upkeep: longestFirst(parsed.upkeep),
    removal: longestFirst(parsed.removal),
    symptoms: longestFirst(parsed.symptoms),
  };
}

let bundled: RequestActions | undefined;

/** The bundled request actions, read and checked once. */
export function bundledRequestActions(): RequestActions {
  bundled ??= parseRequestActions(readBundledText(FILE));
  return bundled;
}
