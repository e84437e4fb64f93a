import type { QuantitySource } from '../plan/plan-schema.ts';
import type { Uom } from '../units/uom.ts';
import { areaSubject } from './area-subject.ts';
import { type Space, sizedElsewhere, sizeOfEachCounted, spacesOf } from './clause-spaces.ts';
import {
  describeMeasure,
  findMeasures,
  formatNumber,
  type Measure,
  unjoinFigures,
} from './parse-quantity.ts';
import { DEFAULT_CEILING_HEIGHT_FT, DEFAULT_PITCH_RISE, findRooms, type RoomMention } from './room-areas.ts';
import { blankContextPhrases, type ClauseFlags, clauseFlags } from './scope-phrases.ts';
import type { TypicalNote } from './typical-note.ts';

export { type AreaSubject, areaSubject } from './area-subject.ts';

export type { Space } from './clause-spaces.ts';

export interface PlanItemDraft {
  title: string;
  quantity: number;
  uom: Uom;
  description?: string;
  laborOnly?: boolean;
  customerSuppliesPrimary?: boolean;
  params?: Record<string, number>;
  complexity?: string;
  tradeId: string;
  assemblyId: string;
  /** Set while the quantity is a stand-in (not sent to the plan): another line's stated figure may replace it. */
  typical?: TypicalNote;
  /** Set when the clause's own figures sized the line (not a room size or a stand-in); not sent to the plan. */
  quantityStated?: boolean;
  /** Where the quantity came from, when the stage that sized the line knows it (sent to the plan). */
  quantitySource?: QuantitySource;
  /** A template line's kin said for it ("new kitchen cabinets" for the remodel's cabinets); not sent to the plan. */
  covers?: readonly string[];
  /**
   * The rule that read the line, whichever kind its refiner chose ("blown in" is fiberglass or cellulose by the
   * words of its clause): two clauses naming that work name one kind of work (not sent to the plan).
   */
  readBy?: string;
}

/** What one clause of the request says, read once and shared by the rules that price its work. */
export interface ClauseContext {
  text: string;
  flags: ClauseFlags;
  measures: Measure[];
  rooms: RoomMention[];
  spaces: Space[];
  consumed: Set<Measure>;
  ceilingHeightFt: number;
  ceilingHeightGiven: boolean;
  pitchRise: number;
  pitchGiven: boolean;
  stories: number;
  storiesGiven: boolean;
  houseFloorSqFt?: number;
  /** A roof size in squares said anywhere in the request ("18 sq"): sizes drip edge and ridge vent. */
  roofSquares?: number;
  /** The whole request, for rules that depend on what the job is about (decking on a roof job is sheathing). */
  requestText: string;
  assumptions: string[];
  questions: string[];
  understood: string[];
}

