import { readCounts } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';
import { checkWholeJobKinds, parseWholeJobKinds } from './whole-job-work.ts';

beforeAll(() => {
  parseScope('gut renovation of the condo');
});

// A whole job named with the parts it includes is the whole job: before, the rules' readings of the parts
// ("a new kitchen", "two baths") were priced and the renovation itself was only a doubt (the three gut renovations
// below priced a kitchen and bath demolition, $2-4k; the pools priced a deck, or a deck beside the pool).
describe('a whole job named with its parts is the whole job', () => {
  it.each([
    ['gut renovation of our 1,200 sq ft condo with new kitchen and bath', 'gut_renovation', 1200],
    [
      'full gut renovation of a 1,500 sq ft ranch: new kitchen, two baths, flooring, paint, electrical',
      'gut_renovation',
      1500,
    ],
    ['full gut renovation of a 1,500 sq ft ranch with a new kitchen and two baths', 'gut_renovation', 1500],
    [
      'we are doing a whole house renovation, 1,800 sq ft, new kitchen, new floors and paint throughout',
      'whole_house_renovation',
      1800,
    ],
    ['detached ADU 500 sq ft with kitchen and bath', 'adu_build', 500],
    ['build a 400 sq ft room addition with a bathroom and a closet', 'room_addition', 400],
    [
      'build out a 1,500 sq ft coffee shop with a counter, restroom and hood',
      'commercial_kitchen_buildout',
      1500,
    ],
    ['build out a 2,000 sf restaurant', 'commercial_kitchen_buildout', 2000],
  ])('%s → %s × %i', (text, assemblyId, quantity) => {
    expect(readCounts(text)).toEqual([[assemblyId, quantity]]);
  });

  it('says what the whole job includes and how it is sized, not by a room among the parts', () => {
    const scope = parseScope('gut renovation of our 1,200 sq ft condo with new kitchen and bath');
    expect(scope.plan.assumptions?.join(' ')).toMatch(
      /priced as one whole job, which includes what was named with it: /,
    );
    expect(scope.understood).toContain("Gut renovation: 1,200 sq ft, the home's stated floor area.");
    expect(scope.understood.join(' ')).not.toMatch(/Gut renovation: kitchen/);
  });

  it.each([
    ['gunite pool with spa and travertine deck', 'inground_pool'],
    ['install a fiberglass pool 12x24 with a concrete deck', 'inground_pool'],
  ])('a pool named with its deck is priced, the deck beside it: %s', (text, assemblyId) => {
    const ids = readCounts(text).map(([id]) => id);
    expect(ids).toContain(assemblyId);
    expect(ids.length).toBeGreaterThan(1);
  });

  it('a light office TI named with its parts is the parts, as the cost guides price it', () => {
    const ids = readCounts('office buildout 3000 sf: carpet tile, paint, acoustic ceiling').map(([id]) => id);
    expect(ids).toContain('carpet_tile_install');
    expect(ids).not.toContain('light_ti_buildout');
  });

  it('work of another trade than the job includes is still priced beside it', () => {
    const ids = readCounts('gut renovation of the condo and a new roof').map(([id]) => id);
    expect(ids).toContain('gut_renovation');
    expect(ids).toContain('asphalt_shingle_reroof');
  });

  it('parts in another sentence are their own work', () => {
    const ids = readCounts('Gut renovation of our 1,200 sq ft condo. Also replace the water heater.').map(
      ([id]) => id,
    );
    expect(ids).toContain('gut_renovation');
    expect(ids.some((id) => String(id).startsWith('water_heater'))).toBe(true);
  });
});

describe('a room remodel asked in its own words is the room remodel', () => {
  it.each([
    ['remodel our 120 sq ft master bathroom', 'bathroom_gut'],
    ['renovate the small 5x8 hall bathroom', 'bathroom_gut'],
    ['gut renovation of the 6x9 hall bath, tub out, walk-in shower in', 'bathroom_gut'],
    ['kitchen gut and remodel, 12x14', 'base_cabinets'],
    ['bath demo and rebuild, 5x8', 'toilet_replace'],
    ['looking for a kitchen renovation with quartzite counters and a pro range', 'base_cabinets'],
    ['need a quote for a bathroom remodel with a new vanity and tile floor', 'toilet_replace'],
  ])('%s', (text, assemblyId) => {
    expect(readCounts(text).map(([id]) => id)).toContain(assemblyId);
  });
});

