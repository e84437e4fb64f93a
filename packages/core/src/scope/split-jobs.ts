import { asciiFractions } from '../titles/parse-number.ts';
import { mentionClauses } from './mention-chunks.ts';
import { replaceNumberWords } from './number-words.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { clausePattern, clausePiece, CLAUSE_REWRITES as REWRITES } from './scope-phrases.ts';

/**
 * Splitting a request into sentences and clauses, one piece of work each where the customer chained them:
 * "paint the living room and replace the kitchen faucet" → two clauses. "Walls and ceiling" and "remove and
 * dispose of" stay whole: a clause is only cut before an action verb, and never after a bare verb.
 */

const ABBREVIATIONS = clausePattern('abbreviations', 'i');

/** Sentences of the request as written (case kept, for locations and messages). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  const parts = text.split(/([.!?;\n]+)/);
  for (let index = 0; index < parts.length; index += 2) {
    const body = parts[index] ?? '';
    const mark = parts[index + 1] ?? '';
    current += body;
    const nextStartsDigitAfterDot = /^\d/.test(parts[index + 2] ?? '');
    // "sq. ft." and "approx. 500" are abbreviations, and "1.5" a decimal: keep going.
    if (
      mark.startsWith('.') &&
      mark.length === 1 &&
      (ABBREVIATIONS.test(body.trim()) || nextStartsDigitAfterDot)
    ) {
      current += mark;
      continue;
    }
    if (current.trim()) sentences.push(current.trim());
    current = '';
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences;
}

const VERBS = clausePiece('clauseVerbs');
// "supply and install", "furnish and install": one action, never two clauses.
const CLAUSE_BREAK = clausePattern('clauseBreak', 'g');
const FINISH_VERB = /^(?:and\s+)?(?:re)?(?:paint|stain)$/;
const BARE_VERB = new RegExp(String.raw`^(?:(?:${VERBS}|off|out|up|down|away|and|the|old)\s*)+$`);

const UNIT_AFTER = new RegExp(`^(?:${QUANTITY_WORDS.units.map((unit) => unit.pattern).join('|')})`);

/** Lower case, ASCII fractions, digits for number words, letters-hyphen-letters as words ("re-roof" → "re roof"). */
export function normalizeText(text: string): { text: string; approximations: string[] } {
  const lowered = asciiFractions(text)
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/&/g, ' and ')
    // "tear off 2 layers + reshingle": a plus between words joins two pieces of work as "and" does.
    .replace(/(?<=[a-z]) ?\+ ?(?=[a-z])/gi, ' and ')
    .replace(/\bw\//g, 'with ');
  const words = replaceNumberWords(lowered);
  const cleaned = words.text
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ')
    // "a 70-foot oak", "a 50-gallon heater": a figure hyphened to its unit is the figure and the unit. Hyphened to
    // another word ("a 3-season sunroom", "a 5-light chandelier") it stays joined until the clause's figures are
    // read: the figure names the kind of the thing, never how many (property-units.yaml, parse-quantity.ts `unjoinFigures`).
    .replace(/(?<=\d)-(?=[a-z])/g, (hyphen, offset: number, whole: string) =>
      UNIT_AFTER.test(whole.slice(offset + 1)) ? ' ' : hyphen,
    )
    // "2 windows in the kitchen and 1 in the bath": one count of the things, both places named.
    .replace(
      /\b(\d+) ([a-z]{3,}s) (in|on|for) ((?:the |my |our )?[a-z]+(?: [a-z]+)?) and (\d+) (?:in|on|for) (?:the |my |our )?([a-z]+)\b/g,
      (all, a, noun, prep, first, b, second) =>
        /(?:rooms|baths)$/.test(noun)
          ? all
          : `${Number(a) + Number(b)} ${noun} ${prep} ${first} and the ${second}`,
    )
    // "4 ft wide and 30 ft long", "30 feet long by 4 feet wide": one size, as "4x30 ft" is written.
    .replace(
      /\b(\d+(?:\.\d+)?) ?(?:ft|feet|foot|')? (wide|long|deep) (?:and|by|x) (\d+(?:\.\d+)?) ?(?:ft|feet|foot|')? (wide|long|deep)\b/g,
      (all, a, first, b, second) => (first === second ? all : `${a}x${b} ft`),
    );
  // Words as the rules read them ("recarpet the bedroom" is new carpet): clause-phrases.yaml `rewrites`, in order
  // ($1 in `as` is the pattern's first group).
  const rewritten = REWRITES.reduce((said, { pattern, as }) => said.replace(pattern, as), cleaned);
  return { text: withCeilingParts(rewritten.replace(/[ \t]+/g, ' ')), approximations: words.approximations };
}

