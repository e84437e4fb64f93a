import { readQuantities, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Cost to install an in-ground lawn sprinkler system for a quarter-acre lot" priced one zone ($991 validated against
// $2,500-$5,500): a sprinkler system named bare is the whole system, its typical zones, never one zone.
describe('a sprinkler system named bare is its typical zones', () => {
  it.each([
    ['Cost to install an in-ground lawn sprinkler system for a quarter-acre lot', 'sprinkler_zone 6'],
    ['install a lawn sprinkler system', 'sprinkler_zone 6'],
    ['we want a sprinkler system put in', 'sprinkler_zone 6'],
    ['install a lawn sprinkler system, 8 zones', 'sprinkler_zone 8'],
    ['add a sprinkler zone to the side yard', 'sprinkler_zone 1'],
  ])('%s', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });
});

// "Brick steps on the front stoop are crumbling, 4 steps …" priced one step ($643, band $1,800-$5,500): steps are
// priced per riser, and the count said after them ("4 steps", "5 risers") is theirs.
describe('steps counted after them are counted', () => {
  it.each([
    [
      'Brick steps on the front stoop are crumbling, 4 steps. Want them torn out and rebuilt in brick',
      'concrete_steps 4',
    ],
    ['new concrete steps to the front door, 4 steps', 'concrete_steps 4'],
    ['concrete steps, 5 risers', 'concrete_steps 5'],
    ['new front steps', 'concrete_steps 3'],
  ])('%s', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });
});

// "install new cabinet hardware, 30 pulls" priced one pull: pulls, knobs and handles count the hardware.
describe('cabinet hardware counted in its pieces', () => {
  it.each([
    ['install new cabinet hardware, 30 pulls', 'cabinet_hardware 30'],
    ['Cabinet hardware swap, 22 knobs', 'cabinet_hardware 22'],
    ['new cabinet pulls, 18 handles total', 'cabinet_hardware 18'],
    ['new cabinet hardware', 'cabinet_hardware 30'],
  ])('%s', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });
});
