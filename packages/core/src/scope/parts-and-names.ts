import type { ClauseContext } from './scope-context.ts';
import { isServiceCall } from './service-visits.ts';
import type { RuleMatch } from './settle-matches.ts';

// What a clause's rules read that is no work of its own: a part said with a thing put in, a word of a thing's name.

/**
 * "4 shampoo bowls with hair traps", "a new toilet with a new wax ring and supply line": the parts said with a thing
 * put in are its own, not a service call of their trade beside it.
 */
export function withoutPartsOfNewThing(context: ClauseContext, matches: RuleMatch[]): RuleMatch[] {
  const { install, replace } = context.flags;
  if (!install && !replace) return matches;
  const service = (match: RuleMatch) => match.rule.perVisit === true || isServiceCall(match.rule.title);
  const partOf = (part: RuleMatch) =>
    service(part) &&
    matches.some(
      (thing) =>
        thing !== part &&
        !service(thing) &&
        thing.rule.tradeId === part.rule.tradeId &&
        thing.end <= part.start &&
        WITH_PARTS.test(context.text.slice(thing.end, part.start)),
    );
  return matches.filter((match) => !partOf(match));
}

const WITH_PARTS = /^\s*(?:with|w\/|including)\s+(?:[a-z]+\s+){0,2}$/;

/**
 * "a 12-circuit subpanel", "a 5-light chandelier": the word a figure names a thing's kind by (property-units.yaml) is
 * no work of its own beside the thing it describes.
 */
export function withoutNameWords(context: ClauseContext, matches: RuleMatch[]): RuleMatch[] {
  const names = context.measures.filter((m) => m.kind === 'property' && m.property === 'name');
  const inName = (match: RuleMatch) =>
    names.some((name) => name.start <= match.start && match.end <= name.end);
  const kept = matches.filter((match) => !inName(match));
  return kept.length > 0 ? kept : matches;
}
