import { readLines } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// Tenant-improvement work read from the trade lexicon, longest phrase first: a lexicon phrase of another trade
// that covers a rule's shorter reading replaces it ("2x4 acoustic tiles" are ceiling, not floor tile).
describe('light commercial work', () => {
  it.each([
    ['new drop ceiling grid and 2x4 acoustic tiles in a 1,200 sf office', ['act_ceiling']],
    ['600 sf FRP wall panels in the restaurant kitchen', ['frp_panels']],
    ['install frp panels in the mop room, 120 sq ft', ['frp_panels']],
    ['replace the bathroom vanity faucet', ['bath_faucet_replace']],
    ['carpet tile for a 1,500 sf office', ['carpet_tile_install']],
    [
      'Office TI: remove old carpet and install carpet tile, 2,500 sf',
      ['flooring_demo', 'carpet_tile_install'],
    ],
    ['install a grease trap', ['grease_trap_install']],
    ['hang and finish drywall in a 12x12 room', ['drywall_hang_finish']],
  ])('%s → %j', (text, assemblyIds) => {
    const ids = parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
    expect(ids).toEqual(assemblyIds);
  });
});

describe('work given its own size beside another trade is priced', () => {
  it('60 ft of metal stud wall with drywall both sides prices the studs and the board', () => {
    const items = parseScope(
      'build 60 ft of metal stud wall, 10 ft tall, drywall both sides taped and finished, for 2 offices',
    ).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === 'metal_stud_partition')?.quantity).toBe(60);
    expect(items.some((i) => i.assemblyId === 'drywall_hang_finish')).toBe(true);
  });
});

// The class: the grid and tiles said beside a drop ceiling are its parts (one ceiling line), never floor tile.
describe('a drop ceiling with its grid and tiles is one ceiling', () => {
  it.each([
    ['replace the drop ceiling in a 600 sq ft break room, new grid and new tiles', 600],
    ['install a suspended ceiling with new tiles in the 20x30 office', 600],
    ['acoustical ceiling for the 400 sq ft lobby, grid and tiles', 400],
    ['tear out and replace the dropped ceiling in the 15x20 storeroom, new 2x4 tiles', 300],
  ])('%s', (text, areaSqFt) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    const ceiling = items.filter((i) => i.assemblyId === 'act_ceiling');
    expect(ceiling.map((i) => i.quantity)).toEqual([areaSqFt]);
    expect(items.map((i) => i.assemblyId)).not.toContain('floor_tile');
  });
});

// The class: a commercial space sized by its floor area is rooms and open areas (20 × 20 ft), not one room.
describe('the walls of a commercial space come from its floor area', () => {
  const wall = (text: string) =>
    parseScope(text)
      .plan.groups.flatMap((g) => g.items)
      .find((i) => i.assemblyId === 'interior_wall_paint')?.quantity;
  it.each([
    ['paint a 2,400 sq ft office suite', 3840],
    ['repaint our 1,600 sf retail store, one color', 2560],
    ['paint the 4,000 square foot tenant space, 10 ft ceilings', 8000],
    ['paint a 12x14 office', 416],
    ['paint a 500 sq ft shop', 716],
  ])('%s → %i sq ft of wall', (text, wallSqFt) => {
    expect(wall(text)).toBe(wallSqFt);
  });
});

// The class: a kind of work that is the object of its own verb is priced even beside another trade's work
// ("frame a demising wall ..., drywall both sides"); a storefront entrance is its own door, not its hardware.
describe('a lexicon phrase governed by its own verb is a mention of its own', () => {
  const ids = (text: string) => parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
  it.each([
    ['frame a demising wall with metal studs, 40 ft long, drywall and tape both sides', 'demising_wall'],
    ['build a metal stud wall 30 ft long and hang drywall on it', 'metal_stud_partition'],
    ['replace aluminum storefront door with a closer and panic bar', 'storefront_door'],
    ['new glass storefront door for the shop', 'storefront_door'],
  ])('%s', (text, assemblyId) => {
    expect(ids(text)).toContain(assemblyId);
  });
});

// A floor area said right after the tenant space it sizes is that space's floor, and its walls are worked out from it:
// "repaint our office suite, 4,000 sf, walls plus door frames" painted 4,000 sq ft of wall ($4,846, validated).
describe('a tenant space sized before the walls are painted', () => {
  it.each([
    [
      'repaint our office suite, 4,000 sf, walls plus door frames, weekends only',
      'interior_wall_paint 6400 sq_ft',
    ],
    ['paint the walls of our retail store, 2,500 sf', 'interior_wall_paint 4000 sq_ft'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toContain(expected);
  });

  it('keeps a wall area said as walls', () => {
    expect(readLines('paint the office suite, 4000 sq ft of walls')).toContain(
      'interior_wall_paint 4000 sq_ft',
    );
  });
});

// Rentable and usable square feet of a leased space are square feet: "TI 5,000 RSF office" sized its work at typical
// sizes (120 sq ft of tile taken up).
describe('RSF and USF are square feet', () => {
  it.each([
    ['carpet tile throughout, 5,000 RSF', 'carpet_tile_install 5000 sq_ft'],
    ['new carpet tile in our 4,200 USF suite', 'carpet_tile_install 4200 sq_ft'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toContain(expected);
  });
});
