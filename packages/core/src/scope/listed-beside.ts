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
export function listedBeside(context: ClauseContext, found: RuleMatch, matches: RuleMatch[]): boolean {
  const { text } = context;
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

export const sameTrade = (matches: RuleMatch[], found: RuleMatch) =>
  matches.some((m) => m.rule.tradeId === found.rule.tradeId);

export function acts(found: RuleMatch, actions: ReadonlySet<string>): boolean {
  const first = found.text.split(/[^a-z0-9]+/)[0] ?? '';
  return actions.has(first) || actions.has(foldWord(first));
}
