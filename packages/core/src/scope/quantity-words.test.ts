import { describe, expect, it } from 'vitest';
import { readBundledText } from '../data/bundled-data.ts';
import { parseQuantityWords, QUANTITY_WORDS } from './quantity-words.ts';

const text = readBundledText('lexicon/quantity-words.yaml');

describe('quantity-words.yaml', () => {
  it('loads: every unit, room and area rule is a working pattern, every basis has its size', () => {
    expect(QUANTITY_WORDS.units.length).toBeGreaterThan(10);
    expect(QUANTITY_WORDS.rooms.map((room) => room.id)).toContain('primary_bedroom');
    expect(Object.keys(QUANTITY_WORDS.bases).sort()).toEqual(
      [
        'ceiling',
        'count',
        'exteriorWall',
        'floor',
        'linear',
        'perimeter',
        'railing',
        'roof',
        'volume',
        'wall',
      ].sort(),
    );
    // `{houseWords}` is filled in before the pattern is used.
    expect(
      QUANTITY_WORDS.areaSubjects.some((rule) => /\{[a-zA-Z]+\}/.test(String(rule.after ?? rule.before))),
    ).toBe(false);
    expect(QUANTITY_WORDS.areaSubjects.find((rule) => rule.subject === 'house')?.after?.source).toContain(
      'bungalow',
    );
  });

  it.each([
    [
      'a unit of an unknown kind',
      'kind: area, uom: sq_ft, pattern',
      'kind: acres, uom: sq_ft, pattern',
      'units.0 (acres).kind',
    ],
    [
      'a room pattern that is no regex',
      "pattern: 'kitchens?' }",
      "pattern: 'kitchens?(' }",
      'rooms.5 (kitchen).pattern',
    ],
    [
      'a room without its size',
      'primary bedroom, typicalWidthFt: 14,',
      'primary bedroom,',
      'rooms.0 (primary_bedroom).typicalWidthFt',
    ],
    ['a basis missing', '  wall: { name: wall area,', '  walls: { name: wall area,', 'bases'],
    [
      'a pattern naming no pattern',
      "after: '{houseAfter}'",
      "after: '{nowhere}'",
      'areaSubjects.2 (house).after',
    ],
    [
      'an area rule with no side',
      "{ subject: roof, after: '^\\s*(?:of\\s+)?(?:the\\s+)?roof' }",
      '{ subject: roof }',
      'areaSubjects.1 (roof)',
    ],
    ['a negative number word', 'zero: 0, one: 1,', 'zero: 0, one: -1,', 'numbers.units.one'],
    ['a note named with a digit', '  stories: One-story', '  stor1es: One-story', 'notes'],
    [
      'a height of an unknown kind',
      '{ becomes: height, kinds: [length], after:',
      '{ becomes: width, kinds: [length], after:',
      'heights.3.becomes',
    ],
    [
      'a unit word for no unit of measure',
      '  linear_ft: LF',
      '  linear_feet: LF',
      'unitWords: Unrecognized key',
    ],
    ['a lumber pattern that is no regex', "lumberAfter: '^", "lumberAfter: '(^", 'around.lumberAfter'],
    ['an unknown field', 'id: room, label: room,', 'id: room, colour: red, label: room,', 'rooms.17 (room)'],
  ])('refuses %s, naming the file, the entry and the field', (_what, from, to, where) => {
    expect(text).toContain(from);
    expect(() => parseQuantityWords(text.replace(from, to))).toThrow(
      expect.objectContaining({
        code: 'INVALID_LEXICON',
        message: expect.stringContaining(`quantity-words.yaml: ${where}`),
      }),
    );
  });

  it('refuses a file that is not YAML', () => {
    expect(() => parseQuantityWords('units: [')).toThrow(/quantity-words\.yaml: \(file\): not YAML/);
  });
});
