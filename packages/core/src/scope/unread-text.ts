import { QuoinError } from '../quoin-error.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { describeMeasure } from './parse-quantity.ts';
import type { ClauseContext } from './scope-context.ts';
import { blankDiagnosis, clausePattern } from './scope-phrases.ts';
import type { ScopeNotes } from './scope-plan.ts';

/**
 * Text the parser could not turn into work must never vanish: filler words are ignored, context-only clauses
 * ("the house is 2,000 sq ft") feed other clauses, and any quantity no line used becomes a question.
 */

// Words that carry no work: "Hi, I'd like a quote for …", "thanks".
const FILLER = clausePattern('filler', 'g');

export function isFiller(text: string): boolean {
  return (
    blankDiagnosis(text)
      .replace(FILLER, ' ')
      .replace(TRADE_PEOPLE, ' ')
      .replace(/[^a-z]+/g, ' ')
      .trim() === ''
  );
}

// Who is asked to come: the trade is read from the thing named, not from the person.
const TRADE_PEOPLE = clausePattern('tradePeople', 'g');

// An action the customer asks for: a clause that says one and was not placed is work left unpriced. A thing set
// somewhere ("need a tank set in the yard") is one too.
const WORK_ACTION = clausePattern('workAction');

/** Whether unplaced text asks for work (and so must not vanish quietly): "need the torsion spring replaced". */
export function namesWork(text: string): boolean {
  return WORK_ACTION.test(text);
}

// "want R-38", "needs to be 16 SEER": a target for work named in another clause, read there.
const SPECIFICATION = clausePattern('specification');

/** A clause that only sizes things (ceiling height, pitch, stories) or states a target for the others. */
export function contextOnly(context: ClauseContext): boolean {
  if (
    SPECIFICATION.test(
      context.text
        .replace(/-/g, ' ')
        .replace(/[.!?,\s]+$/, '')
        .trim(),
    )
  )
    return true;
  return (
    context.measures.length > 0 &&
    context.measures.every(
      (m) => context.consumed.has(m) || ['ceilingHeight', 'pitch', 'stories', 'layers'].includes(m.kind),
    )
  );
}

const NOT_QUANTITIES = clausePattern('notQuantities');
/** Quantities in a clause that no line used, as unrecognized fragments and questions. */
export function reportUnused(context: ClauseContext, clause: string, state: ScopeNotes): void {
  for (const measure of context.measures) {
    if (
      context.consumed.has(measure) ||
      !['count', 'area', 'length', 'volume', 'dimensions'].includes(measure.kind)
    )
      continue;
    if (measure.kind === 'dimensions' && context.spaces.length > 0) continue;
    if (
      NOT_QUANTITIES.test(context.text.slice(0, measure.start)) ||
      /^(?:coats?|years?|%|percent|pm|am|hours?|days?|weeks?)$/.test(measure.nextWord)
    )
      continue;
    state.unrecognized.push(`${measure.text} (in "${clause}")`);
    const question = `"${describeMeasure(measure)}" in "${clause}" was not used for any line: what does it measure?`;
    state.questions.push(question);
    // A count of one agrees with every line's own count; any other figure the estimate ignored is a doubt.
    if (!(measure.kind === 'count' && measure.value === 1))
      state.doubts.push(`${question} The estimate does not use it, so it needs a review.`);
  }
}

// Words that say how or what for, not which work: they never pick the nearest kind of work.
const NOT_WORK_WORDS = clausePattern('notWorkWords', 'g');

function contentWords(text: string): string[] {
  return (
    blankDiagnosis(text.toLowerCase())
      .replace(FILLER, ' ')
      .replace(TRADE_PEOPLE, ' ')
      .replace(NOT_WORK_WORDS, ' ')
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      // A bare figure is no word of a thing; an ordinal is ("add a 2nd floor" is no floor).
      .filter((word) => word.length > 2 && !/^\d+$/.test(word))
      .map((word) => word.replace(/(?<=[^s])s$/, ''))
  );
}

/**
 * The kinds of work nearest a request the reader could not place, by the words they share, most shared first
 * ("need a shed built" → "storage shed"): offered so the customer can say it the way the reader knows, never priced.
 */
export function nearestWork(text: string, registry: TradeRegistry, limit = 3): string[] {
  const asked = new Set(contentWords(text));
  if (asked.size === 0) return [];
  // The last word of a clause's phrase is its thing ("the walk in shower"): sharing it counts for more.
  const heads = new Set(
    text
      .split(/[.,;!?]+/)
      .map((clause) => contentWords(clause).at(-1))
      .filter((word): word is string => word !== undefined),
  );
  const scored: { phrase: string; shared: number; extra: number }[] = [];
  for (const trade of registry.all())
    for (const item of trade.workItems) {
      const best = item.keywords
        .map((phrase) => {
          const words = contentWords(phrase);
          const common = words.filter((word) => asked.has(word));
          const shared = common.length + (common.some((word) => heads.has(word)) ? 0.5 : 0);
          return { phrase, shared, extra: words.length - common.length };
        })
        .sort((a, b) => b.shared - a.shared || a.extra - b.extra)[0];
      if (best && best.shared > 0) scored.push(best);
    }
  const phrases = scored
    .sort((a, b) => b.shared - a.shared || a.extra - b.extra || a.phrase.length - b.phrase.length)
    .map((entry) => entry.phrase);
  return [...new Set(phrases)].slice(0, limit);
}

/** The refusal of a request with no work in it: what was understood, what was not placed, the nearest known work. */
export function notUnderstood(
  text: string,
  found: { understood: string[]; unrecognized: string[] },
  registry: TradeRegistry,
): QuoinError {
  const nearest = nearestWork(text, registry);
  const understood = found.understood.length > 0 ? ` (understood: ${found.understood.join('; ')})` : '';
  // No work was placed, so all of it is unplaced when no clause was set aside on its own.
  const clauses = found.unrecognized.length > 0 ? found.unrecognized : [text.trim()].filter(Boolean);
  const unplaced =
    clauses.length > 0 ? ` Not placed: ${clauses.map((clause) => `"${clause}"`).join(', ')}.` : '';
  const near =
    nearest.length > 0
      ? ` Nearest work I know: ${nearest.map((phrase) => `"${phrase}"`).join(', ')}: say it that way if one is meant.`
      : '';
  return new QuoinError(
    'SCOPE_NOT_UNDERSTOOD',
    `No work recognised in the request${understood}.${unplaced}${near} Say what work: e.g. 'paint 3 bedrooms' or 'replace a 50-gallon water heater'.`,
    { ...found, nearest },
  );
}
