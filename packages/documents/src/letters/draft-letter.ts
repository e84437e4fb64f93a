import { figuresOf, type RewriteText } from './improve-letter.ts';
import { toneWords } from './tone-words.ts';

export interface LetterDraft {
  markdown: string;
  mode: 'offline' | 'model';
  notes: string[];
}

export interface DraftRequest {
  /** What the letter should say, in the contractor's words. */
  description?: string | undefined;
  tone: number;
  formality: 'formal' | 'neutral' | 'casual';
}

const SYSTEM_PROMPT = [
  'You draft letters a US construction contractor sends to owners, architects and suppliers.',
  'You get a filled template (the facts and the layout) and a description of what this letter should say.',
  'Write the letter in the requested tone and formality, keeping the template’s Markdown line forms (# title,',
  '## heading, - bullet) and every fact in it: names, addresses, dates, dollar amounts, numbers, section',
  'references, and any blank written as [path: label], unchanged. Use figures from the description only as',
  'written there; never add a price, a date or a promise found in neither. Answer with the letter only.',
].join(' ');

/** Blanks the template names (`[details.reason: reason for the change]`), which a draft must keep. */
function blanksOf(text: string): string[] {
  return [...text.matchAll(/\[[a-zA-Z][\w.]*: [^\]]+\]/g)].map((match) => match[0]).sort();
}

function missingFrom(expected: string[], actual: string[]): string[] {
  const left = [...actual];
  return expected.filter((item) => {
    const index = left.indexOf(item);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

/**
 * A model's draft of a filled letter template from the contractor's description, in the asked tone and
 * formality. The draft must keep every figure and named blank of the template and may add only figures the
 * description states; otherwise it is refused and the template stands, saying why.
 */
export async function draftLetter(
  template: string,
  request: DraftRequest,
  rewrite: RewriteText,
): Promise<LetterDraft> {
  const user = [
    `Tone: ${toneWords(request.tone)}. Formality: ${request.formality}.`,
    `What this letter should say: ${request.description ?? '(nothing beyond the template)'}`,
    '',
    'Filled template:',
    template,
  ].join('\n');
  const draft = (await rewrite({ system: SYSTEM_PROMPT, user })).trim();
  const lost = missingFrom(figuresOf(template), figuresOf(draft));
  const invented = missingFrom(figuresOf(draft), [
    ...figuresOf(template),
    ...figuresOf(request.description ?? ''),
  ]);
  const blanksLost = missingFrom(blanksOf(template), blanksOf(draft));
  const problems = [
    ...(draft === '' ? ['the draft was empty'] : []),
    ...(lost.length > 0 ? [`it dropped or changed ${lost.join(', ')}`] : []),
    ...(invented.length > 0
      ? [`it added ${invented.join(', ')}, found in neither the template nor the description`]
      : []),
    ...(blanksLost.length > 0 ? [`it filled or dropped the blank ${blanksLost.join(', ')}`] : []),
  ];
  if (problems.length > 0)
    return {
      markdown: template,
      mode: 'offline',
      notes: [`The model's draft was refused (${problems.join('; ')}); the filled template stands.`],
    };
  return {
    markdown: `${draft}\n`,
    mode: 'model',
    notes: [`Drafted by the model from the description: ${toneWords(request.tone)}, ${request.formality}.`],
  };
}
