import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A textured ceiling said to hold asbestos is abatement by a licensed crew, not a scrape: "remove asbestos popcorn
// ceiling, 800 sq ft" priced a plain popcorn removal ($1.3k validated, guides $3-$7 per sq ft plus testing).
describe('a popcorn ceiling said to hold asbestos is asbestos abatement', () => {
  it.each([
    ['asbestos popcorn ceiling removal, 650 sf', 'asbestos_abatement 650 sq_ft'],
    [
      'our popcorn ceiling tested positive for asbestos, 500 sq ft, needs to come down',
      'asbestos_abatement 500 sq_ft',
    ],
    [
      'the acoustic ceiling in the den has asbestos, about 300 sq ft, want it abated',
      'asbestos_abatement 300 sq_ft',
    ],
    [
      'scrape the cottage cheese ceiling in the hall, 120 sq ft, it contains asbestos',
      'asbestos_abatement 120 sq_ft',
    ],
  ])('%s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });

  it.each([
    ['scrape popcorn ceilings, 900 sf, test for asbestos first', 'popcorn_ceiling_removal 900 sq_ft'],
    ['popcorn ceiling removal 700 sq ft, tested negative for asbestos', 'popcorn_ceiling_removal 700 sq_ft'],
    ['remove the popcorn texture, 400 sf, no asbestos', 'popcorn_ceiling_removal 400 sq_ft'],
  ])('ruled out or only to be tested, it is the plain removal: %s', (text, line) => {
    expect(work(text)).toContain(line);
  });
});
