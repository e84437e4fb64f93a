import { foldWord } from '../trades/match-text.ts';
import { formatNumber } from './parse-quantity.ts';
import { countBefore, fallback, type ResolvedQuantity, take } from './quantity-basics.ts';
import type { ClauseContext } from './scope-context.ts';
import { swapSpans } from './settle-matches.ts';
import type { WorkRule } from './work-rule.ts';

/** More of one thing than a house holds (outlets run to about 80, recessed lights to about 60). */
export const MAX_PLAUSIBLE_COUNT = 150;

export function resolveCount(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  const count = countBefore(context, start);
  if (rule.perVisit) {
    // The count says what the visit looks at, not how many visits.
    if (count) take(context, count);
    return { quantity: 1, basis: '1 service call' };
  }
  if (count && count.value > MAX_PLAUSIBLE_COUNT) {
    // A number this large before a fixture is a model number, a year or an address, not a count of them: one is
    // priced and the number is asked about, so a stray number cannot price a thousand water heaters.
    take(context, count);
    context.assumptions.push(`${rule.title}: "${count.text}" is too many to be a count of them; 1 priced.`);
    context.questions.push(`How many for "${matchText.trim()}"? ("${count.text}" was not taken as a count.)`);
    return { quantity: 1, basis: '1 each (the number given was not a plausible count)' };
  }
  if (count) {
    take(context, count);
    return { quantity: count.value, basis: `${formatNumber(count.value)} each` };
  }
  // "pendant lights over the island, 3 of them": the count said after the things.
  const after = context.measures.find(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      m.start >= start &&
      /^\s*(?:of (?:them|those)|in (?:all|total)|total)\b/.test(context.text.slice(m.end)),
  );
  if (after) {
    take(context, after);
    return { quantity: after.value, basis: `${formatNumber(after.value)} each` };
  }
  // "a 6 zone sprinkler system", "3 zones (3 indoor heads)": a count of the work's own unit counts it; the same
  // count said again in another of its units is the same things.
  const units = rule.countUnits ?? [];
  const ofUnit = context.measures.filter(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      // the unit word right after the count, or after one describing word ("3 indoor heads")
      context.text
        .slice(m.end)
        .split(/[^a-z]+/)
        .filter(Boolean)
        .slice(0, 2)
        .some((word) => units.includes(foldWord(word))),
  );
  const [unitCount] = ofUnit;
  if (unitCount) {
    for (const m of ofUnit) if (m.value === unitCount.value) take(context, m);
    return { quantity: unitCount.value, basis: `${formatNumber(unitCount.value)} each` };
  }
  // "replace the 6 bedroom outlets with GFCI outlets": as many new ones as old ones.
  const swap = swapSpans(context.text);
  const oldCount =
    swap && start >= swap.new[0] && start < swap.new[1]
      ? context.measures.find(
          (m) =>
            m.kind === 'count' && !context.consumed.has(m) && m.start >= swap.old[0] && m.end <= swap.old[1],
        )
      : undefined;
  if (oldCount) {
    take(context, oldCount);
    return { quantity: oldCount.value, basis: `${formatNumber(oldCount.value)} each, as many as replaced` };
  }
  const plural = /s$/.test(matchText.trim()) && !/ss$/.test(matchText.trim());
  const counted = context.rooms.filter((room) => room.countGiven);
  if (plural && counted.length > 0) {
    const rooms = counted.reduce((sum, room) => sum + room.count, 0);
    context.assumptions.push(`${rule.title}: one per room assumed (${rooms}).`);
    return { quantity: rooms, basis: `${rooms} each, one per room` };
  }
  if (plural) return fallback(context, rule, matchText.trim());
  return { quantity: 1, basis: '1 each' };
}
