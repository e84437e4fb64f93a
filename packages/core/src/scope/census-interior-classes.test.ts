import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The classes the interior census fixed (census-interior.yaml), with their neighbours that must not move.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

const lines = (text: string) =>
  parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId} ${i.quantity} ${i.uom}`));
const assemblies = (text: string) => lines(text).map((l) => l.split(' ')[0]);

describe('new kinds of interior work are their own lines', () => {
  it.each([
    ['strand woven bamboo floors, 400 sq ft', 'bamboo_flooring 400 sq_ft'],
    ['bamboo flooring install', 'bamboo_flooring 400 sq_ft'],
    ['retile around the fireplace', 'fireplace_tile 30 sq_ft'],
    ['tile over the brick fireplace, 40 sq ft', 'fireplace_tile 40 sq_ft'],
    ['paint the staircase', 'stair_paint 1 each'],
    ['the banister and spindles need painting', 'stair_paint 1 each'],
    ['paint 2 staircases', 'stair_paint 2 each'],
    ['new oak banister and balusters, 14 ft', 'stair_railing 14 linear_ft'],
    ['replace the stair railing', 'stair_railing 12 linear_ft'],
    ['new kitchen cabinets, 22 linear feet', 'kitchen_cabinets 22 linear_ft'],
    ['replace the kitchen cabinets and countertops', 'kitchen_cabinets 20 linear_ft'],
    ['supply and install a new gas range', 'range_install 1 each'],
    ['crawlspace needs a vapor barrier, about 900 sq ft', 'crawlspace_encapsulation 900 sq_ft'],
    ['encapsulate the crawlspace', 'crawlspace_encapsulation 1000 sq_ft'],
    ['new pulls for the kitchen cabinets', 'cabinet_hardware 30 each'],
  ])('%s → %s', (text, line) => {
    expect(lines(text)).toContain(line);
  });
});

describe('their neighbours stay as they were', () => {
  it.each([
    ['paint the deck railing, 40 ft', 'exterior_trim_paint', 'stair_paint'],
    ['tile the bathroom floor, 60 sq ft', 'floor_tile', 'fireplace_tile'],
    ['paint the fireplace', 'fireplace_paint', 'fireplace_tile'],
    ['run a gas line for a new gas range', 'gas_line', 'range_install'],
    ['install a new gas range', 'appliance_set', 'range_install'],
    ['install the range we bought', 'appliance_set', 'range_install'],
    ['paint the kitchen cabinets white', 'cabinet_paint', 'kitchen_cabinets'],
    ['our kitchen cabinets are dated and we want them painted', 'cabinet_paint', 'kitchen_cabinets'],
    ['quartz countertops on 14 ft of kitchen cabinets', 'stone_countertop', 'kitchen_cabinets'],
    ['install base cabinets, 12 ft', 'base_cabinets', 'kitchen_cabinets'],
  ])('%s → %s, not %s', (text, kept, absent) => {
    const read = assemblies(text);
    expect(read).toContain(kept);
    expect(read).not.toContain(absent);
  });
});
