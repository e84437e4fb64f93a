import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Need the VCT in our store stripped and waxed, about 3,000 sq ft" priced 3,000 sq ft of new VCT, $13k validated
// (a $750-$2,000 job): stripping and waxing a floor is its care, not a new floor.
describe('a floor stripped and waxed is floor care', () => {
  it.each([
    ['strip and wax the school hallway floors, 5000 sf', 'floor_strip_wax 5000 sq_ft'],
    ['our office VCT needs to be stripped and waxed, roughly 2,200 sq ft', 'floor_strip_wax 2200 sq_ft'],
    ['buff and wax the kitchen floor', 'floor_strip_wax 120 sq_ft'],
    ['VCT strip and wax, 1,500 SF', 'floor_strip_wax 1500 sq_ft'],
  ])('%s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });

  it.each([
    ['install new VCT in the break room, 400 sf', 'vct_install 400 sq_ft'],
    ['replace 1,000 sf VCT in school corridor, strip old tile', 'vct_install 1000 sq_ft'],
  ])('new VCT is still new: %s', (text, line) => {
    expect(work(text)).toContain(line);
  });
});
