import { kindNotNeighbour, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// The classes the interior census fixed (census-interior.yaml), with their neighbours that must not move.
warmUpReader();

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
    ['paint one wall of the office, 14 ft', 'interior_wall_paint 112 sq_ft'],
    ['we only want one wall painted, an accent color', 'interior_wall_paint 96 sq_ft'],
    ['walk-in closet with shelves, rods and drawers', 'closet_system 1 each'],
    ['closet organizer system for the master', 'closet_system 1 each'],
    ['we want the cabinets refaced, new doors and drawer fronts', 'cabinet_refacing 25 linear_ft'],
    ['new formica counters, 12 ft', 'laminate_countertop 12 linear_ft'],
    ['the grout in the shower is crumbling and needs to be redone, 50 sq ft', 'regrout 50 sq_ft'],
    ['the kitchen ceiling needs new drywall after the leak, 10x12 kitchen', 'drywall_ceiling 120 sq_ft'],
    ['sand and refinish our hardwood floors', 'hardwood_refinish 500 sq_ft'],
    ['hardwood treads on the stairs instead of carpet, 14 steps', 'stair_treads 14 each'],
    ['xps foam board on the basement walls, 600 sq ft', 'rigid_foam 600 sq_ft'],
    ['granite vanity top for the powder room', 'vanity_top 1 each'],
    ['french doors into the dining room from the living room', 'interior_french_doors 1 each'],
    ['restain the cabinets in the kitchen', 'cabinet_paint 30 each'],
    ['replace the gas cooktop', 'appliance_set 1 each'],
    ['put in a new wall oven', 'appliance_set 1 each'],
    ['sheetrock the garage ceiling, 22x24', 'drywall_ceiling 528 sq_ft'],
    ['paint all the trim in our 2000 sq ft house', 'trim_paint 1000 linear_ft'],
    ['install a linen tower in the hall bath', 'bathroom_storage_cabinet 1 each'],
    ['over the toilet cabinet for the bathroom', 'bathroom_storage_cabinet 1 each'],
    ['paint the concrete floor in the laundry room, 80 sq ft', 'concrete_floor_paint 80 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});

describe('their neighbours stay as they were', () => {
  kindNotNeighbour([
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
    ['install a shelf and rod in the hall closet', 'shelving', 'closet_system'],
    ['paint the walls and one door', 'interior_wall_paint', 'closet_system'],
    ['hang drywall on the walls and ceiling of the garage', 'drywall_hang_finish', 'closet_system'],
    ['granite vanity top for the powder room', 'vanity_top', 'stone_countertop'],
    ['granite vanity top for the powder room', 'vanity_top', 'vanity_install'],
    ['new french patio doors to the deck', 'exterior_french_door', 'interior_french_doors'],
    ['build a new wall in the basement', 'wall_framing', 'appliance_set'],
    ['new vanity with a granite top in the hall bath', 'vanity_install', 'stone_countertop'],
    ['paint the walls and ceilings of a 1600 sq ft house', 'interior_wall_paint', 'exterior_paint'],
    ['paint the outside of the house', 'exterior_paint', 'interior_wall_paint'],
    ['epoxy the basement floor', 'floor_coating', 'concrete_floor_paint'],
    ['paint the garage floor', 'floor_coating', 'concrete_floor_paint'],
  ]);
});
