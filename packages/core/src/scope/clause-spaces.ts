import { areaSubject } from './area-subject.ts';
import type { Measure } from './parse-quantity.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import type { RoomMention } from './room-areas.ts';
import { clausePattern } from './scope-phrases.ts';

// The spaces a clause talks about, from its sizes and room words (scope-context.ts reads them for each clause).

/** A floor area the clause talks about: "12x14 bedroom", "my 800 sq ft basement", "3 bedrooms" (typical). */
export interface Space {
  label: string;
  count: number;
  widthFt: number;
  lengthFt: number;
  source: 'dimensions' | 'area' | 'typical';
  /** The written count that multiplies it ("three 12x12 bedrooms"), consumed with the size. */
  countMeasure?: Measure;
  /** How the reader worked its size out ("a 2 car garage taken as 480 sq ft"), said where it is used. */
  note?: string;
  /** Set when a quantity was derived from it, so its assumption is stated once. */
  used: boolean;
}

const THING_WORDS = clausePattern('thingWords');
const OPENING_AFTER = clausePattern('openingAfter');
// "a 16x7 garage door" sizes the door; "a 20x22 garage" sizes the garage.
const GARAGE_DOOR_AFTER = /^\s*(?:ft\.?\s+|feet\s+)?garage doors?\b/;

const SPACE_NOUNS = clausePattern('spaceNouns');
// "turn the attic into a bedroom": the room a space becomes is no room of its own to size.
const ROOM_IT_BECOMES = QUANTITY_WORDS.around.roomItBecomesBefore;

/** "12x16 composite deck" → "deck": the thing a size belongs to, from the next few words. */
function spaceNoun(text: string, end: number): string {
  return (
    SPACE_NOUNS.exec(
      text
        .slice(end)
        .replace(/^[\s-]*(?:ft|feet|foot)\b/, '')
        .trim(),
    )?.[1] ?? 'area'
  );
}

/**
 * "60 2x4 fluorescent troffers", "12 2x2 LED panels", "4 36x80 doors": a size right after a count, with no room or
 * space named after it, is the size of each thing counted, never a floor; the count stays the things'.
 */
export function sizeOfEachCounted(
  text: string,
  measures: Measure[],
  rooms: RoomMention[],
  size: Measure,
): boolean {
  if (size.kind !== 'dimensions') return false;
  const counted = measures.some((m) => m.kind === 'count' && m.end <= size.start && size.start - m.end <= 2);
  const roomAfter = rooms.some(
    (room) =>
      room.start >= size.end &&
      room.start - size.end <= 12 &&
      !/[,;()]|\band\b/.test(text.slice(size.end, room.start)),
  );
  return counted && !roomAfter && SPACE_NOUNS.exec(text.slice(size.end).trim()) === null;
}

