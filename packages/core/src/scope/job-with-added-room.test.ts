import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));
const kindsOf = (lines: string[], kind: string) => lines.filter((line) => line.startsWith(`${kind} `));

// "Finish the basement and add a bathroom, <area>" priced the basement finish with its bathroom and a second
// bathroom remodel sized by the basement's area (two rough-ins, ~1,000 sq ft of bathroom tile, validated at 2x): the
// bathroom added is the basement finish's own, and the area said after it is the basement's.
describe('a room added to a whole job is one room of the job, and the area is the job’s', () => {
  it.each([
    ['Finish our basement and add a full bathroom, roughly 900 sq ft', 900],
    ['basement finish and add a 3 piece bath - about 1,100 sq ft', 1102],
    ['finish the basement plus add a bathroom, 950 square feet', 949],
  ])('%s', (text, floorSqFt) => {
    const lines = work(text);
    expect(kindsOf(lines, 'bathroom_rough_in')).toEqual(['bathroom_rough_in 1 each']);
    expect(kindsOf(lines, 'toilet_replace')).toEqual(['toilet_replace 1 each']);
    expect(kindsOf(lines, 'floor_tile')).toEqual(['floor_tile 40 sq_ft']);
    expect(lines).toContain(`lvp_install ${floorSqFt} sq_ft`);
  });

  it('a bathroom the basement finish does not include stays its own remodel', () => {
    const lines = work('finish the basement. remodel the upstairs bathroom, 60 sf');
    expect(lines).toEqual(expect.arrayContaining(['bathroom_gut 1 each', 'floor_tile 59 sq_ft']));
    expect(work('add a bathroom, 60 sf')).toContain('floor_tile 59 sq_ft');
  });
});
