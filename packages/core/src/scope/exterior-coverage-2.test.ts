import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// The second coverage sweep of exterior and site work (#13): trees, small masonry, slabs resurfaced, sheds and
// their pads, gutters, porches, pavers and named finishes. Each class is data (trade YAML kinds of work, work
// rules); these tables hold it.

warmUpReader();

// Trees trimmed are priced by the tree, large trees felled as their own job (before, "trim two big trees" was
// exit 3 and a large oak a medium tree).
describe('tree work by the tree and its size', () => {
  it.each([
    ['trim 3 trees in the back yard', 'tree_trimming 3 each'],
    ['tree pruning', 'tree_trimming 1 each'],
    ['prune the 2 maple trees', 'tree_trimming 2 each'],
    ['cut back overhanging branches', 'tree_trimming 1 each'],
    ['take down a huge oak tree', 'large_tree_removal 1 each'],
    ['remove 2 large pine trees', 'large_tree_removal 2 each'],
    ['remove a small tree', 'tree_removal 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// A mailbox on a post is not a masonry column; bricks replaced one by one are not a new veneer wall (before,
// "install a mailbox post" was $2,168 of brick column, "replace 20 cracked bricks" 100 sq ft of veneer).
describe('small yard and masonry pieces', () => {
  it.each([
    ['mailbox post install', 'mailbox_post 1 each'],
    ['replace the mailbox and post', 'mailbox_post 1 each'],
    ['brick mailbox column', 'masonry_mailbox 1 each'],
    ['replace 12 spalled bricks', 'brick_replacement 12 each'],
    ['a few cracked bricks need replacing', 'brick_replacement 3 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// An overlay on a slab that stays is resurfacing, never a new slab (before, "resurface our 250 sq ft concrete
// patio" was a new patio, $2,974).
describe('concrete resurfacing said around the slab', () => {
  it.each([
    ['resurface our 300 sq ft concrete patio', 'concrete_resurfacing 300 sq_ft'],
    ['concrete patio resurfacing 200 sf', 'concrete_resurfacing 200 sq_ft'],
    ['overlay the cracked driveway, 500 sq ft', 'concrete_resurfacing 500 sq_ft'],
    ['pour a new 12x16 concrete patio', 'concrete_patio 192 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// A shed said with its base ("on a gravel pad", "on skids") is the shed; a pad poured for a shed is the slab
// (before, "a shed built, 8x10, on a gravel pad" was exit 3).
describe('sheds with their base', () => {
  it.each([
    ['10x12 shed on a gravel pad', 'storage_shed 120 sq_ft'],
    ['build an 8x12 shed on skids', 'storage_shed 96 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('a concrete pad for a shed is the slab', () => {
    const read = readKinds('pour a concrete pad for the shed, 10x12');
    expect(read).toContain('concrete_slab');
    expect(read).not.toContain('storage_shed');
  });
});

// Gutters that sag or leak are rehung and resealed; an extension or splash block is a piece at the outlet (before,
// "repair sagging gutter" was 150 ft of new gutter, $1,896 validated; 6 extensions were 60 ft of downspout).
describe('gutter repairs and outlet pieces', () => {
  it.each([
    ['fix the leaking gutter over the garage', 'gutter_repair 30 linear_ft'],
    ['rehang 40 ft of sagging gutters', 'gutter_repair 40 linear_ft'],
    ['gutter pulling away from the house', 'gutter_repair 30 linear_ft'],
    ['add 4 downspout extensions', 'downspout_extension 4 each'],
    ['3 splash blocks', 'downspout_extension 3 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('new gutters are still new gutters', () => {
    expect(readKinds('install 150 ft of new seamless gutters')).toEqual(['seamless_gutter']);
  });
});

// An attic ladder is carpentry, not cabinet hardware; a screened porch built is a new porch with screens (before,
// "build a 10x12 screened porch" was screening an existing porch, $2,349 validated against $10,000-$30,000).
describe('attic ladders and new screened porches', () => {
  it.each([
    ['put in a pull down attic ladder in the garage', 'attic_ladder 1 each'],
    ['replace the folding attic stairs', 'attic_ladder 1 each'],
    ['build a new 12x14 screened porch', 'screened_porch_build 168 sq_ft'],
    ['screened in porch addition, 14 x 16', 'screened_porch_build 224 sq_ft'],
    ['screen in the existing porch, 150 sq ft', 'porch_screening 150 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Pavers cleaned, re-sanded and sealed are upkeep, not a new patio (before, "polymeric sand for pavers 300 sq ft"
// was a new paver patio, $5,418 validated).
describe('paver upkeep', () => {
  it.each([
    ['polymeric sand in the paver joints, 250 sq ft', 'paver_restoration 250 sq_ft'],
    ['re sand the paver walkway', 'paver_restoration 300 sq_ft'],
    ['relevel the sunken pavers on the patio', 'paver_restoration 300 sq_ft'],
    ['new paver patio 12x14', 'paver_patio 168 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Named finishes and neighbours the reader read as the plainer or bigger thing (before: a stamped patio was a
// broom-finish slab, $4,696 against $5,000-$12,000; a lawn from seed was sod, $8,320; an AC's coil and condenser
// was the coil alone; a broken sprinkler valve was a new zone; polybutylene pipes and an air handler were exit 3).
describe('named finishes and systems read as themselves', () => {
  it.each([
    ['stamped concrete patio 20x20', 'stamped_concrete 400 sq_ft'],
    ['decorative stamped walkway 120 sq ft', 'stamped_concrete 120 sq_ft'],
    ['hydroseed the back yard 4000 sq ft', 'lawn_seeding 4000 sq_ft'],
    ['overseed the lawn, 2500 sq ft', 'lawn_seeding 2500 sq_ft'],
    ['new sod in the front yard 1200 sq ft', 'sod 1200 sq_ft'],
    ['swap the condenser and coil', 'ac_condenser_replace 1 each'],
    ['new air handler in the attic', 'air_handler_replace 1 each'],
    ['repair the irrigation system, a valve is stuck', 'sprinkler_repair 1 each'],
    ['replace the polybutylene plumbing', 'repipe_per_fixture 10 each'],
    ['drip irrigation for the flower beds', 'drip_line 150 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('spray foam on the attic roof deck is not also blown in on the floor', () => {
    expect(readKinds('spray foam the attic roof deck, 900 sq ft')).toEqual(['spray_foam']);
  });
});

// A gravel pad for a shed or a hot tub is the pad (before, exit 3); a shed built on one stays the shed.
describe('gravel pads', () => {
  it.each([
    ['gravel pad for an 8x10 shed', 'gravel_pad 80 sq_ft'],
    ['crushed stone pad 12x12 for the hot tub', 'gravel_pad 144 sq_ft'],
    ['build a 10x12 shed on a gravel pad', 'storage_shed 120 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Lights said with where they go in the yard, or as low voltage ("LV"), are landscape lights, counted as said
// (before, "we want low voltage lights along the walkway and up on the trees" was one indoor light fixture, $425
// validated, and "12 LV landscape fixtures + transformer" twelve of them); a flood or porch light stays a fixture.
describe('lights in the yard are landscape lights', () => {
  it.each([
    ['we want low voltage lights along the walkway and up on the trees', ['landscape_lighting 8 each']],
    ['Landscape lighting installation, 10 lights', ['landscape_lighting 10 each']],
    ['12 LV landscape fixtures + transformer', ['landscape_lighting 12 each']],
    ['put 6 lights in the flower beds and up in the oak tree', ['landscape_lighting 6 each']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });

  it.each(['install a motion light on the garage by the driveway', 'replace the porch light'])(
    '%s stays a light fixture',
    (text) => {
      expect(readLines(text)).toEqual(['light_fixture 1 each']);
    },
  );
});

// Water carried to a new thing makes that thing work of its own (before, "we want the downspouts piped to a dry well
// in the yard" priced the downspouts, $310 validated, and read the dry well as what they were for).
describe('a new thing water is piped to is work', () => {
  it.each([
    ['we want the downspouts piped to a dry well in the yard', 'dry_well 1 each'],
    ['route the sump pump discharge into a dry well', 'dry_well 1 each'],
    ['tie the downspouts into a new french drain', 'french_drain 100 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});
