import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load } from 'js-yaml';
import { z } from 'zod';
import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { tokenize } from '../search/tokenize.ts';

/** A room the drawings name: its number, its name, and every place it is named (plan tag or schedule row). */
export interface Room {
  number: string;
  name: string;
  evidence: Evidence[];
}

const wordsSchema = z.object({
  types: z.record(z.string(), z.array(z.string().min(1))),
  generic: z.array(z.string().min(1)),
});
let loadedWords: { types: Map<string, string[]>; generic: Set<string> } | undefined;

/** `room-words.yaml`, validated and tokenized once. */
export function roomWords(): { types: Map<string, string[]>; generic: Set<string> } {
  if (loadedWords) return loadedWords;
  const parsed = wordsSchema.safeParse(
    load(readFileSync(new URL('./room-words.yaml', import.meta.url), 'utf8')),
  );
  if (!parsed.success)
    throw new QuoinError('INTERNAL', `room-words.yaml is invalid: ${parsed.error.message}`);
  loadedWords = {
    types: new Map(
      Object.entries(parsed.data.types).map(([key, words]) => [
        tokenize(key)[0] ?? key,
        words.flatMap((w) => tokenize(w)),
      ]),
    ),
    generic: new Set(parsed.data.generic.flatMap((w) => tokenize(w, { keepStopwords: true }))),
  };
  return loadedWords;
}

// A dimension string written into a tag by the drawing tool ("10' - 5 3/8"", "8' - 0"").
const DIMENSION = /-?\d+'\s*-\s*\d+(?:\s+\d+\/\d+)?"/g;
const AREA = /\b\d[\d,]*\s*(?:SF|S\.F\.|SQ\.? ?FT\.?)\b/gi;
const ROOM_NUMBER = /^\d{1,4}[A-Z]?$/;
const NOT_ROOM_NAME =
  /\b(REVISION|FORM|SHEET|DETAIL|SECTION|ELEVATION|SCALE|NOTE|KEYNOTE|ADDENDUM|SET|ISSUE|PHASE)\b/;
const NAME_WORD = /^(?:[A-Z][A-Z/&.]*(?:-[A-Z]+)*|-)$/;
const NOT_ROOMS = new Set(['UP', 'DN', 'EQ', 'TYP', 'SEE', 'NOTE', 'SCALE', 'DATE', 'NO', 'NO.', 'SHEET']);

/** "BEDROOM - WEST 404", "OXYGEN ROOM 169 21 SF", "10' - 5 3/8" LAUNDRY 302" → the room it tags. */
export function roomInTag(text: string): { name: string; number: string } | undefined {
  const words = text.replace(DIMENSION, ' ').replace(AREA, ' ').trim().split(/\s+/);
  for (let i = words.length - 1; i >= 1; i--) {
    const number = words[i] ?? '';
    if (!ROOM_NUMBER.test(number)) continue;
    const name: string[] = [];
    for (let j = i - 1; j >= 0; j--) {
      const word = words[j] ?? '';
      if (!NAME_WORD.test(word)) break;
      name.unshift(word);
    }
    while (name[0] === '-') name.shift();
    while (name.at(-1) === '-') name.pop();
    const letters = name.join(' ').replace(/[^A-Z]/g, '');
    const joined = name.join(' ');
    if (letters.length >= 3 && !name.every((w) => NOT_ROOMS.has(w)) && !NOT_ROOM_NAME.test(joined))
      return { name: name.join(' '), number };
  }
  return undefined;
}

const cache = new WeakMap<DrawingIndex, Room[]>();

/** Every room the set names, from plan tags (outside title blocks and schedules) and schedule rows, by number. */
export function roomInventory(index: DrawingIndex): Room[] {
  const cached = cache.get(index);
  if (cached) return cached;
  const rooms = new Map<string, Room>();
  const add = (number: string, name: string, unit: Evidence, fromPlan: boolean): void => {
    const key = `${unit.set.id}|${number.toUpperCase()}`;
    const room = rooms.get(key);
    if (!room) rooms.set(key, { number: number.toUpperCase(), name, evidence: [unit] });
    else {
      room.evidence.push(unit);
      if (fromPlan && room.name.length < name.length) room.name = name;
    }
  };
  for (const unit of index.evidence) {
    if (unit.kind === 'snippet' && (unit.region.kind === 'quadrant' || unit.region.kind === 'page')) {
      const room = roomInTag(unit.quote);
      if (room) add(room.number, room.name, unit, true);
    } else if (unit.kind === 'row' && unit.table && unit.rowIndex !== undefined) {
      const columns = unit.table.columns;
      const numberColumn = columns.findIndex((c) => /\b(number|no\.?)$/i.test(c.trim()));
      const nameColumn = columns.findIndex((c) => /\bname$/i.test(c.trim()));
      if (numberColumn < 0 || nameColumn < 0) continue;
      const cells = unit.table.rows[unit.rowIndex]?.cells ?? [];
      const number = (cells[numberColumn] ?? '').trim();
      const name = (cells[nameColumn] ?? '').trim();
      if (/^[A-Z0-9]{1,3}-?\d{0,3}[A-Z]?$/i.test(number) && /\d/.test(number) && /[A-Z]{3}/i.test(name))
        add(number, name, unit, false);
    }
  }
  const list = [...rooms.values()];
  cache.set(index, list);
  return list;
}

/** A question word and the words drawings use for the same kind of room ("bathroom" → bath, toilet, …). */
export function alternativesOf(term: string): string[] {
  return roomWords().types.get(term) ?? [term];
}

/** The words a question names a type of room by, each widened to the words drawings use for it. */
export function roomTypeWords(subject: readonly string[]): string[][] {
  const { types, generic } = roomWords();
  return subject.filter((t) => !generic.has(t)).map((t) => types.get(t) ?? [t]);
}

/** Rooms whose name carries every asked-for word (each through its alternatives). */
export function roomsOfType(rooms: readonly Room[], wanted: readonly string[][]): Room[] {
  if (wanted.length === 0) return [];
  return rooms.filter((room) => {
    const tokens = tokenize(room.name);
    return wanted.every((alternatives) => alternatives.some((w) => tokens.some((t) => sameWord(t, w))));
  });
}

/** Equal, or the same word stemmed differently ("offic" from offices, "office" from OFFICE). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}
