import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Bed bug heat treatment for a 2 bedroom apartment" priced one $188 pest visit (held-out set 15): bed bugs are
// treated through the whole home by its floor area.
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
