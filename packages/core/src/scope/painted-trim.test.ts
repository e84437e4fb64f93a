import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "F&I crown molding in the living room 16x20; caulk, fill and paint" priced the crown and 576 sq ft of wall paint:
// a bare "paint" after new trim is the trim's finish, not the room's walls.
describe('a bare paint after new trim paints the trim', () => {
  it.each([
    'F&I paint grade crown in the family room 14x18; caulk, fill and paint',
    'install new baseboard in the den, caulk and paint',
    'new baseboards in 2 bedrooms, paint them too',
    'Put up chair rail in the dining room and paint it',
    'Replace the door casing in the hallway, caulk and paint',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('trim_paint');
    expect(kinds).not.toContain('interior_wall_paint');
  });

  it.each([
    'install crown molding in the dining room and paint the room',
    'paint the living room and install crown molding',
    'Install crown molding in the living room. Paint the living room.',
  ])('a room named to paint is its walls: %s', (text) => {
    expect(readKinds(text)).toContain('interior_wall_paint');
  });
});