/** Reads a clause once: actions, quantities, rooms, ceiling height, pitch, stories, house size. */
export function readClause(written: string, inherited?: Partial<ClauseContext>): ClauseContext {
  // Rooms come from the words as written ("where the bedroom light is now" still says which room).
  const rooms = findRooms(written);
  const joined = blankContextPhrases(written);
  const measures = findMeasures(joined);
  // Its figures read, "a 3-season sunroom" is read on as "a 3 season sunroom".
  const text = unjoinFigures(joined);
  let spaces = spacesOf(text, measures, rooms);
  if (spaces.length === 0 && inherited?.spaces) spaces = inherited.spaces;
  else spaces = sizedElsewhere(spaces, inherited?.spaces);
  const ceiling = measures.find((m) => m.kind === 'ceilingHeight');
  const dimsHeight = measures.find((m) => m.kind === 'dimensions' && m.heightFt !== undefined);
  const pitch = measures.find((m) => m.kind === 'pitch');
  const stories = measures.find((m) => m.kind === 'stories');
  const house = measures.find(
    (m) => m.kind === 'area' && m.uom === 'sq_ft' && areaSubject(m, text) === 'house',
  );
  const ceilingHeightFt =
    ceiling?.value ?? dimsHeight?.heightFt ?? inherited?.ceilingHeightFt ?? DEFAULT_CEILING_HEIGHT_FT;
  const houseFloorSqFt = house?.value ?? inherited?.houseFloorSqFt;
  const roofSquares =
    measures.find((m) => m.kind === 'area' && m.uom === 'square')?.value ?? inherited?.roofSquares;
  const context: ClauseContext = {
    // "9 ft ceilings" sizes the walls; it is not ceiling work.
    text: ceiling ? blankCeilingHeight(text, ceiling) : text,
    flags: clauseFlags(text),
    measures,
    rooms,
    spaces,
    consumed: new Set(house ? [house] : []),
    ceilingHeightFt,
    ceilingHeightGiven:
      ceiling !== undefined || dimsHeight !== undefined || (inherited?.ceilingHeightGiven ?? false),
    pitchRise: pitch?.value ?? inherited?.pitchRise ?? DEFAULT_PITCH_RISE,
    pitchGiven: pitch !== undefined || (inherited?.pitchGiven ?? false),
    stories: stories?.value ?? inherited?.stories ?? 1,
    storiesGiven: stories !== undefined || (inherited?.storiesGiven ?? false),
    ...(houseFloorSqFt === undefined ? {} : { houseFloorSqFt }),
    ...(roofSquares === undefined ? {} : { roofSquares }),
    requestText: inherited?.requestText ?? written,
    assumptions: [],
    questions: [],
    understood: [],
  };
  for (const measure of [ceiling, pitch, stories]) if (measure) context.consumed.add(measure);
  // "3 bedrooms": the count belongs to the rooms.
  for (const room of rooms) {
    const count = room.countGiven
      ? measures.find((m) => m.kind === 'count' && m.start === room.start)
      : undefined;
    if (count) context.consumed.add(count);
  }
  for (const measure of measures) {
    const sizesSpace =
      measure.kind === 'dimensions' || (measure.kind === 'area' && areaSubject(measure, text) === 'floor');
    if (sizesSpace && spaces.some((space) => space.source !== 'typical')) context.consumed.add(measure);
    // The size of each thing counted is said of them: it asks nothing.
    if (sizeOfEachCounted(text, measures, rooms, measure)) context.consumed.add(measure);
  }
  for (const space of spaces) if (space.countMeasure) context.consumed.add(space.countMeasure);
  if (house)
    context.understood.push(`House: ${describeMeasure(house)} of floor area (not roof or wall area)`);
  return context;
}

function blankCeilingHeight(text: string, ceiling: Measure): string {
  const after = /^\s*-?\s*(?:high |tall )?ceilings?\b/.exec(text.slice(ceiling.end));
  // "vaulted ceilings, about 14 ft high" describes the room; "walls and ceiling, 8 ft ceilings" keeps the ceiling work.
  const before =
    /\b(?:(?:vaulted|cathedral|high|tall) ceilings?,?|ceilings?(?: height)?)(?: (?:are|is|of|at))?(?: about| around)?\s*$/.exec(
      text.slice(0, ceiling.start),
    );
  const start = before ? before.index : ceiling.start;
  const end = ceiling.end + (after ? after[0].length : 0);
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** Assumption and question for rooms sized by typical dimensions, once a quantity used them. */
export function noteTypicalSpaces(context: ClauseContext): void {
  const typical = context.spaces.filter((space) => space.used && space.source === 'typical');
  if (typical.length === 0) return;
  context.assumptions.push(`Room sizes not given: typical ${describeSpaces(typical)} assumed.`);
  context.questions.push(
    `What are the sizes of the ${typical.map((s) => s.label).join(', ')} (length × width, and ceiling height)?`,
  );
}

/** "2 bedrooms (12 × 12 ft)" */
export function describeSpaces(spaces: Space[]): string {
  return spaces
    .map((space) => {
      const size = `${formatNumber(space.widthFt)} × ${formatNumber(space.lengthFt)} ft`;
      return `${space.count > 1 ? `${space.count} ` : ''}${space.label}${space.count > 1 ? 's' : ''} (${size}${space.source === 'typical' ? ', typical size' : ''})`;
    })
    .join(' + ');
}
