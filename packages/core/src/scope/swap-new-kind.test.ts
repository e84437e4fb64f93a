import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// In a swap "replace X with Y" the new thing is Y, said by its kind alone when its noun is X's ("the chain link
// fence with vinyl privacy" priced chain link again; "the electric water heater with a gas one" an electric heater,
// both validated); the old thing's kind words describe what is taken out, not what goes in.
describe('the new thing of a swap said without its noun takes the old one', () => {
  it.each([
    [
      'Replace 150 ft of chain link fence with 6 ft vinyl privacy',
      ['fence_removal 150 linear_ft', 'vinyl_fence 150 linear_ft'],
    ],
    [
      'we want to swap our old wood fence for vinyl, about 90 feet',
      ['fence_removal 90 linear_ft', 'vinyl_fence 90 linear_ft'],
    ],
    [
      'replace the chain link fence with cedar, 120 ft',
      ['fence_removal 120 linear_ft', 'wood_privacy_fence 120 linear_ft'],
    ],
    ['replace our electric water heater with a gas one', ['water_heater_gas 1 each']],
    ['Swap the electric water heater for natural gas', ['water_heater_gas 1 each']],
    ['replace the electric water heater with a propane water heater', ['water_heater_gas 1 each']],
    ['replace the gas water heater with an electric one', ['water_heater_electric 1 each']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });

  it.each([
    // A new thing that names its own kind, or "a new one", is read as before.
    ['replace the fence with a block retaining wall', 'retaining_wall'],
    ['replace the old vanity with a new one', 'vanity_install'],
    ['replace the carpet with LVP', 'lvp_install'],
  ])('%s keeps %s', (text, kind) => {
    expect(readLines(text).some((line) => line.startsWith(kind))).toBe(true);
  });
});
