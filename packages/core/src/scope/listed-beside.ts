import { foldWord } from '../trades/match-text.ts';
import { ACTION_WORD } from './mention-chunks.ts';
import type { ClauseContext } from './scope-context.ts';
import type { RuleMatch } from './settle-matches.ts';

/**
 * How a lexicon kind of work stands beside what the rules read in its clause (lexicon-work.ts): under a verb of its
 * own, listed beside another thing, or named as another thing's parts.
 */

// Up to two words after an article that name the kind of a listed thing ("a floor sink", "a 3 compartment sink"),
// not the next verb of a list (", recaulk a tub") nor a place or purpose.
const ARTICLE = '(?:a|an|the|our|my|new|\\d+)';
const DETERMINERS = `(?:${ARTICLE}\\s+)*`;
const KIND_WORDS = `(?:(?<=\\b${ARTICLE}\\s+)(?:(?!(?:and|or|for|to|in|on|with|of|from|at|by)\\b)[a-z0-9]+\\s+){1,2})?`;

/**
 * "frame a demising wall with metal studs": the phrase is the object of its own verb, a mention of its own; a
 * verb the match starts with governs it too ("new gutters and a metal roof", where a rule reads "new gutters").
 */
const verbBefore = (kindWords: string) =>
  new RegExp(`(?:^|\\b)(?:${ACTION_WORD.source}|frame|build)\\s+${DETERMINERS}${kindWords}$`);
const GOVERNING_VERB = verbBefore('');
const LEADING_VERB = new RegExp(`^(?:${ACTION_WORD.source})\\s`);
export function governed(context: ClauseContext, found: RuleMatch, verb = GOVERNING_VERB): boolean {
  return verb.test(context.text.slice(0, found.start)) || LEADING_VERB.test(found.text);
}

/**
 * Joined to another reading by "and", "plus" or a comma: a thing of the list, not a part of the other. Either
 * thing may carry words of its kind the rule did not read ("install a grease trap and a floor sink").
 */
const LIST_JOIN = new RegExp(`^\\s*(?:,\\s*)?(?:and|plus|&|,)\\s+${DETERMINERS}${KIND_WORDS}$`);
const LIST_VERB = verbBefore(KIND_WORDS);
// "…, composite decking, aluminum rail 30 LF": an item of an estimator's comma list said alone (kind words before it
// since its comma, a size after it up to the next) is a mention of its own; a figure in its name says what is there
// ("currently R-19"), and a comma inside a number ("1,500 sq ft") is no item's.
const ALONE_BEFORE = /,(?!\d)\s*(?:(?!(?:and|or|for|to|in|on|with|of|from|at|by)\b)[a-z0-9]+\s+){0,2}$/;
const ALONE_AFTER = /^(?:\s+\d[^,]*)?\s*(?:,|$)/;
// A participle ends a list of steps done to one thing ("hung, taped and finished"), not a thing of its own.
const alone = (text: string, found: RuleMatch) =>
  !/\d/.test(found.text) &&
  !/^[a-z]+(?:ed|ung)\b/.test(found.text) &&
  ALONE_BEFORE.test(text.slice(0, found.start)) &&
  ALONE_AFTER.test(text.slice(found.end));
export function listedBeside(context: ClauseContext, found: RuleMatch, matches: RuleMatch[]): boolean {
  const { text, flags } = context;
  // Where the clause builds, beside work of its trade (beside another trade's it may be the place).
  const ownTrade = matches.some((m) => m.rule.tradeId === found.rule.tradeId);
  if (alone(text, found) && (flags.install || flags.replace) && ownTrade) return true;
  return matches.some(
    (m) =>
      ((m.end <= found.start && LIST_JOIN.test(text.slice(m.end, found.start))) ||
        (m.start >= found.end && LIST_JOIN.test(text.slice(found.end, m.start)))) &&
      m.rule.assemblyId !== found.rule.assemblyId &&
      (governed(context, found) || governed(context, m, LIST_VERB)),
  );
}

const WITH_PARTS = /^[\s\d.x'"-]*(?:ft\b|feet\b)?[\s,]*with\b/;
export const withParts = (text: string, found: RuleMatch, matches: RuleMatch[]) =>
  matches.length > 0 &&
  matches.every((m) => m.start >= found.end) &&
  WITH_PARTS.test(text.slice(found.end, Math.min(...matches.map((m) => m.start))));

const SIZES = new Set(['length', 'area', 'count']);
/**
 * Work of the found thing's trade in the clause, its own or its parts; a reading in another comma item said alone or
 * with its own size is a line of its own ("build new PT frame on the footings, …, aluminum rail 30 LF").
 */
export const sameTrade = ({ text, measures }: ClauseContext, matches: RuleMatch[], found: RuleMatch) =>
  matches.some((m) => {
    const start = text.lastIndexOf(',', m.start) + 1;
    const end = start + (text.slice(start).split(',')[0] ?? '').length;
    const sized = measures.some((size) => SIZES.has(size.kind) && size.start >= start && size.end <= end);
    const apart = (found.end <= start || found.start >= end) && (sized || alone(text, m));
    return m.rule.tradeId === found.rule.tradeId && !apart;
  });

export function acts(found: RuleMatch, actions: ReadonlySet<string>): boolean {
  const first = found.text.split(/[^a-z0-9]+/)[0] ?? '';
  return actions.has(first) || actions.has(foldWord(first));
}
