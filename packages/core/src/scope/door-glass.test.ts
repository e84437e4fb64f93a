import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Install a double front entry door with sidelights" was one plain 36 in. door ($1,159 of $3,000-$10,000,
// validated) and "replace our 16x7 garage door with an insulated steel one with windows along the top" one
// replacement window: the glass a door is made with is that door's kind, not a plain door nor a window.
describe("a door's glass is the door's", () => {
  it.each([
    ['Install a double front entry door with sidelights', ['entry_door_sidelights']],
    ['Install a fiberglass entry door with sidelights', ['entry_door_sidelights']],
    ['new craftsman front entry door with side lites', ['entry_door_sidelights']],
    ['replace our front door, new one with sidelights', ['entry_door_sidelights']],
    [
      'We want to replace our 16x7 garage door with an insulated steel one with windows along the top',
      ['garage_door'],
    ],
    ['new garage door with windows across the top', ['garage_door']],
    ['install a new steel entry door with a small window', ['exterior_door']],
  ])('%s → %j', (text, expected) => {
    expect(readKinds(text).filter((kind) => kind !== 'cleanup')).toEqual(expected);
  });

  it('a plain door and windows asked for beside it stay what they are', () => {
    expect(readKinds('replace 3 windows and the front door')).toEqual([
      'replacement_window_standard',
      'exterior_door',
    ]);
    expect(readKinds('replace the back door and paint the front door, the one with sidelights')).toEqual([
      'exterior_door',
      'door_paint',
    ]);
  });
});
