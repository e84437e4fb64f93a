import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "garage door bottom section replacement" priced a whole new garage door ($2,831 of $250-$900, validated): one
// section of a sectional door, the door, track and springs kept, is a part of the door.
describe('a section of a garage door is a part, not the door', () => {
  it.each([
    ['garage door bottom section replacement', ['garage_door_panel 1 each']],
    ['need the bottom panel of the garage door replaced, it got dented', ['garage_door_panel 1 each']],
    ['replace one panel of the garage door', ['garage_door_panel 1 each']],
    ['replace 2 garage door panels', ['garage_door_panel 2 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it('the door and its springs stay what they are', () => {
    expect(readLines('Replace a single 9x7 insulated steel garage door')).toEqual(['garage_door 1 each']);
    expect(readLines('replace the garage door springs')).toEqual(['garage_door_repair 1 each']);
  });
});
