import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { sayNote } from './say-note.ts';

describe('sayNote', () => {
  it.each([
    ['pitch', { rise: 6 }, 'Roof pitch not given: 6/12 assumed.'],
    ['houseFloorBasis', { floor: 1650 }, '1,650 sq ft house floor area'],
    ['onePerRoom', { title: 'Smoke detector', rooms: '3' }, 'Smoke detector: one per room assumed (3).'],
    ['stories', {}, 'One-story house assumed.'],
  ])('%s with %o → %s', (note, values, said) => {
    expect(sayNote(note, values)).toBe(said);
  });

  it('refuses a note the data does not have', () => {
    expect(() => sayNote('nowhere')).toThrow(expect.objectContaining({ code: 'INVALID_LEXICON' }));
  });

  it('has every note the quantity readers name', () => {
    const folder = new URL('.', import.meta.url);
    const named = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [
        ...readFileSync(new URL(file, folder), 'utf8').matchAll(/sayNote\(\s*'([a-zA-Z]+)'/g),
      ])
      .map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(20);
    // and the ones named by a basis or a kind of figure
    const built = ['wall', 'floor', 'ceiling', 'perimeter', 'railing'].map((basis) => `${basis}FromRooms`);
    built.push('range', 'approximate', 'exteriorWallBasis', 'insulatedWallsBasis');
    expect([...named, ...built].filter((note) => !Object.hasOwn(QUANTITY_WORDS.notes, note))).toEqual([]);
  });
});
