import { foldWord } from '../trades/match-text.ts';
import { houseCount } from './house-count.ts';
import type { Measure } from './parse-quantity.ts';
import { countBefore, fallback, type ResolvedQuantity, take, unused } from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';
import { clausePattern } from './scope-phrases.ts';
import { swapSpans } from './settle-matches.ts';
import type { WorkRule } from './work-rule.ts';

const { countAfterNoun, endOfCountAfterNoun, markedCountAfterNoun, placeAfterCount, beforeCountByPlace } =
  QUANTITY_WORDS.around;

/** Counts after the things, each said with its place ("two by the toilet and one in the shower"): one count's parts. */
function countsByPlace(context: ClauseContext, counts: Measure[], end: number): Measure[] {
  const parts: Measure[] = [];
  for (const m of counts.filter((c) => c.start >= end).sort((a, b) => a.start - b.start)) {
    const from = parts.at(-1)?.end ?? end;
    if (!beforeCountByPlace.test(context.text.slice(from, m.start))) break;
    if (!placeAfterCount.test(context.text.slice(m.end))) break;
    parts.push(m);
  }
  return parts;
}

/**
 * A count said after the things: right after the noun as lists write it ("cabinet pulls x30", "outlets (6)",
 * "toilets - 2", "lights qty 4"), or later with words that point back ("pendant lights over the island, 3 of them").
 */
function countAfter(
  context: ClauseContext,
  counts: Measure[],
  start: number,
  end: number,
): Measure | undefined {
  return counts.find(
    (m) =>
      m.start >= start &&
      m.value <= MAX_PLAUSIBLE_COUNT &&
      ((m.start >= end &&
        ((countAfterNoun.test(context.text.slice(end, m.start)) &&
          endOfCountAfterNoun.test(context.text.slice(m.end))) ||
          markedCountAfterNoun.test(context.text.slice(end, m.start)))) ||
        /^\s*(?:of (?:them|those)|in (?:all|total)|total)\b/.test(context.text.slice(m.end))),
  );
}

/** More of one thing than a house holds (outlets run to about 80, recessed lights to about 60). */
const MAX_PLAUSIBLE_COUNT = 150;

const PER_ROOM = clausePattern('perRoom');

export function resolveCount(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  const each = (count: Measure, note = 'each'): ResolvedQuantity => {
    take(context, count);
    return { quantity: count.value, basis: sayNote(note, { count: count.value }) };
  };
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
    const values = { title: rule.title, text: count.text, what: matchText.trim() };
    context.assumptions.push(sayNote('tooMany', values));
    context.questions.push(sayNote('tooManyQuestion', values));
    return { quantity: 1, basis: sayNote('tooManyBasis') };
  }
  const counts = unused(context, (m) => m.kind === 'count');
  const parts = countsByPlace(context, counts, start + matchText.length);
  const partsTotal = parts.reduce((sum, m) => sum + m.value, 0);
  if (count) {
    if (partsTotal === count.value) for (const part of parts) take(context, part);
    return each(count);
  }
  if (parts.length > 1 && partsTotal <= MAX_PLAUSIBLE_COUNT) {
    for (const part of parts) take(context, part);
    return { quantity: partsTotal, basis: sayNote('each', { count: partsTotal }) };
  }
  const after = countAfter(context, counts, start, start + matchText.length);
  if (after) return each(after);
  // "a 6 zone sprinkler system", "3 zones (3 indoor heads)": a count of the work's own unit counts it; the same
  // count said again in another of its units is the same things. A figure that names the thing by that unit ("a
  // 4-zone mini split", "a 3-bathroom house" for a repipe by bathroom) counts it too.
  const units = rule.countUnits ?? [];
  const named = unused(context, (m) => m.kind === 'property' && m.property === 'name');
  const ofUnit = [...counts, ...named]
    .sort((a, b) => a.start - b.start)
    .filter((m) =>
      // the unit word right after the figure, or after one describing word ("3 indoor heads")
      context.text
        .slice(m.start)
        .split(/[^a-z]+/)
        .filter(Boolean)
        .slice(0, 2)
        .some((word) => units.includes(foldWord(word))),
    );
  const [unitCount] = ofUnit;
  if (unitCount) {
    for (const m of ofUnit) if (m.value === unitCount.value) take(context, m);
    return { quantity: unitCount.value, basis: sayNote('each', { count: unitCount.value }) };
  }
  // "repipe a house with three bathrooms": rooms counted in the work's own unit count it.
  const unitRooms = context.rooms.filter(
    (room) => room.countGiven && room.type.label.split(' ').some((word) => units.includes(foldWord(word))),
  );
  if (unitRooms.length > 0) {
    const rooms = unitRooms.reduce((sum, room) => sum + room.count, 0);
    return { quantity: rooms, basis: sayNote('each', { count: rooms }) };
  }
  // "replace the 6 bedroom outlets with GFCI outlets": as many new ones as old ones.
  const swap = swapSpans(context.text);
  const oldCount =
    swap && start >= swap.new[0] && start < swap.new[1]
      ? counts.find((m) => m.start >= swap.old[0] && m.end <= swap.old[1])
      : undefined;
  if (oldCount) return each(oldCount, 'asManyAsReplaced');
  // "piers put in": the thing's own count word said in the plural counts it as many, wherever the phrase ends.
  const pluralUnit = matchText
    .split(/[^a-z]+/)
    .some((word) => /[^s]s$/.test(word) && units.includes(foldWord(word)) && foldWord(word) !== word);
  const plural = (/s$/.test(matchText.trim()) && !/ss$/.test(matchText.trim())) || pluralUnit;
  const counted = context.rooms.filter((room) => room.countGiven);
  // "6 private offices, 2 ADA restrooms": a room counted in the thing's own words is the thing, counted as said.
  const itself = counted.find((room) => room.start < start + matchText.length && room.end > start);
  if (itself) return { quantity: itself.count, basis: sayNote('each', { count: itself.count }) };
  // "run ethernet cable to 6 rooms", "a ceiling fan in 3 bedrooms": one to each of the rooms counted after it.
  const toEachRoom = PER_ROOM.test(context.text.slice(start + matchText.length));
  if ((plural || toEachRoom) && counted.length > 0) {
    const rooms = counted.reduce((sum, room) => sum + room.count, 0);
    context.assumptions.push(sayNote('onePerRoom', { title: rule.title, rooms: String(rooms) }));
    return { quantity: rooms, basis: sayNote('onePerRoomBasis', { rooms: String(rooms) }) };
  }
  const ofHouse = houseCount(context, rule, matchText.trim(), start);
  if (ofHouse) return ofHouse;
  if (plural) return fallback(context, rule, matchText.trim());
  // "an in-ground sprinkler system" counted in zones: one system is its typical number of zones, not one zone.
  const namesUnit = matchText.split(/[^a-z]+/).some((word) => units.includes(foldWord(word)));
  if (units.length > 0 && (rule.typical ?? 1) > 1 && !namesUnit)
    return fallback(context, rule, matchText.trim());
  return { quantity: 1, basis: '1 each' };
}
