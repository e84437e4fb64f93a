import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// A thing listed after a comma without a verb took the verb before it: "paint walls, carpet tile throughout"
// painted walls and dropped the carpet tile (a 3,500 sq ft office at $6,417 of $40,000-$75,000). A listed thing
// the verb cannot work on is work of its own; one it can work on, one that describes the site or one that sizes
// the thing before stays with its verb.
describe('a verbless thing after a comma that the verb before it cannot work on is work of its own', () => {
  it.each([
    ['paint walls, carpet tile throughout', ['interior_wall_paint', 'carpet_tile_install']],
    ['repaint the hallway, LVP in the kitchen', ['interior_wall_paint', 'lvp_install']],
    ['paint the bedrooms, hardwood in the den', ['interior_wall_paint', 'hardwood_install']],
    // A clause whose own verb asks for such work is not carried into the next clause to take its paint verb.
    [
      'TI: 3,500 SF office suite, new 2x2 ACT grid + tile, paint walls, carpet tile throughout',
      ['act_ceiling', 'interior_wall_paint', 'carpet_tile_install'],
    ],
    ['new LVP in the 12x14 den, paint the walls', ['lvp_install', 'interior_wall_paint']],
    ['install a new ceiling fan, stain the deck', ['ceiling_fan', 'deck_stain']],
  ])('%s → %j', (text, kinds) => {
    expect(readKinds(text)).toEqual(expect.arrayContaining(kinds));
  });

  it.each([
    ['paint the walls, ceilings and trim', ['interior_wall_paint', 'interior_ceiling_paint', 'trim_paint']],
    [
      'paint the inside of a 2 car garage, walls and ceiling, the drywall is already up',
      ['interior_wall_paint', 'interior_ceiling_paint'],
    ],
    ['the grout in our shower is cracked and needs to be redone, about 60 square feet of tile', ['regrout']],
    ['kitchen sink drain clogged, backs up into the other side of the sink', ['drain_clearing']],
  ])('%s stays with its verb → %j', (text, kinds) => {
    expect(readKinds(text).filter(Boolean).sort()).toEqual([...kinds].sort());
  });
});
