import { z } from 'zod';
import { loadDataFile } from '../data-file.ts';
import { toneWords } from './tone-words.ts';

export const FORMALITIES = ['formal', 'neutral', 'casual'] as const;

export const improveLetterInputSchema = z.object({
  text: z.string().trim().min(1).max(20_000).describe('the letter to improve (Markdown or plain text)'),
  tone: z
    .number()
    .min(-1)
    .max(1)
    .default(0)
    .describe('-1 conciliatory … 0 neutral … 1 firm (a model reads it; the offline pass does not)'),
  formality: z.enum(FORMALITIES).default('formal'),
  instructions: z.string().trim().max(2000).optional().describe('what else to change, for a model'),
});
export type ImproveLetterInput = z.input<typeof improveLetterInputSchema>;

/** A model that rewrites text: system and user prompt in, the rewritten letter out. */
export type RewriteText = (prompt: { system: string; user: string }) => Promise<string>;

export interface LetterChange {
  from: string;
  to: string;
}

export interface ImprovedLetter {
  text: string;
  mode: 'offline' | 'model';
  /** Offline: each phrase replaced. */
  changes: LetterChange[];
  notes: string[];
}

const phraseSchema = z.array(
  z.strictObject({
    informal: z.string().min(1),
    formal: z.string().min(1),
    neutral: z.boolean().default(false),
  }),
);
let phrases: z.infer<typeof phraseSchema> | undefined;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The deterministic pass: informal phrases to formal ones (data), spacing and shouted punctuation. */
export function improveLetterOffline(rawInput: ImproveLetterInput): ImprovedLetter {
  const input = improveLetterInputSchema.parse(rawInput);
  phrases ??= loadDataFile('letters/formal-phrases.yaml', phraseSchema);
  const changes: LetterChange[] = [];
  let text = input.text;
  if (input.formality !== 'casual') {
    for (const phrase of phrases) {
      if (input.formality === 'neutral' && !phrase.neutral) continue;
      const pattern = new RegExp(`(?<![\\w'])${escapeRegExp(phrase.informal)}(?![\\w'])`, 'gi');
      text = text.replace(pattern, (found: string, offset: number, whole: string) => {
        // "Thanks" stays capitalized, "ASAP" mid-sentence does not; any phrase opening a sentence is.
        const opensSentence = /(^|[.!?]\s+|\n\s*)$/.test(whole.slice(0, offset));
        const capital = opensSentence || /^[A-Z](?![A-Z])/.test(found);
        const to = capital ? capitalize(phrase.formal) : phrase.formal;
        changes.push({ from: found, to });
        return to;
      });
    }
  }
  const tidied = text
    .replace(/([!?])\1+/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '');
  if (tidied !== text) changes.push({ from: 'repeated punctuation or spaces', to: 'single' });
  const notes = ['Offline pass: phrases and spacing only; set QUOIN_MODEL to rewrite tone and wording.'];
  if (input.tone !== 0 || input.instructions)
    notes.push('tone and instructions need a model; the offline pass left them unapplied.');
  return { text: tidied, mode: 'offline', changes, notes };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Dollar amounts, dates and other figures, which a rewrite must keep exactly. */
export function figuresOf(text: string): string[] {
  return [...text.matchAll(/\$?\d[\d,]*(?:\.\d+)?%?/g)].map((match) => match[0].replace(/[.,]$/, '')).sort();
}

const SYSTEM_PROMPT = [
  'You edit letters a US construction contractor sends to owners, architects and suppliers.',
  'Rewrite the letter for the requested tone and formality. Keep every fact: names, addresses, dates,',
  'dollar amounts, numbers, section references. Never add a price, a date or a promise that is not there.',
  'Keep the Markdown line forms (# title, ## heading, - bullet). Answer with the letter only.',
].join(' ');

/**
 * Improves a letter with a model when one is given, keeping every figure of the original (a rewrite that drops
 * or changes a dollar amount or date is refused and the offline pass stands instead); without a model, the
 * deterministic pass.
 */
export async function improveLetter(
  rawInput: ImproveLetterInput,
  rewrite?: RewriteText,
): Promise<ImprovedLetter> {
  const input = improveLetterInputSchema.parse(rawInput);
  if (!rewrite) return improveLetterOffline(input);
  const user = [
    `Tone: ${toneWords(input.tone)}. Formality: ${input.formality}.`,
    ...(input.instructions ? [`Also: ${input.instructions}`] : []),
    '',
    'Letter:',
    input.text,
  ].join('\n');
  const rewritten = (await rewrite({ system: SYSTEM_PROMPT, user })).trim();
  const before = figuresOf(input.text);
  const after = figuresOf(rewritten);
  if (rewritten === '' || before.join('|') !== after.join('|')) {
    const offline = improveLetterOffline(input);
    return {
      ...offline,
      notes: [
        `The model's rewrite changed the letter's figures (${before.join(', ') || 'none'} → ${after.join(', ') || 'none'}), so it was refused; the offline pass stands.`,
        ...offline.notes,
      ],
    };
  }
  return {
    text: `${rewritten}\n`,
    mode: 'model',
    changes: [],
    notes: [`Rewritten by the model: ${toneWords(input.tone)}, ${input.formality}.`],
  };
}
