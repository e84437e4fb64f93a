import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

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
