import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Doorknob went through the wall behind the bedroom door, about fist size. Can someone patch it and paint to match?"
// priced a prehung interior door (held-out set 15): a hole said by what made it is a hole, and the door it is behind
// is where it is.
describe('a hole said by what made it is a drywall patch', () => {
  it.each([
    [
      'Doorknob went through the wall behind the bedroom door, about fist size. Can someone patch it and paint to match?',
      ['drywall_patch', 'interior_wall_paint'],
    ],
    [
      'Doorknob went through the wall behind the bedroom door, about fist size. Can someone patch it?',
      ['drywall_patch'],
    ],
    ['the kids punched through the drywall in the hallway, needs patching', ['drywall_patch']],
    [
      'my son kicked a hole into the wall, patch and paint to match please',
      ['drywall_patch', 'interior_wall_paint'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(readKinds(text)).toEqual(expected);
  });

  it('a door asked for is still a door', () => {
    expect(readKinds('replace the bedroom door, it is cracked')).toEqual(['interior_door_prehung']);
  });
});
