import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A held-out request for a dry-out after a water heater burst, its water spread over "600 sf of finished basement",
// priced a $21k basement finish (review_required, over 3x its band): a finished room said by its area is where the
// damage is, and "drying out" or "dried out" asks the dry-out.
describe('a finished room sized in a dry-out request is the place, and the dry-out is priced', () => {
  it.each([
    [
      'Our hot water heater let go last night, maybe 400 sq ft of finished basement soaked. Need water extraction and drying out',
      'water_damage_restoration 400 sq_ft',
    ],
    ['250 sq ft of finished basement is wet, need water extraction', 'water_damage_restoration 250 sq_ft'],
    [
      'about 300 sq ft of finished basement got wet when the sump failed, need it dried out',
      'water_damage_restoration 300 sq_ft',
    ],
  ])('%s → %s', (text, expected) => {
    const lines = priced(text);
    expect(lines).toContain(expected);
    expect(lines.join()).not.toMatch(/lvp_install|wall_framing|drywall_ceiling/);
  });
});
