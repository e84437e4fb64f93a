import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Kitchen exhaust hood cleaning for a restaurant, one 12 ft hood" priced a new $29.5k hood, and "Bed bug heat
// treatment for a 2 bedroom apartment" one $188 pest visit (held-out set 15): a hood cleaned is upkeep of the hood by
// its length, and bed bugs are treated through the whole home by its floor area.
describe('a restaurant hood cleaned is its cleaning, not a new hood', () => {
  it.each([
    [
      'Kitchen exhaust hood cleaning for a restaurant, one 12 ft hood',
      ['kitchen_hood_cleaning 12 linear_ft'],
    ],
    ['need hood cleaning at our restaurant', ['kitchen_hood_cleaning 10 linear_ft']],
    ['quarterly hood and duct cleaning for our diner, 16 ft hood', ['kitchen_hood_cleaning 16 linear_ft']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('a new hood asked for is still the hood', () => {
    expect(readKinds('install a new 10 ft commercial kitchen hood')).toEqual(['commercial_kitchen_hood']);
  });
});

describe('bed bugs are treated through the home', () => {
  it.each([
    ['Bed bug heat treatment for a 2 bedroom apartment', ['bed_bug_heat_treatment 1000 sq_ft']],
    ['we have bed bugs in our 1,600 sq ft house, need them gone', ['bed_bug_heat_treatment 1600 sq_ft']],
    ['need a bed bug treatment for our condo', ['bed_bug_heat_treatment 1000 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('a general pest visit stays one visit', () => {
    expect(readKinds('need pest control for ants in the kitchen')).toEqual(['pest_control_visit']);
  });
});
