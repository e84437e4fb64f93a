import { estimateSchema, QuoinError } from '@quoin/core';
import { markupToDocx } from '@quoin/exports';
import Handlebars from 'handlebars';
import { z } from 'zod';
import { type DocumentFile, fileStem, MEDIA_TYPES } from '../document-file.ts';
import { markupToPdf } from '../render/markup-to-pdf.ts';
import { draftLetter } from './draft-letter.ts';
import { FORMALITIES, type RewriteText } from './improve-letter.ts';
import { letterContext, type MissingField } from './letter-context.ts';
import { LETTER_TYPES, letterTemplate } from './letter-templates.ts';

const text = z.string().trim().max(2000).optional();

export const LETTER_FORMATS = ['markdown', 'pdf', 'docx'] as const;

export const generateLetterInputSchema = z.object({
  letterType: z.enum(LETTER_TYPES).describe('which letter to write'),
  estimate: estimateSchema
    .optional()
    .describe('the estimate the letter quotes (its total, groups, title, location)'),
  contractor: z
    .object({ name: text, address: text, phone: text, email: text, license: text })
    .default({})
    .describe('your company'),
  recipient: z.object({ name: text, address: text }).default({}).describe('who the letter goes to'),
  project: z
    .object({ name: text, address: text, state: text })
    .default({})
    .describe('the job; name and state default to the estimate title and location'),
  details: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .default({})
    .describe('the letter’s own fields (see its template), e.g. changeOrderNumber, reason'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD')
    .optional()
    .describe('the letter date; default today'),
  formats: z
    .array(z.enum(LETTER_FORMATS))
    .min(1)
    .default(['markdown', 'pdf'])
    .describe('markdown, pdf and docx (Word)'),
  description: z
    .string()
    .trim()
    .max(4000)
    .optional()
    .describe('what the letter should say, in your words; a model (QUOIN_MODEL) drafts from it'),
  tone: z
    .number()
    .min(-1)
    .max(1)
    .default(0)
    .describe('-1 conciliatory … 0 neutral … 1 firm (for a model draft)'),
  formality: z.enum(FORMALITIES).default('formal').describe('for a model draft'),
  strict: z
    .boolean()
    .default(false)
    .describe('refuse to write the letter while a required field is missing, instead of naming the blank'),
});
export type GenerateLetterInput = z.input<typeof generateLetterInputSchema>;

export interface GeneratedLetter {
  letterType: string;
  title: string;
  markdown: string;
  /** Blanks the letter could not fill, each named in the text as `[path: label]`. */
  missingFields: MissingField[];
  /** offline: the filled template; model: drafted by the model from the description and the template. */
  mode: 'offline' | 'model';
  notes: string[];
  files: DocumentFile[];
}

/**
 * Fills a letter template from the estimate and the project data; offline every unfilled blank is named.
 * With a model (`rewrite`) and a description, the model drafts the letter from the filled template, keeping
 * its figures and blanks (a draft that does not is refused and the template stands).
 */
export async function generateLetter(
  rawInput: GenerateLetterInput,
  today: string,
  rewrite?: RewriteText,
): Promise<GeneratedLetter> {
  const input = generateLetterInputSchema.parse(rawInput);
  const template = letterTemplate(input.letterType);
  const isoDate = input.date ?? today.slice(0, 10);
  const { values, missing } = letterContext(
    template,
    {
      contractor: input.contractor,
      recipient: input.recipient,
      project: input.project,
      details: input.details,
    },
    input.estimate,
    isoDate,
  );
  if (input.strict && missing.length > 0) {
    throw new QuoinError(
      'INVALID_INPUT',
      `The ${template.title.toLowerCase()} needs ${missing.map((field) => `${field.label} (${field.path})`).join(', ')}`,
      { missingFields: missing },
    );
  }
  const render = Handlebars.create().compile(template.template, { noEscape: true, strict: false });
  const filled = `${render(values)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
  const wantsDraft = input.description !== undefined || input.tone !== 0 || input.formality !== 'formal';
  const draft =
    rewrite && wantsDraft
      ? await draftLetter(filled, input, rewrite)
      : {
          markdown: filled,
          mode: 'offline' as const,
          notes:
            wantsDraft && !rewrite
              ? [
                  'Offline: the filled template; set QUOIN_MODEL to draft from the description, tone and formality.',
                ]
              : [],
        };
  const markdown = draft.markdown;
  const stem = `${fileStem(template.title)}-${isoDate}`;
  const files: DocumentFile[] = [];
  if (input.formats.includes('markdown'))
    files.push({
      fileName: `${stem}.md`,
      mediaType: MEDIA_TYPES.markdown,
      encoding: 'utf8',
      content: markdown,
    });
  if (input.formats.includes('pdf')) {
    const pdf = await markupToPdf(markdown, {
      title: template.title,
      author: input.contractor.name ?? 'Quoin',
      createdAt: new Date(`${isoDate}T00:00:00Z`),
    });
    files.push({
      fileName: `${stem}.pdf`,
      mediaType: MEDIA_TYPES.pdf,
      encoding: 'base64',
      content: pdf.toString('base64'),
    });
  }
  if (input.formats.includes('docx')) {
    const docx = await markupToDocx(markdown, {
      title: template.title,
      author: input.contractor.name ?? 'Quoin',
    });
    files.push({
      fileName: `${stem}.docx`,
      mediaType: MEDIA_TYPES.docx,
      encoding: 'base64',
      content: docx.toString('base64'),
    });
  }
  return {
    letterType: template.id,
    title: template.title,
    markdown,
    missingFields: missing,
    mode: draft.mode,
    notes: draft.notes,
    files,
  };
}
