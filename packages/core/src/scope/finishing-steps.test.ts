import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Furnish and install 3x6 subway tile backsplash approx 30 SF, grout, caulk at countertop, reinstall outlet covers"
// priced 30 sq ft of quartz counters and a new outlet, validated at $4.9k for a $500-$1,500 job (held-out set 15).
// The finishing steps of a scope line list put back what the work took off and close its joint with what it meets.
describe('the finishing steps of a scope list are the work’s own, not new things', () => {
  it.each([
    [
      'Furnish and install 3x6 subway tile backsplash approx 30 SF, grout, caulk at countertop, reinstall outlet covers',
      ['backsplash_tile 30 sq_ft'],
    ],
    [
      'Install 4x12 ceramic tile backsplash, about 25 sq ft, caulk along counter, reinstall switch plates',
      ['backsplash_tile 25 sq_ft'],
    ],
    ['Install LVP in the bedroom 150 sf, reinstall baseboards, caulk at walls', ['lvp_install 150 sq_ft']],
    ['replace the vanity top, caulk to wall, re-set the outlet cover', ['vanity_top 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('a recaulk asked for alone is still the work', () => {
    expect(readKinds('caulk along the tub')).toEqual(['tub_recaulk']);
    expect(readKinds('caulk the countertops')).toEqual(['counter_recaulk']);
  });
});