export function spacesOf(text: string, measures: Measure[], rooms: RoomMention[]): Space[] {
  const spaces: Space[] = [];
  const covered = new Set<RoomMention>();
  // "12 x 14 ft master bedroom" names the room sized; "(12 x 14) and the kitchen" names another one.
  const roomAfter = (end: number) =>
    rooms.find(
      (room) =>
        room.start >= end && room.start - end <= 12 && !/[,;()]|\band\b/.test(text.slice(end, room.start)),
    );
  // "dining room (12 x 14)", "master bath, 8x10", "the kitchen is 10x12": the room named just before.
  const roomBefore = (start: number) =>
    rooms.find(
      (room) =>
        room.end <= start &&
        // "3 bedrooms painted, they're all about 12x12": a participle and "they are" may come between, and the
        // surfaces worked on ("three bedrooms painted, walls and ceilings, each around 12 by 13").
        /^[\s,(:-]*(?:[a-z]+ed\s*,\s*)?(?:(?:walls?|ceilings?|trim|floors?|doors?)(?:\s*(?:,|and|&)\s*(?:walls?|ceilings?|trim|floors?|doors?))*\s*,\s*)?(?:(?:is|are|they're|theyre|they|measures?|measuring|each|all|both|that|which|at|about|approx|approximately|roughly|around)\s+)*$/.test(
          text.slice(room.end, start),
        ),
    );
  for (const measure of measures) {
    const isDims =
      measure.kind === 'dimensions' &&
      !THING_WORDS.test(measure.nextWord) &&
      !OPENING_AFTER.test(text.slice(measure.end)) &&
      !GARAGE_DOOR_AFTER.test(text.slice(measure.end));
    const isFloorArea =
      measure.kind === 'area' && measure.uom === 'sq_ft' && areaSubject(measure, text) === 'floor';
    if (!isDims && !isFloorArea) continue;
    const before = measures.find(
      (m) => m.kind === 'count' && m.end <= measure.start && measure.start - m.end <= 2,
    );
    if (isDims && sizeOfEachCounted(text, measures, rooms, measure)) continue;
    const room =
      roomAfter(measure.end) ?? (covered.size < rooms.length ? roomBefore(measure.start) : undefined);
    if (room) covered.add(room);
    // "10x12 basement bedroom": one room named by two room words.
    for (const next of rooms)
      if (room && next.start > room.end && text.slice(room.end, next.start).trim() === '') covered.add(next);
    // "three 12x12 bedrooms" counts before the size; "3 bedrooms, each about 12x12" counts the room named before.
    // "two bedrooms 10x12 and 12x14" lists the rooms' sizes instead: one each.
    const sizesAfter = (room: RoomMention) => {
      const next = rooms.find((other) => other.start > room.end)?.start ?? text.length;
      // A size said right before a later room is that room's ("3 bedrooms 12x12 and a 10x10 bathroom").
      return measures.filter(
        (m) =>
          m.kind === 'dimensions' && m.start > room.end && m.start < next && roomAfter(m.end) === undefined,
      ).length;
    };
    const count =
      before?.value ??
      (room?.countGiven && room.end <= measure.start && sizesAfter(room) === 1 ? room.count : 1);
    const label = room?.type.label ?? spaceNoun(text, measure.end);
    const side = Math.sqrt(measure.value);
    spaces.push({
      label,
      count,
      widthFt: isDims ? (measure.widthFt ?? side) : side,
      lengthFt: isDims ? (measure.lengthFt ?? side) : side,
      source: isDims ? 'dimensions' : 'area',
      ...(before ? { countMeasure: before } : {}),
      ...(measure.note ? { note: measure.note } : {}),
      used: false,
    });
  }
  // Rooms no size belongs to keep their typical size when another room was sized ("the 12 x 14 dining room
  // and the kitchen"); without any sized room, a bare size is the size of the rooms named.
  const explicit = spaces.length;
  const sizedRooms = spaces.some((space) => rooms.some((room) => room.type.label === space.label));
  for (const room of rooms) {
    if (covered.has(room) || (explicit > 0 && !sizedRooms)) continue;
    if (ROOM_IT_BECOMES.test(text.slice(0, room.start))) continue;
    // "a 2,400 sf office: 6 private offices, 2 restrooms": rooms listed after a stated floor area are inside it.
    if (statedAreaLists(text, measures, room.start)) continue;
    // "the garage walls ..., 20x22 garage": the same garage named twice, sized once.
    if (
      spaces.some(
        (space) => space.source !== 'typical' && space.label === room.type.label && !room.countGiven,
      )
    )
      continue;
    spaces.push({
      label: room.type.label,
      count: room.count,
      widthFt: room.type.typicalWidthFt,
      lengthFt: room.type.typicalLengthFt,
      source: 'typical',
      used: false,
    });
  }
  return spaces;
}

/** A floor area stated before `at`, followed by a colon or "with"/"including" that lists what is inside it. */
function statedAreaLists(text: string, measures: Measure[], at: number): boolean {
  return measures.some(
    (m) =>
      m.kind === 'area' &&
      m.uom === 'sq_ft' &&
      m.end < at &&
      areaSubject(m, text) === 'floor' &&
      LISTS_INSIDE.test(text.slice(m.end, at)),
  );
}
const LISTS_INSIDE = /^[^.;]*?(?::|\b(?:with|including|includes)\b)/;

const GENERIC_SPACE = /^(?:area|room|space)$/;

/**
 * "The bedroom needs new carpet and the walls painted, 12x14": one room named without a size, in a sentence
 * that sizes one room or area and nothing else, is that size (the other mention said it).
 */
export function sizedElsewhere(spaces: Space[], sentence: Space[] | undefined): Space[] {
  const sized = sentence?.filter((space) => space.source !== 'typical') ?? [];
  // "new carpet in the living room and family room. Living room is 15x18 …": a room named without a size is the
  // size said for that room elsewhere.
  const said = spaces.map((space) =>
    space.source === 'typical' && space.count === 1
      ? sized.find((s) => s.label === space.label && s.count === 1)
      : undefined,
  );
  if (said.some(Boolean))
    return spaces.map((space, i) => {
      const size = said[i];
      return size ? { ...size, used: false } : space;
    });
  const only = spaces[0];
  if (spaces.length !== 1 || only?.source !== 'typical' || !sentence) return spaces;
  const size = sized[0];
  if (sized.length !== 1 || !size || size.count !== 1) return spaces;
  if (size.label !== only.label && !GENERIC_SPACE.test(size.label)) return spaces;
  return [{ ...size, label: only.label, count: only.count, used: false }];
}
