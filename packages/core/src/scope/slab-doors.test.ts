import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "swap 2 hollow core bedroom doors for solid core slab doors, same frames" priced a 144 sq ft concrete slab beside
// the doors ($2,689 of $500-$1,400, validated); "hang 4 new slab doors" a deck resurfacing: a door's slab (the door
// without its frame) is an interior door, not concrete.
describe('a slab door is a door', () => {
  it.each([
    ['swap 2 hollow core bedroom doors for solid core slab doors, same frames', ['interior_door_prehung']],
    ['replace 3 interior slab doors, keep the jambs', ['interior_door_prehung']],
    ['hang 4 new slab doors on the existing frames', ['interior_door_prehung']],
    ['pour a 10x12 concrete slab for a shed', ['concrete_slab']],
  ])('%s → %j', (text, expected) => {
    expect(readKinds(text)).toEqual(expected);
  });
});
