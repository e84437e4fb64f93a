import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { parseDataFile } from '../scope/parse-data-file.ts';

const FILE = 'lexicon/named-materials.yaml';

const phrase = z.string().regex(/^[a-z][a-z ]*$/, 'lower-case words');

export const namedMaterialsSchema = z.strictObject({
  groups: z.array(z.array(phrase).min(1)).min(1),
  skipTitles: z.array(phrase),
  skipTitleWords: z.array(phrase),
});

/** Materials a customer names, in groups of words for the same thing (data/lexicon/named-materials.yaml). */
export type NamedMaterials = z.infer<typeof namedMaterialsSchema>;

/** Parses and checks a named-materials file; INVALID_LEXICON naming the field when it is wrong. */
export function parseNamedMaterials(yamlText: string, file = FILE): NamedMaterials {
  return parseDataFile(namedMaterialsSchema, file, yamlText);
}

let bundled: NamedMaterials | undefined;

/** The bundled named materials, read and checked once. */
export function bundledNamedMaterials(): NamedMaterials {
  bundled ??= parseNamedMaterials(readBundledText(FILE));
  return bundled;
}
