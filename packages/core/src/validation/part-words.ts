import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { parseDataFile } from '../scope/parse-data-file.ts';

const FILE = 'lexicon/part-words.yaml';

const words = z.array(z.string().regex(/^[a-z][a-z -]*$/, 'lower-case words')).min(1);

export const partWordsSchema = z.strictObject({
  parts: words,
  alongside: words,
  wholeSystemFloorUsd: z.number().positive(),
});

/** Parts of systems asked for on their own (data/lexicon/part-words.yaml), longest phrase first. */
export type PartWords = z.infer<typeof partWordsSchema>;

/** Parses and checks a part-words file (parts sorted longest first, once); INVALID_LEXICON naming the field. */
export function parsePartWords(yamlText: string, file = FILE): PartWords {
  const parsed = parseDataFile(partWordsSchema, file, yamlText);
  return { ...parsed, parts: [...parsed.parts].sort((a, b) => b.length - a.length) };
}

let bundled: PartWords | undefined;

/** The bundled part words, read and checked once. */
export function bundledPartWords(): PartWords {
  bundled ??= parsePartWords(readBundledText(FILE));
  return bundled;
}
