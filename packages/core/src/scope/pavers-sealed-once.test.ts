import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "pavers out back look faded. Clean + seal approx 600 sf paver patio" priced a new 600 sf paver patio, the pavers'
// restoration and a concrete sealer ($13.3k against $750-$1,900): pavers said bare describe the surface the upkeep
// is on, pavers sealed are restored (cleaned, re-sanded, sealed), and one surface takes that line once, whichever
// verbs ask for it.
describe('pavers cleaned and sealed are one restoration line, never a new patio', () => {
  it.each([
    [
      'The pavers out front are faded and dirty. Clean + seal the 300 sf paver walkway',
      'paver_restoration 300 sq_ft',
    ],
    [
      'Brick pavers getting weedy. Want them cleaned, re-sanded and sealed, 250 sq ft paver patio',
      'paver_restoration 250 sq_ft',
    ],
    ['clean and seal the paver patio, about 500 sq ft', 'paver_restoration 500 sq_ft'],
    ['pressure wash and seal my 350 sq ft paver patio', 'paver_restoration 350 sq_ft'],
    ['Cost to reseal a 400 sq ft paver patio', 'paver_restoration 400 sq_ft'],
  ])('%s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });

  it.each([
    ['seal my 400 sf concrete patio', 'concrete_sealing 400 sq_ft'],
    ['new 300 sf paver patio', 'paver_patio 300 sq_ft'],
  ])('concrete sealed and pavers laid stay their work: %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });
});
