import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { isIdentifier, tokenize } from '../search/tokenize.ts';
import type { Draft } from './drawing-answer.ts';
import { type Room, roomInventory, roomsOfType, roomTypeWords, roomWords } from './room-inventory.ts';

// Words that end the subject of "how many <subject> are …".
const SUBJECT_END =
  /\b(are|is|in|on|listed|does|do|did|shown|scheduled|there|for|at|of|per|total|has|have)\b/i;
const FLOOR =
  /\b(basement|first|second|third|fourth|1st|2nd|3rd|4th|ground|main|upper|lower)\s+(floor|level)\b/i;

function subjectOf(question: string): string[] {
  const after = question.replace(/^.*?\bhow many\b/i, '');
  return tokenize(after.split(SUBJECT_END)[0] ?? after).filter((t) => !isIdentifier(t));
}

/** Rooms on the floor the question names ("on the first floor"), when the drawings say which floor. */
function onFloor(question: string, rooms: Room[]): Room[] {
  const floor = question.match(FLOOR)?.[0];
  if (!floor) return rooms;
  const wanted = tokenize(floor);
  const kept = rooms.filter((room) =>
    room.evidence.some((e) => {
      const tokens = new Set(tokenize(`${e.sheet.title} ${e.table?.title ?? ''}`));
      return wanted.every((t) => tokens.has(t));
    }),
  );
  return kept.length > 0 ? kept : rooms;
}

/** The sheet naming most of the rooms first, then one citation per room from that sheet where it can. */
function citations(rooms: Room[]): Evidence[] {
  const perSheet = new Map<string, number>();
  for (const room of rooms)
    for (const sheet of new Set(room.evidence.map((e) => e.sheet.number)))
      perSheet.set(sheet, (perSheet.get(sheet) ?? 0) + 1);
  const top = [...perSheet.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return rooms
    .map((room) => room.evidence.find((e) => e.sheet.number === top) ?? room.evidence[0])
    .filter((e): e is Evidence => e !== undefined)
    .sort((a, b) => Number(b.sheet.number === top) - Number(a.sheet.number === top));
}

const label = (room: Room): string => `${room.number} ${room.name}`;

/**
 * "How many bedrooms are there?", "How many patient rooms?", "How many offices are on the first floor?": the
 * rooms the plans and schedules name with those words, each counted once by its number, and listed.
 */
export function answerRoomCount(question: string, index: DrawingIndex): Draft | undefined {
  if (!/\bhow many\b|\bnumber of\b/i.test(question)) return undefined;
  const subject = subjectOf(question);
  const wanted = roomTypeWords(subject);
  if (wanted.length === 0) return undefined;
  const rooms = onFloor(question, roomsOfType(roomInventory(index), wanted));
  if (rooms.length === 0) return undefined;
  const evidence = citations(rooms);
  const sheets = [...new Set(evidence.map((e) => e.sheet.number))];
  return {
    answer: `${rooms.length} — ${rooms.map(label).join('; ')} (named on sheet${sheets.length > 1 ? 's' : ''} ${sheets.join(', ')}).`,
    evidence: evidence.slice(0, 12),
    covers: [...subject, ...roomWords().generic, 'room', 'schedule', 'plan'],
    confidence: 0.8,
    counted: rooms.map(label),
  };
}

const FORM = new Set(['locat', 'located', 'find', 'room', 'number', 'go', 'goe']);

/** "Where is the walk-in closet?", "Where is the laundry?": the room the plans name so, its number and sheet. */
export function answerRoomLocation(question: string, index: DrawingIndex): Draft | undefined {
  if (!/^\s*where\b/i.test(question)) return undefined;
  const subject = tokenize(question).filter((t) => !FORM.has(t) && !isIdentifier(t));
  const wanted = roomTypeWords(subject);
  if (wanted.length === 0) return undefined;
  const rooms = roomsOfType(roomInventory(index), wanted);
  const room = rooms[0];
  if (!room || rooms.length > 3) return undefined;
  const plan = rooms
    .flatMap((r) => r.evidence)
    .sort((a, b) => Number(a.kind === 'row') - Number(b.kind === 'row'));
  const first = plan[0];
  if (!first) return undefined;
  const where = rooms.map((r) => `room ${label(r)}`).join('; ');
  return {
    answer: `${where} — on sheet ${first.sheet.number} (${first.sheet.title}).`,
    evidence: plan.slice(0, 4),
    covers: [...subject, 'where', 'room'],
    confidence: 0.75,
  };
}
