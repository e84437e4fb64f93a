import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A scope line of three parts ("Excavate & install … paver walkway (160 SF); 6" compacted base; poly sand joints")
// joins its second part to the first and then its third to both: read again from the same snapshot, the first
// joined reading's lines were kept in it and priced beside the second (the walkway and 12 sprinkler heads priced
// twice, held-out set 18). A snapshot restored stays as it was taken.
describe('a sentence joined to the one before twice is read once', () => {
  it.each([
    ['Dig out and lay a 200 sf paver walkway; 4" compacted base; edge restraint', 'paver_patio 200 sq_ft'],
    ['install 180 sq ft paver patio; gravel base; sand joints', 'paver_patio 180 sq_ft'],
    [
      'Swap out 6 fire sprinkler heads in the office; drain down and refill; inspect and test',
      'sprinkler_head_add 6 each',
    ],
  ])('%s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });
});
