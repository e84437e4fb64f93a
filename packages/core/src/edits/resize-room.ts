import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { rescaleLineItem } from '../estimate/rescale-line-item.ts';
import { type RoomAreas, type RoomType, rectangleAreas } from '../scope/room-areas.ts';
import type { QuantityBasis } from '../scope/work-rule.ts';
import { uomLabel } from '../units/uom.ts';
import { roomBasisOf, roomTypeOfGroup } from './room-lines.ts';

/** A room's size as the client gives it, in feet; no ceiling height keeps the one each line was sized with. */
export interface RoomSize {
  lengthFt: number;
  widthFt: number;
  ceilingFt?: number;
}

export interface ResizedRoom {
  estimate: Estimate;
  /** One sentence a line changed or kept, for the conversation. */
  changes: string[];
}

/** Quoin's default interior ceiling height, the one the reader assumed when none was given. */
const ASSUMED_CEILING_FT = 8;

function feet(value: number): string {
  return Number(value.toFixed(2)).toLocaleString('en-US');
}

function measureOf(basis: QuantityBasis, areas: RoomAreas): number | undefined {
  if (basis === 'floor') return areas.floorSqFt;
  if (basis === 'ceiling') return areas.ceilingSqFt;
  if (basis === 'wall') return areas.wallSqFt;
  if (basis === 'perimeter') return areas.perimeterFt;
  return undefined;
}

function sizeSentence(room: RoomType, size: RoomSize): string {
  const ceiling = size.ceilingFt === undefined ? '' : ` with ${feet(size.ceilingFt)} ft ceilings`;
  return `${room.label} ${feet(size.lengthFt)} × ${feet(size.widthFt)} ft${ceiling}`;
}

/** The questions a room's size answers: the reader's "What are the sizes of the bedroom (…)?" */
export function isRoomSizeQuestion(question: string, room: RoomType): boolean {
  const asked = /^What (?:are the sizes|is the size) of the (.+?) \(/.exec(question)?.[1];
  return asked !== undefined && new RegExp(`^(?:${room.pattern})$`).test(asked.toLowerCase());
}

function isTypicalSizeNote(note: string, room: RoomType): boolean {
  const typical = /^Room sizes not given: typical (.+?) \(/.exec(note)?.[1];
  return typical !== undefined && new RegExp(`^(?:${room.pattern})$`).test(typical.toLowerCase());
}

function isGivenSizeNote(note: string, room: RoomType): boolean {
  return note.endsWith(', as the client gave it.') && note.toLowerCase().startsWith(`${room.label} `);
}

/**
 * The room's lines sized again from the client's figures: floor and ceiling lines to length × width, wall lines
 * to the perimeter × the ceiling height, trim to the perimeter; materials bought again by package math. A
 * quantity the client stated or typed by hand and counted work are kept (and said so). The typical-size note
 * and the size question go; nothing is added.
 */
export function resizeRoom(input: Estimate, room: RoomType, size: RoomSize): ResizedRoom {
  const changes: string[] = [];
  const ceilingFt = size.ceilingFt ?? ASSUMED_CEILING_FT;
  const areas = rectangleAreas(size.widthFt, size.lengthFt, ceilingFt);
  const resizeItem = (item: LineItem): LineItem => {
    const basis = roomBasisOf(item);
    const target = basis ? measureOf(basis, areas) : undefined;
    if (target === undefined) return item;
    if (item.quantitySource === 'stated' || item.userEdited) {
      changes.push(
        `${item.title}: kept at ${feet(item.quantity)} ${uomLabel(item.uom)} (given, not a room size)`,
      );
      return item;
    }
    const quantity = Math.round(target * 100) / 100;
    if (quantity === item.quantity) return { ...item, quantitySource: 'derived' };
    changes.push(
      `${item.title}: ${feet(item.quantity)} → ${feet(quantity)} ${uomLabel(item.uom)}, materials bought again for it`,
    );
    return { ...rescaleLineItem(item, quantity), quantitySource: 'derived' };
  };
  const groups = input.groups.map((group) =>
    roomTypeOfGroup(group.name)?.id === room.id ? { ...group, items: group.items.map(resizeItem) } : group,
  );
  const otherRooms = input.groups.some((group) => {
    const of = roomTypeOfGroup(group.name);
    return of !== undefined && of.id !== room.id;
  });
  const given = `${sizeSentence(room, size)[0]?.toUpperCase()}${sizeSentence(room, size).slice(1)}, as the client gave it.`;
  const assumptions = input.assumptions.filter(
    (note) =>
      !isTypicalSizeNote(note, room) &&
      !isGivenSizeNote(note, room) &&
      !(size.ceilingFt !== undefined && !otherRooms && /^Ceiling height not given/.test(note)),
  );
  return {
    estimate: {
      ...input,
      groups,
      assumptions: [...assumptions, given],
      questions: input.questions.filter((question) => !isRoomSizeQuestion(question, room)),
    },
    changes: changes.length > 0 ? changes : [`no line of the ${room.label} is sized from the room`],
  };
}