// A restroom rebuilt as a whole with its fixtures listed was priced as the fixtures listed: "remodel the men's
// room, 3 stalls, 2 urinals, 2 sinks, new tile and partitions" was two sinks and tile ($2,659 of $20,000-$80,000),
// "made ADA compliant, grab bars, new toilet and sink" a toilet, a sink and a grab bar ($1,002 of $8,000-$30,000).
describe('a restroom rebuilt with its fixtures listed is the restroom job', () => {
  it.each([
    [
      "remodel the men's room at our office, 3 stalls, 2 urinals, 2 sinks, new tile and partitions",
      'multi_stall_restroom',
    ],
    ['remodel the womens restroom, 4 toilets, 3 sinks', 'multi_stall_restroom'],
    [
      'our restaurant bathroom needs to be made ADA compliant, grab bars, new toilet and sink, wider door',
      'ada_restroom_upgrade',
    ],
    ['make the shop restroom handicap accessible: grab bars and a new sink', 'ada_restroom_upgrade'],
    ['bring the office restroom up to ADA, grab bars, lever faucet', 'ada_restroom_upgrade'],
    ['coffee shop ADA restroom upgrade: wall hung sink, ADA toilet, grab bars', 'ada_restroom_upgrade'],
  ])('%s → %s', (text, assemblyId) => {
    expect(readCounts(text)).toEqual([[assemblyId, 1]]);
  });

  it.each([
    ["replace the sink in the men's room", 'sink_replace'],
    ['new toilet partitions in the mens room', 'toilet_partition'],
    ['install 3 ADA compliant grab bars in the office restroom', 'grab_bar_install'],
    ['new ADA toilet in the restroom', 'toilet_replace'],
  ])('a restroom named as where a part goes, or a part called ADA, is the part: %s', (text, assemblyId) => {
    expect(readCounts(text).map(([id]) => id)).toEqual([assemblyId]);
  });
});

// A new bathroom named with only words of the room before it is the bathroom built: "new basement bath 5x8, toilet
// vanity shower" priced the vanity alone ($875 of $8,000-$30,000).
describe('a new bathroom named is the bathroom job', () => {
  it.each([
    ['new basement bath 5x8, toilet vanity shower', 'bathroom_rough_in'],
    ['new full bath in the attic, 6x8', 'bathroom_rough_in'],
    ['we want a new master bathroom, 8x10', 'bathroom_gut'],
  ])('%s', (text, assemblyId) => {
    expect(readCounts(text).map(([id]) => id)).toContain(assemblyId);
  });

  it.each([
    ['new bathroom fan', ['bath_exhaust_fan']],
    ['new toilet upstairs bathroom', ['toilet_replace']],
    ['we need new bathroom stall partitions in our restaurant restroom, three stalls', ['toilet_partition']],
  ])('a thing of the bathroom named new is the thing: %s', (text, kinds) => {
    expect(readCounts(text).map(([id]) => id)).toEqual(kinds);
  });
});

describe('whole-job-kinds.yaml is checked against the trade data', () => {
  it('refuses a kind or a trade that does not exist', () => {
    const registry = defaultTradeRegistry();
    expect(() => checkWholeJobKinds(registry, [{ kinds: ['no_such_job'], includes: [] }])).toThrow(
      /whole-job-kinds\.yaml: groups\.0\.kinds: no assembly "no_such_job"/,
    );
    expect(() =>
      checkWholeJobKinds(registry, [{ kinds: ['gut_renovation'], includes: ['no_trade'] }]),
    ).toThrow(/no trade or assembly "no_trade"/);
  });

  it('refuses a file of the wrong shape', () => {
    expect(() => parseWholeJobKinds('groups: {}')).toThrow(/whole-job-kinds\.yaml/);
  });
});

// A whole interior of a house said by its bedrooms and no floor area is sized from a typical floor area for that
// many bedrooms, said with its source: "repaint the entire interior of a 3 bedroom house" was one room's walls
// ($512). A room of such a house is still the room.
describe('a whole interior of a house said by its bedrooms is sized by them', () => {
  it.each([
    ['repaint the entire interior of a 3 bedroom house', [['interior_wall_paint', 4267]]],
    ['paint the whole interior of our 4 bed 2 bath home', [['interior_wall_paint', 5867]]],
    [
      'paint the whole inside of my 2 bedroom condo, walls and ceilings',
      [
        ['interior_wall_paint', 2933],
        ['interior_ceiling_paint', 1100],
      ],
    ],
    ['paint the living room of our 3 bedroom house', [['interior_wall_paint', 576]]],
  ])('%s → %j', (text, lines) => {
    expect(readCounts(text).filter(([kind]) => kind)).toEqual(lines);
  });

  it('says the floor area it took and where it comes from', () => {
    const { plan } = parseScope('repaint the entire interior of a 3 bedroom house');
    expect(plan.assumptions).toEqual(
      expect.arrayContaining([expect.stringMatching(/3 bedroom house taken as 1,600 sq ft.*Housing Survey/)]),
    );
  });
});

// "Build a detached two-car garage, 24x24, slab, vinyl siding, one overhead door" priced a 576 sq ft slab and a
// garage door ($9.4k of $28k-$60k); with "with" it added 1,800 sq ft of siding beside the garage. A detached
// garage's slab, siding, roof and overhead door are its own.
describe("a detached garage's listed parts are the garage's", () => {
  it.each([
    [
      'Build a detached two-car garage, 24x24, slab, vinyl siding, one overhead door',
      [['detached_garage', 576]],
    ],
    ['Build a 24x24 detached garage with vinyl siding and one overhead door', [['detached_garage', 576]]],
    ['new detached 2 car garage 24x24 on a slab with asphalt shingles', [['detached_garage', 576]]],
  ])('%s → %j', (text, lines) => {
    expect(readCounts(text).filter(([kind]) => kind)).toEqual(lines);
  });

  it('a driveway poured beside it stays its own line', () => {
    expect(
      readCounts('build a detached 2 car garage and pour a new driveway 20x40').map(([kind]) => kind),
    ).toContain('concrete_driveway');
  });
});
