import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "furnace is shot, need a new gas furnace" was two furnaces: a customer names the thing when they say what is
// wrong with it and again when they ask for the work, and each naming was a line.
describe('one thing said twice is priced once', () => {
  it.each([
    ['Our furnace is shot, need a new gas furnace', ['furnace_replace 1 each']],
    ['furnace died. Need a new gas furnace installed', ['furnace_replace 1 each']],
    [
      'Our wooden garage door is falling apart. We would like a new insulated steel garage door',
      ['garage_door 1 each'],
    ],
    [
      'Quote on a whole-house generator. Thinking a 22kW Generac on natural gas with a transfer switch',
      ['standby_generator 1 each'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text).filter((line) => !line.startsWith('cleanup'))).toEqual(expected);
  });

  it('two things asked for in two clauses stay two', () => {
    expect(readLines('replace the front door. Also replace the back door')).toEqual([
      'exterior_door 1 each',
      'exterior_door 1 each',
    ]);
  });

  it('a count said while describing the house does not size the work asked for after it', () => {
    const lines = readLines(
      'Our 3 bed 2 bath ranch still has galvanized pipes. We want the whole house repiped with PEX.',
    );
    expect(lines.filter((line) => line.startsWith('repipe'))).toHaveLength(1);
  });
});
