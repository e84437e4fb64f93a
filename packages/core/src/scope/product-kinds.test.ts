import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

const lines = (text: string) =>
  parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId} ${i.quantity} ${i.uom}`));

// "A 2-piece toilet", "a 3 piece shower unit": the number names the kind of product, never a count (a 2-piece
// toilet was two toilets, a 3 piece shower three showers).
describe('a number before "piece" is a kind of product, not a count', () => {
  it.each([
    ['install a 2-piece toilet in the hall bath', 'toilet_replace 1 each'],
    ['new 1 piece toilet', 'toilet_replace 1 each'],
    ['swap our 3 piece shower unit for a new acrylic one', 'shower_stall_replace 1 each'],
    ['replace 2 toilets', 'toilet_replace 2 each'],
  ])('%s → %s', (text, expected) => {
    expect(lines(text)).toEqual([expected]);
  });
});

// A prefabricated shower stall is a kind of work of its own (it was not read at all: exit 3).
describe('prefabricated shower stall', () => {
  it.each([
    'new fiberglass shower stall in the basement bath',
    'replace the acrylic shower insert',
    'put in a prefab shower in the basement',
  ])('%s → shower_stall_replace × 1', (text) => {
    expect(lines(text)).toEqual(['shower_stall_replace 1 each']);
  });
});
