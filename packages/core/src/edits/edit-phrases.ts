import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { QuoinError } from '../quoin-error.ts';

/** The kinds of change a follow-up message can ask of an estimate, in the order they are tried. */
export const EDIT_KINDS = ['resizeRoom', 'addPermit', 'setQuantity', 'remove', 'replace'] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** The named groups each kind's patterns must have. */
const GROUPS_NEEDED: Record<EditKind, string[]> = {
  resizeRoom: ['target', 'length', 'width'],
  setQuantity: ['target', 'count'],
  remove: ['target'],
  addPermit: [],
  replace: ['target', 'replacement'],
};

/** Kinds that came later than the first four: a phrase file without them reads none of them. */
const OPTIONAL_KINDS = new Set<EditKind>(['resizeRoom', 'addPermit']);

const fileSchema = z.strictObject({
  ...(Object.fromEntries(
    EDIT_KINDS.map((kind) => [
      kind,
      OPTIONAL_KINDS.has(kind) ? z.array(z.string().min(1)).default([]) : z.array(z.string().min(1)).min(1),
    ]),
  ) as Record<EditKind, z.ZodArray<z.ZodString>>),
  // Questions about what the estimate holds ("how many windows?"): answered from its lines, nothing changes.
  ask: z.array(z.string().min(1)).default([]),
});

/** The edit kinds' patterns, and `ask`: questions about the estimate's lines (a `target` group each). */
export type EditPhrases = Record<EditKind, RegExp[]> & { ask: RegExp[] };

/** Parses and checks edit-requests.yaml text: each pattern compiles and names the groups its kind needs. */
export function parseEditPhrases(text: string): EditPhrases {
  const parsed = fileSchema.safeParse(loadYaml(text));
  if (!parsed.success) {
    throw new QuoinError('INVALID_EDIT_PHRASES', 'edit-requests.yaml is invalid', {
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
  }
  const phrases = {} as EditPhrases;
  for (const kind of [...EDIT_KINDS, 'ask'] as const) {
    phrases[kind] = parsed.data[kind].map((source, index) => {
      let pattern: RegExp;
      try {
        pattern = new RegExp(source);
      } catch (error) {
        throw new QuoinError(
          'INVALID_EDIT_PHRASES',
          `edit-requests.yaml ${kind}[${index}] does not compile`,
          {
            reason: (error as Error).message,
          },
        );
      }
      const missing = (kind === 'ask' ? ['target'] : GROUPS_NEEDED[kind]).filter(
        (group) => !source.includes(`(?<${group}>`),
      );
      if (missing.length > 0) {
        throw new QuoinError(
          'INVALID_EDIT_PHRASES',
          `edit-requests.yaml ${kind}[${index}] lacks ${missing.join(', ')}`,
          {
            pattern: source,
          },
        );
      }
      return pattern;
    });
  }
  return phrases;
}

let cached: EditPhrases | undefined;

/** The bundled edit phrases (data/edit-requests.yaml), read once. */
export function editPhrases(): EditPhrases {
  cached ??= parseEditPhrases(readBundledText('edit-requests.yaml'));
  return cached;
}
