import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { invalidData, parseDataFile } from './parse-data-file.ts';
import { fillPlaces } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';

const FILE = 'lexicon/refiner-notes.yaml';

const noteSchema = z
  .object({ assumption: z.string().min(1).optional(), question: z.string().min(1).optional() })
  .strict()
  .refine((note) => note.assumption !== undefined || note.question !== undefined, 'a note says something');

const notesSchema = z.record(z.string().regex(/^[a-z][a-z_]*$/), z.record(z.string(), noteSchema));

/** What a refiner states (an assumption) and asks (a question); `{name}` is a figure or word it fills in. */
export type RefinerNote = z.infer<typeof noteSchema>;

/** Parses data/lexicon/refiner-notes.yaml; throws INVALID_LEXICON naming the refiner, the note and the field. */
export function parseRefinerNotes(yamlText: string): Record<string, Record<string, RefinerNote>> {
  return parseDataFile(notesSchema, FILE, yamlText);
}

let notes: Record<string, Record<string, RefinerNote>> | undefined;

/** The note `refiner.name` with its `{name}` places filled (numbers as the estimate shows them: 1,500). */
export function refinerNote(key: string, values: Record<string, string | number> = {}): RefinerNote {
  notes ??= parseRefinerNotes(readBundledText(FILE));
  const [refiner = '', name = ''] = key.split('.');
  const note = notes[refiner]?.[name];
  if (!note) invalidData(FILE, key, 'no such note');
  const fill = (field: 'assumption' | 'question', text: string | undefined) =>
    text === undefined
      ? undefined
      : fillPlaces(text, values, (place) => invalidData(FILE, `${key}.${field}`, `nothing fills {${place}}`));
  const assumption = fill('assumption', note.assumption);
  const question = fill('question', note.question);
  return { ...(assumption ? { assumption } : {}), ...(question ? { question } : {}) };
}

/** States the note's assumption and asks its question on the clause. */
export function say(context: ClauseContext, key: string, values?: Record<string, string | number>): void {
  const { assumption, question } = refinerNote(key, values);
  if (assumption) context.assumptions.push(assumption);
  if (question) context.questions.push(question);
}
