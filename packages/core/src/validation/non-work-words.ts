import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { parseDataFile } from '../scope/parse-data-file.ts';

const FILE = 'lexicon/non-work-words.yaml';

const words = z.array(z.string().regex(/^[a-z][a-z0-9 -]*$/, 'lower-case words')).default([]);

export const nonWorkWordsSchema = z.strictObject({
  actions: words,
  places: words,
  qualities: words,
  filler: words,
  symptoms: words,
});

/** Words that never name work on their own (data/lexicon/non-work-words.yaml). */
export type NonWorkWords = z.infer<typeof nonWorkWordsSchema>;

/** Parses and checks a non-work words file; INVALID_LEXICON naming the field when it is wrong. */
export function parseNonWorkWords(yamlText: string, file = FILE): NonWorkWords {
  return parseDataFile(nonWorkWordsSchema, file, yamlText);
}

let bundled: NonWorkWords | undefined;

/** The bundled non-work words, read and checked once. */
export function bundledNonWorkWords(): NonWorkWords {
  bundled ??= parseNonWorkWords(readBundledText(FILE));
  return bundled;
}
