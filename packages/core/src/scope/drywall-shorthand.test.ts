import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// 'hang + tape/finish 1/2" board, 1800 sf, level 4, basement walls & ceiling' priced tape and finish only ($1,571
// of $2,700-$6,500, validated), 'hang + tape 1800 sf of 1/2 inch board' floor protection: the trade's "board" and
// "rock" (a sheet size before them, or hung) are drywall.
describe('board and rock hung are drywall', () => {
  it.each([
    'hang + tape/finish 1/2" board, 1800 sf, level 4, basement walls & ceiling',
    'hang + tape 1800 sf of 1/2 inch board',
    'hang 5/8 rock in the garage, 600 sf',
    'hang board and tape, 500 sf',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['drywall_hang_finish']);
  });

  it('other boards stay what they are', () => {
    expect(readKinds('replace 20 deck boards')).toEqual(['deck_board_replace']);
    expect(readKinds('install hardie board siding')).toEqual(['fiber_cement_siding']);
  });
});
