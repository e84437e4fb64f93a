import type { ResolvedQuantity } from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';
import { clausePattern } from './scope-phrases.ts';
import type { WorkRule } from './work-rule.ts';

const WHOLE_HOUSE = clausePattern('wholeHouse');
const { perStorySqFt, leastSqFt, kinds } = QUANTITY_WORDS.houseCounts;
const ONE_OF = /\b(?:a|an|one|the|this|that|my|our)\s+(?:[a-z]+\s+)?$/;

/**
 * Countable things of a whole house with no count said ("all the windows", "window cleaning for a two-story
 * house"): as many as the house holds by its size, or a typical house's of its stories, stated and asked
 * (lexicon/quantity-words.yaml `houseCounts`). A room named makes them that room's, not the house's.
 */
export function houseCount(
  context: ClauseContext,
  rule: WorkRule,
  what: string,
  start: number,
): ResolvedQuantity | undefined {
  const kind = kinds.find((k) => k.assemblies.includes(rule.assemblyId));
  if (!kind || context.rooms.length > 0 || !WHOLE_HOUSE.test(context.text)) return undefined;
  // "replace the outlet in the house" is one outlet; "window cleaning for the house" is every window's.
  if (ONE_OF.test(context.text.slice(0, start)) && !/s$/.test(what)) return undefined;
  const floor = context.houseFloorSqFt ?? Math.max(leastSqFt, context.stories * perStorySqFt);
  if (context.houseFloorSqFt === undefined)
    context.assumptions.push(sayNote('typicalHouse', { floor, stories: context.stories }));
  const quantity = Math.max(1, Math.round((floor * kind.perThousandSqFt) / 1000));
  const values = { title: rule.title, quantity, floor, source: kind.source, what };
  const note = { assumption: sayNote('houseCount', values), question: sayNote('houseCountQuestion', values) };
  context.assumptions.push(note.assumption);
  context.questions.push(note.question);
  return { quantity, basis: sayNote('houseCountBasis', values), typical: note };
}
