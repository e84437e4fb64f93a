import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles, the rules and the lexicon (seconds on a loaded machine).
beforeAll(() => {
  parseScope('paint the bedroom');
});

const linesOf = (text: string) =>
  parseScope(text)
    .plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId}:${i.quantity}`))
    .sort();

// Each verb attaches to its own objects: a removal verb takes out its thing and nothing else of the clause, and
// the thing it takes out is not priced new.
describe('a removal verb takes out its own thing', () => {
  it.each([
    ['pull up the carpet and put down LVP in a 12x14 bedroom', ['flooring_demo:168', 'lvp_install:168']],
    ['pulling up the old carpet, laying 200 sf of LVP', ['flooring_demo:200', 'lvp_install:200']],
    ['hang a new pedestal sink, take out the old vanity', ['fixture_removal:1', 'sink_replace:1']],
    ['pull out the old vanity and install a 36 inch vanity', ['fixture_removal:1', 'vanity_install:1']],
    ['took out the old toilet, put in a new toilet', ['fixture_removal:1', 'toilet_replace:1']],
    ['remove and replace the toilet', ['fixture_removal:1', 'toilet_replace:1']],
    ['take down the old ceiling fan and hang a chandelier', ['light_fixture:1']],
    ['pull out the old light fixture, put in a ceiling fan', ['ceiling_fan:1']],
    ['remove the old water heater, install a tankless water heater', ['tankless_water_heater:1']],
  ])('%s', (text, lines) => {
    expect(linesOf(text)).toEqual([...lines].sort());
  });

  it.each([
    ['put in a new pull out kitchen faucet', 'faucet_replace'],
    ['install a pull down kitchen faucet', 'faucet_replace'],
  ])('a product named with a phrasal verb is the product: %s', (text, assemblyId) => {
    expect(linesOf(text).map((line) => line.split(':')[0])).toContain(assemblyId);
  });

  it.each([
    ['retile the guest bath floor, 45 sq ft', ['floor_tile:45']],
    ['re tile a small laundry floor, about 30 sq ft', ['floor_tile:30']],
  ])('retiling a floor is new floor tile: %s', (text, lines) => {
    expect(linesOf(text)).toEqual(lines);
  });
});

// A material named after its thing ("a patio 15x20, stamped concrete") says what the thing is made of: one job.
describe('a material said after its thing refines it', () => {
  it.each([
    // Stamped concrete is its own kind of work since the exterior sweep: still one job.
    ['build a patio 15x20, stamped concrete', ['stamped_concrete:300']],
    ['new patio 14x16, flagstone', ['flagstone_walkway:224']],
    ['a back patio 10x20, flagstone', ['flagstone_walkway:200']],
    ['driveway 600 sq ft, asphalt', ['asphalt_driveway:600']],
    ['new fence 100 ft, chain link', ['chain_link_fence:100']],
    ['put up 80 ft of fence, chain link', ['chain_link_fence:80']],
    ['replace the kitchen countertops, quartz, 40 sq ft', ['stone_countertop:40']],
  ])('%s', (text, lines) => {
    expect(linesOf(text)).toEqual(lines);
  });

  it.each([
    [
      'replace the toilet, vanity and faucet',
      ['bath_faucet_replace:1', 'toilet_replace:1', 'vanity_install:1'],
    ],
    ['install a new toilet, vanity', ['toilet_replace:1', 'vanity_install:1']],
    ['new gutters, downspouts', ['downspout:40', 'seamless_gutter:150']],
  ])('a thing listed after a comma is a thing of its own: %s', (text, lines) => {
    expect(linesOf(text)).toEqual([...lines].sort());
  });
});

// A part of a thing and the thing named in one clause for a service call are one visit, not two.
describe('one service call for a thing and its part', () => {
  it.each([
    ['the toilet is leaking at the floor, pull it and put a new wax ring on it', ['leak_repair_service:1']],
    ['the toilet keeps running, fix it with a new flapper', ['leak_repair_service:1']],
    ['fix the leaking toilet, it needs a new fill valve', ['leak_repair_service:1']],
  ])('%s', (text, lines) => {
    expect(linesOf(text)).toEqual(lines);
  });

  it('a stated count of visits is kept', () => {
    expect(linesOf('fix 3 leaking toilets, new wax rings')).toEqual(['leak_repair_service:3']);
  });
});

// New work on a part of a thing said right after it is a repair of the thing, never the whole thing new.
describe('a part of a thing is a repair of it', () => {
  it.each([
    ['replace the kitchen faucet cartridge', ['leak_repair_service:1']],
    ['swap the faucet handle in the powder room', ['leak_repair_service:1']],
    ['replace the toilet seat', ['leak_repair_service:1']],
    // The igniter is its own part-on-a-visit kind of work since the exterior sweep.
    ['replace the furnace igniter', ['furnace_ignition_part:1']],
    ['put a new seat on the toilet', ['leak_repair_service:1']],
    ['new aerator on the bathroom faucet', ['leak_repair_service:1']],
    ['replace the handle on the kitchen faucet', ['leak_repair_service:1']],
  ])('%s', (text, lines) => {
    expect(linesOf(text)).toEqual(lines);
  });

  it.each([
    ['replace the garage door spring', 'garage_door_repair'],
    ['replace the kitchen faucet', 'faucet_replace'],
  ])('a kind of work that reads the part, or the whole thing, stays: %s', (text, assemblyId) => {
    expect(linesOf(text).map((line) => line.split(':')[0])).toEqual([assemblyId]);
  });
});

// A removal's noun right before another removal's noun names the kind of the thing taken out.
describe('the kind of a thing taken out is not a second thing', () => {
  it.each([
    ['remove the old laminate countertops', 'flooring_demo'],
    ['tear out the old tile countertops', 'tile_demo'],
  ])('%s: no %s', (text, wrong) => {
    const ids = linesOf(text).map((line) => line.split(':')[0]);
    expect(ids).not.toContain(wrong);
    expect(ids.length).toBeGreaterThan(0);
  });
});

// A symptom said to be in a thing ("the leak in the shower valve") is the thing's repair, one line, not two.
describe('a symptom in a thing is the repair of that thing', () => {
  it.each([
    ['fix the leak in the shower valve', 'shower_valve'],
    ['fix a leak at the water heater', 'leak_repair_service'],
    ['repair the leak in the roof', 'roof_repair'],
  ])('%s', (text, assemblyId) => {
    expect(linesOf(text).map((line) => line.split(':')[0])).toEqual([assemblyId]);
  });
});
