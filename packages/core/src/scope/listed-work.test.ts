import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

warmUpReader();

// Classes of issue 13 (session 15): work dropped when a request lists several things.

// "new gutters and a metal roof" priced the gutters only: a rule read "new gutters" with its verb inside its own
// words, so the lexicon's thing listed beside it had no verb to take and was left as a doubt.
describe('a thing listed beside a thing whose verb is in its own words takes that verb', () => {
  it.each([
    ['new gutters and a metal roof', ['metal_panel_reroof', 'seamless_gutter']],
    ['we want new gutters and a standing seam metal roof', ['standing_seam_reroof', 'seamless_gutter']],
    ['new seamless gutters, metal roof', ['metal_panel_reroof', 'seamless_gutter']],
    ['upgrade 2 restrooms in our office - grab bars, new toilets', ['grab_bar_install', 'toilet_replace']],
  ])('%s → %j', (text, kinds) => {
    const read = readKinds(text);
    for (const kind of kinds) expect(read).toContain(kind);
  });
});

// "mulch 400 sf, plant 8 shrubs" priced the mulch only: planting was no verb, so the clause was not cut before it
// and the shrubs, named beside the mulch rule's reading, were dropped.
describe('planting is a verb that puts things in, and its clause is its own', () => {
  it.each([
    ['mulch 400 sf, plant 8 shrubs', ['mulch 400 sq_ft', 'shrub_planting 8 each']],
    ['spread mulch 400 sf and plant 6 shrubs', ['mulch 400 sq_ft', 'shrub_planting 6 each']],
    ['new sod 1000 sf and plant 6 shrubs', ['sod 1000 sq_ft', 'shrub_planting 6 each']],
    ['rip out the shrubs, plant 8 new shrubs', ['shrub_removal 5 each', 'shrub_planting 8 each']],
  ])('%s → %j', (text, lines) => {
    const read = readLines(text);
    for (const line of lines) expect(read).toContain(line);
  });

  it.each([
    'the water treatment plant needs a new roof, 20 squares',
    'paint the plant room walls, 400 sq ft',
  ])('a plant named as a thing is no verb: %s', (text) => {
    expect(readKinds(text)).not.toContain('shrub_planting');
  });
});

// "remove the old shrubs and plant 8 new ones" priced the removal only: "new ones" after a removal was read as the
// removed thing again by the rules alone, and shrubs planted are a kind of work only the trade lexicon names.
describe('new ones after a removal are the same thing, new, whoever reads it', () => {
  it.each([
    ['remove the old shrubs and plant 8 new ones', 'shrub_planting'],
    ['take out the old bushes and put in new ones', 'shrub_planting'],
    ['remove the old vanity and put in a new one', 'vanity_install'],
  ])('%s → %s', (text, kind) => {
    expect(readKinds(text)).toContain(kind);
  });
});

// "porcelain tile in the kitchen, the old linoleum needs to come up" priced only tear-outs: the thing named first,
// with no verb, took the removal verb of the one thing after the comma, whose own singular verb is its alone.
describe('new work named without a verb, then one old thing that has to come out', () => {
  it.each([
    ['porcelain tile in the kitchen, the old linoleum needs to come up', ['floor_tile', 'flooring_demo']],
    ['LVP in the living room, old carpet has to go', ['lvp_install', 'flooring_demo']],
    [
      'hardwood in the 12x12 bedroom, carpet needs to be pulled up first',
      ['hardwood_install', 'flooring_demo'],
    ],
    ['a tankless water heater, the old tank needs to be hauled away', ['tankless_water_heater']],
  ])('%s → %j', (text, kinds) => {
    expect(readKinds(text).sort()).toEqual([...kinds].sort());
  });

  // A list that shares the verb says it in the plural, and "need to come out" asks for nothing new.
  it.each([
    ['carpet, pad and tack strip need to come up in the 12x12 bedroom', ['flooring_demo 144 sq_ft']],
    ['the carpet in the 12x12 bedroom needs to be ripped out', ['flooring_demo 144 sq_ft']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });
});

// "shrubs along the house (about 10)" priced 5, the typical count: a count in brackets was read only right after
// the things, not after their place or with "about".
describe('a count in brackets after the things and their place counts them', () => {
  it.each([
    ['rip out the shrubs along the house (about 10)', ['shrub_removal 10 each']],
    ['replace the outlets in the garage (4)', ['device_replace 4 each']],
    ['replace the windows on the front (about 6)', ['replacement_window_standard 6 each']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });
});

// "replace 3 faucets, two by the toilet and one in the shower" left "2" and "1" unused (review_required): counts
// said after the things with their places are the parts of one count, or the count when none was said before.
describe('counts that break the things down by place are parts of one count', () => {
  it.each([
    ['replace 3 faucets, two by the toilet and one in the shower', ['faucet_replace 3 each']],
    ['install 3 GFCI outlets, two in the kitchen and one in the bath', ['gfci_install 3 each']],
    ['new windows: 2 in the kitchen and 3 in the living room', ['replacement_window_standard 5 each']],
    ['replace the outlets, 4 in the garage and 2 on the porch', ['device_replace 6 each']],
  ])('%s → %j', (text, lines) => {
    const { plan } = parseScope(text);
    expect(readLines(text)).toEqual(lines);
    expect(plan.doubts ?? []).toEqual([]);
  });

  it('parts that do not add up to the count said are left for review', () => {
    expect(parseScope('replace 4 outlets, 2 in the kitchen').plan.doubts?.some((d) => /"2"/.test(d))).toBe(
      true,
    );
  });
});

// "toilet partitions x3 powder coated" priced one: a count marked "x3" or "qty" after the things was read only
// when nothing described them after it.
describe('a count marked after the things counts them whatever follows it', () => {
  it.each([
    ['toilet partitions x3 powder coated', ['toilet_partition 3 each']],
    ['exit signs qty 6 with battery backup', ['exit_emergency_light 6 each']],
    ['cabinet pulls x30 brushed nickel', ['cabinet_hardware 30 each']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });
});

// "TI 5,000 SF office: demo, partitions, ACT, carpet tile + LVT, …" priced 5,000 sq ft of tile removal: "demo", an
// item of the list after the space, was read as the verb of every item after it. (Named a TI of its area, the list
// is what the TI includes: tenant-improvement-area.test.ts.)
describe('a verb said alone as an item of a list is one kind of work of it', () => {
  it.each([
    ['2,000 sf office: demo, carpet tile', ['interior_strip_out', 'carpet_tile_install']],
    ['kitchen 12x14: demo, new cabinets, quartz counters, LVP', ['base_cabinets', 'lvp_install']],
    [
      '5,000 SF office: demo, partitions, ACT, carpet tile + LVT, paint, lighting, 2 restrooms',
      ['interior_strip_out', 'carpet_tile_install', 'lvp_install', 'interior_wall_paint'],
    ],
  ])('%s → %j', (text, kinds) => {
    const read = readKinds(text);
    for (const kind of kinds) expect(read).toContain(kind);
    expect(read).not.toContain('tile_demo');
  });
});