const DROP_CEILING = /\b(?:drop|dropped|suspended|acoustic(?:al)?|lay in|t bar|act) ceilings?\b/;
const CEILING_PARTS = clausePattern('ceilingParts', 'g');

/**
 * "Replace the drop ceiling, new grid and new tiles": the grid and tiles are the drop ceiling's own parts (its
 * line prices both), not floor tile or a second ceiling.
 */
function withCeilingParts(text: string): string {
  // A count or a stained tile ("80 stained ceiling tiles") is a tile replacement, read as written.
  if (!DROP_CEILING.test(text) || /\b\d+ (?:[a-z]+ )?(?:ceiling )?tiles\b/.test(text)) return text;
  return text.replace(CEILING_PARTS, '');
}

/** Clauses of one normalized sentence. */
export function splitClauses(sentence: string): string[] {
  const pieces: string[] = [];
  let last = 0;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    const left = sentence.slice(last, match.index).trim();
    // "remove and dispose of": the left side is only a verb, so it belongs to what follows.
    if (!left || BARE_VERB.test(left)) continue;
    pieces.push(left);
    last = match.index + match[0].length;
  }
  const rest = sentence.slice(last).trim();
  if (rest) pieces.push(rest);
  // "1,650 sq ft of drywall, hang and finish": a trailing bare verb belongs to the clause before it.
  for (let index = pieces.length - 1; index > 0; index--) {
    const piece = pieces[index]!.replace(/[,.\s]+$/, '');
    // "insulation, drywall and paint": a finish that ends a list of kinds of work is one of them, not their action.
    const listedFinish = FINISH_VERB.test(piece) && pieces[index - 1]!.includes(',');
    if (BARE_VERB.test(piece) && !listedFinish) {
      pieces[index - 1] = `${pieces[index - 1]}, ${pieces[index]}`;
      pieces.splice(index, 1);
    }
  }
  return pieces
    .map((piece) =>
      piece.replace(/^[,(\s]+|[,)\s:]+$/g, '').replace(/^(?:and then|and|then|also|plus)\s+/, ''),
    )
    .filter((piece) => piece.length > 0)
    .flatMap((piece) => (sentence.includes(':') ? withVerbItemsApart(piece) : [piece]))
    .flatMap(mentionClauses);
}

// A verb said alone as an item of a list after a colon, before a thing ("office: demo, carpet tile", "…: carpet tile,
// paint, lighting"); outside such a list a verb and a comma may be followed by its size ("refinish, it's 650 sq ft").
const VERB_ITEM = new RegExp(String.raw`(?:^|:)\s*(?:${VERBS})\s*,\s*(?!(?:${VERBS})\b)(?=[a-z0-9])`);

/** "5,000 sf office: demo, partitions, ACT": a verb alone in a list is one kind of work of it, not the list's verb. */
function withVerbItemsApart(piece: string): string[] {
  const item = VERB_ITEM.exec(piece);
  if (!item) return [piece];
  const cut = item.index + item[0].length;
  return [piece.slice(0, cut).replace(/[,\s]+$/, ''), ...withVerbItemsApart(piece.slice(cut))];
}
