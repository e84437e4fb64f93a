import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Need the old wallpaper stripped off the walls in our 12x12 dining room and the walls painted afterwards" priced
// the paint only ($506 of $750-$2,000, validated): "stripped off" is a removal as "strip" is. And "strip and stain
// the deck" priced a deck demolition: stripping before a finish is that finish's preparation, not a removal.
describe('stripped off is a removal, stripped before a finish is its preparation', () => {
  it.each([
    [
      'Need the old wallpaper stripped off the walls in our 12x12 dining room and the walls painted afterwards.',
      ['wallpaper_removal', 'interior_wall_paint'],
    ],
    ['want the wallpaper stripped in the 10x12 bedroom', ['wallpaper_removal']],
    ['strip and stain the deck, 300 sf', ['deck_stain']],
    ['want the deck stripped and restained', ['deck_stain']],
    ['cabinets stripped and painted', ['cabinet_paint']],
    ['floors stripped and refinished', ['hardwood_refinish']],
  ])('%s → %j', (text, expected) => {
    expect(readKinds(text)).toEqual(expected);
  });
});
