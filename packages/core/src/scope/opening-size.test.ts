import { estimateText, readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Saw cut foundation for 36x48 egress window, install vinyl slider, galvanized window well with cover, drain to
// footing tile" priced 1,728 sq ft of floor tile and a sliding patio door beside the egress window, validated at
// $31k for a $3,000-$7,000 job (held-out set 15). A size a word or two before a window or door is the opening's (in
// inches), footing or weeping tile is a drain, and a slider or casement said in an egress job is its window.
describe('a window or door’s size is the opening’s, and its style is the window', () => {
  it.each([
    [
      'Saw cut foundation for 36x48 egress window, install vinyl slider, galvanized window well with cover, drain to footing tile',
      ['egress_window 1 each'],
    ],
    [
      'Cut in a new egress window in the basement, 36 x 48 casement, with window well',
      ['egress_window 1 each'],
    ],
    ['Install 2 egress windows in basement, 36x48 sliders', ['egress_window 2 each']],
    ['Install a 32x80 prehung interior door in the hall', ['interior_door_prehung 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('the well drained to the footing tile is the egress job’s own drain: nothing left in doubt', async () => {
    const { state } = await estimateText(
      'Saw cut foundation for 36x48 egress window, install vinyl slider, galvanized window well with cover, drain to footing tile',
    );
    expect(state).toBe('validated');
    expect(readKinds('install interior drain tile along the basement wall, 60 ft')).toEqual([
      'interior_drain_tile',
    ]);
  });

  it('a slider said alone is still a patio door, and a size before a room or a garage still sizes it', () => {
    expect(readKinds('replace the back slider')).toEqual(['sliding_patio_door']);
    expect(readKinds('new vinyl slider windows, 4 of them')).toEqual(['replacement_window_standard']);
    expect(priced('Aluminum storefront installation, 12 x 10 with door')).toEqual([
      'storefront_system 120 sq_ft',
    ]);
  });
});
