import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Outbuildings cost guides price by themselves: before, "build a 10x12 shed" and "install a gazebo" were
// "No work recognised" (exit 3).
describe('outbuildings: sheds and gazebos', () => {
  it.each([
    ['build a 10x12 shed', 'storage_shed 120 sq_ft'],
    ['new storage shed in backyard', 'storage_shed 120 sq_ft'],
    ['8x10 garden shed kit installed', 'storage_shed 80 sq_ft'],
    ['install a gazebo', 'gazebo 1 each'],
    ['wood gazebo in the back yard', 'gazebo 1 each'],
    ['build a cedar gazibo', 'gazebo 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('a shed slab is a slab, not a shed', () => {
    const read = readKinds('pour a slab for a shed 10x12');
    expect(read).toContain('concrete_slab');
    expect(read).not.toContain('storage_shed');
  });
});

// Resurfacing a slab is an overlay on it, never a new slab or a deck (before, "resurface concrete pool deck 600
// sq ft" was a new 600 sq ft slab plus a 192 sq ft composite deck, $14,515 validated).
describe('concrete resurfacing is not new concrete', () => {
  it.each([
    ['resurface concrete pool deck 600 sq ft', 'concrete_resurfacing 600 sq_ft'],
    ['pool deck resurfacing 600 sf', 'concrete_resurfacing 600 sq_ft'],
    ['concrete resurfacing on patio 300 sf', 'concrete_resurfacing 300 sq_ft'],
    ['resurface the driveway 500 sq ft', 'concrete_resurfacing 500 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Low-voltage yard lights are landscape work with their own fixtures and transformer, not interior light
// fixtures.
describe('landscape lighting', () => {
  it.each([
    ['install 12 low voltage path lights', 'landscape_lighting 12 each'],
    ['10 landscape lights', 'landscape_lighting 10 each'],
    ['add landscape lights to front yard', 'landscape_lighting 8 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Mulch stated by the yard is bought and spread by the yard: the stated volume was dropped and 100 sq ft of beds
// assumed.
describe('mulch by the cubic yard', () => {
  it.each([
    ['mulch flower beds 10 cubic yards', 'mulch_by_volume 10 cubic_yd'],
    ['10 yards of mulch', 'mulch_by_volume 10 cubic_yd'],
    ['mulch 10 cu yd', 'mulch_by_volume 10 cubic_yd'],
    ['mulch beds 400 sq ft', 'mulch 400 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Linear feet as estimators' notes write them ("ln ft", "lnft", "linft") are a stated length, not dropped for a
// typical one (before, "replace fascia and soffit 100 ln ft" priced 150 LF).
describe('linear feet written as notes write them', () => {
  it.each([
    ['replace fascia and soffit 100 ln ft', 'soffit_fascia 100 linear_ft'],
    ['seamless gutters 120 lnft', 'seamless_gutter 120 linear_ft'],
    ['wood privacy fence 80 linft', 'wood_privacy_fence 80 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Yard and masonry features guides price by the piece: before, each was exit 3 ("No work recognised").
describe('yard and masonry features', () => {
  it.each([
    ['fire pit install', 'fire_pit 1 each'],
    ['build a stone fire pit in the backyard', 'fire_pit 1 each'],
    ['build outdoor fireplace', 'outdoor_fireplace 1 each'],
    ['brick mailbox', 'masonry_mailbox 1 each'],
    ['chimney rebuild above roofline', 'chimney_rebuild 1 each'],
    ['new shutters 10 pair', 'exterior_shutters 10 each'],
    ['replace 8 window screens', 'window_screen 8 each'],
    ['install a dry well', 'dry_well 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});

// Work read as its neighbour: aeration was new sod ($8,320 validated for a $75-$250 job), regrading a typical
// 100 sq ft of topsoil, a rebuilt chimney a $697 repair, flagstone a concrete walk, split rail and aluminum
// fences wood privacy fences, cracks in a driveway a new driveway.
describe('outside work is not its neighbour', () => {
  it.each([
    ['lawn aeration 5000 sq ft', 'lawn_aeration', ['sod']],
    ['aerate the lawn', 'lawn_aeration', ['sod']],
    ['grading and drainage around foundation', 'foundation_regrading', ['topsoil_grading']],
    ['rebuild the chimney', 'chimney_rebuild', ['chimney_repair']],
    ['flagstone walkway 100 sq ft', 'flagstone_walkway', ['concrete_sidewalk']],
    ['split rail fence 300 feet', 'split_rail_fence', ['wood_privacy_fence']],
    ['aluminum fence 120 ft 4 ft tall', 'aluminum_fence', ['wood_privacy_fence']],
    ['repair cracked concrete driveway', 'concrete_crack_repair', ['concrete_driveway']],
    ['new french doors to patio', 'exterior_french_door', ['concrete_patio', 'sliding_patio_door']],
  ])('%s → %s', (text, assembly, neighbours) => {
    const read = readKinds(text);
    expect(read).toContain(assembly);
    for (const neighbour of neighbours) expect(read).not.toContain(neighbour);
  });

  it('a stated length or area is used', () => {
    expect(readLines('split rail fence 300 feet')).toEqual(['split_rail_fence 300 linear_ft']);
    expect(readLines('flagstone walkway 100 sq ft')).toEqual(['flagstone_walkway 100 sq_ft']);
  });
});

// A named roof material or a porch built, and a stated count of plants: before, "cedar shake roof 2000 sqft" and
// "build a covered front porch" were exit 3, and "plant 10 shrubs" priced one shrub.
describe('cedar shakes, porches and plants counted', () => {
  it.each([
    ['cedar shake roof 2000 sqft', 'wood_shake_reroof 20 square'],
    ['build a covered front porch 8x20', 'covered_porch 160 sq_ft'],
    ['wraparound porch 300 sf', 'covered_porch 300 sq_ft'],
    ['plant 10 shrubs', 'shrub_planting 10 each'],
    ['plant 10 bushes', 'shrub_planting 10 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('a new roof with no material named is still shingles', () => {
    expect(readKinds('new roof 2000 sq ft')).toContain('asphalt_shingle_reroof');
    expect(readKinds('screen in the back porch 200 sqft')).toEqual(['porch_screening']);
  });
});

// Drip irrigation for beds said without a length is a typical bed run (was 20 ft, $204 against guides' $500+).
describe('drip irrigation', () => {
  it.each([
    ['drip irrigation for garden beds', 'drip_line 150 linear_ft'],
    ['100 ft of drip line', 'drip_line 100 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Caulking windows is upkeep of them, never new windows; a misspelt opener is the opener, not a new door (was
// $2,831 of garage door, validated).
describe('window upkeep and misspelt openers', () => {
  it.each([
    ['recaulk windows on whole house', 'window_caulking 12 each'],
    ['caulk 8 windows', 'window_caulking 8 each'],
    ['garage door openr install', 'garage_door_opener 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// A rebuild said away from the chimney is still the rebuild (before, "our brick chimney is leaning … and needs to
// be rebuilt" was a $697 crown repair, validated, against a $3,000-$10,000 rebuild); a crown rebuilt is a repair.
describe('a chimney rebuild said anywhere in its clause', () => {
  it.each([
    [
      'our brick chimney is leaning and falling apart above the roof and needs to be rebuilt',
      'chimney_rebuild',
    ],
    ['rebuild our brick chimney', 'chimney_rebuild'],
    ['chimney is crumbling, we want it rebuilt', 'chimney_rebuild'],
    ['the chimney needs to be rebuilt from the roofline up', 'chimney_rebuild'],
    ['rebuild the chimney crown', 'chimney_repair'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toEqual([assembly]);
  });
});
