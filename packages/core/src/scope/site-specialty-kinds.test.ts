import { estimateText, kindNotNeighbour, pricedInBand, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// Exterior, site and specialty work that had no kind of its own, or whose words a cheaper or larger neighbour
// claimed (held-out set 18): a lot milled and overlaid priced as its restriping only, a seawall not understood, a
// stalling elevator priced as a new one, a concrete septic tank as a slab, snow guards as a reroof, window well
// covers as a window, an injected crack as an epoxy floor, a backflow test as a new preventer.

describe('an asphalt lot or drive milled and overlaid is a resurfacing by its area, beside its restriping', () => {
  it.each([
    [
      'mill & overlay the church parking lot, 9,000 sq ft, then restripe 30 spaces',
      'asphalt_overlay 9000 sq_ft',
    ],
    ['Asphalt resurfacing for a small parking lot, 6,000 SF', 'asphalt_overlay 6000 sq_ft'],
    ['parking lot repaving, 12,000 sq ft', 'asphalt_overlay 12000 sq_ft'],
    ['Asphalt overlay on existing 800 sf driveway', 'asphalt_overlay 800 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toContain(line);
  });

  it('the restriping said after the overlay stays its own line', () => {
    expect(work('mill & overlay the church parking lot, 9,000 sq ft, then restripe 30 spaces')).toContain(
      'parking_lot_striping 30 each',
    );
  });

  it('sealcoating and restriping a lot are still upkeep, not an overlay', () => {
    expect(work('Sealcoat + restripe the shopping center parking lot: 18,000 sf, 45 stalls')).toEqual([
      'asphalt_sealcoat 18000 sq_ft',
      'parking_lot_striping 45 each',
    ]);
  });

  pricedInBand([['Mill and pave 10,000 sf of asphalt at our office lot', 2_000_000, 4_500_000]]);
});

describe('a seawall is built by the foot of shore', () => {
  it.each([
    ['new seawall along the canal, 150 feet', 'seawall 150 linear_ft'],
    ['Vinyl bulkhead along the lake shore, 60 LF', 'seawall 60 linear_ft'],
    ['our sea wall is failing, need it replaced, about 80 ft', 'seawall 80 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });

  pricedInBand([['build a vinyl sea wall, 120 ft of waterfront', 1_500_000, 6_000_000]]);
});

describe('a repair of an elevator is a mechanic’s repair, never a new elevator', () => {
  kindNotNeighbour([
    ['repair the hydraulic elevator', 'elevator_service', 'residential_elevator'],
    [
      'our home elevator stalls between floors, can someone come fix it',
      'elevator_service',
      'residential_elevator',
    ],
    [
      'The hydraulic elevator at our 2 story medical building keeps stalling. Need it repaired.',
      'elevator_service',
      'residential_elevator',
    ],
  ]);

  it('a new home elevator is still the elevator, and a building named is no count of rooms', () => {
    expect(work('New home elevator, 2 stops')).toEqual(['residential_elevator 1 each']);
    expect(work('the hydraulic elevator in our 3-story office building is stalling')).toEqual([
      'elevator_service 1 each',
    ]);
  });
});

describe('concrete said of a tank is what the tank is made of, not a slab', () => {
  kindNotNeighbour([
    ['install a 1,500 gallon concrete septic tank', 'septic_tank', 'concrete_slab'],
    ['our old steel septic tank rusted out, replace with a concrete tank', 'septic_tank', 'concrete_slab'],
    ['new precast concrete septic tank, 1000 gal', 'septic_tank', 'concrete_slab'],
  ]);

  it('a slab poured is still a slab', () => {
    expect(work('pour a concrete slab 10x10')).toEqual(['concrete_slab 100 sq_ft']);
  });
});

describe('snow guards are priced by the roof edge they guard, not as a roof', () => {
  it.each([
    ['snow guards for 45 feet of roof edge over the walkway', 'snow_guards 45 linear_ft'],
    ['Snow rail above the garage doors, 24 ft', 'snow_guards 24 linear_ft'],
    ['put snow stops along 36 ft of the metal roof edge', 'snow_guards 36 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });
});

describe('a window well cover is a cover, not a window', () => {
  it.each([
    ['install 3 window well covers', 'window_well_cover 3 each'],
    ['a steel window well grate for our egress well', 'window_well_cover 1 each'],
    ['Window well covers x2, polycarbonate, 42 x 18', 'window_well_cover 2 each'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });

  it('two covers stay a small job', async () => {
    const { cents } = await estimateText('two window well covers for the basement');
    expect(cents).toBeLessThan(60_000);
  });
});

describe('epoxy injected into a crack is the crack repair, not a floor coating', () => {
  kindNotNeighbour([
    ['foundation crack, 6 ft, epoxy injection please', 'foundation_crack_repair', 'floor_coating'],
    [
      'crack in the basement wall leaks, want it injected with epoxy',
      'foundation_crack_repair',
      'floor_coating',
    ],
    ['epoxy injection of a foundation crack in the poured wall', 'foundation_crack_repair', 'floor_coating'],
  ]);

  it('an epoxy floor is still a coating', () => {
    expect(readLines('epoxy the garage floor, 400 sq ft')).toContain('floor_coating 400 sq_ft');
  });
});

describe('a backflow device tested and certified is the yearly test, not a new device', () => {
  kindNotNeighbour([
    ['How much to test and certify the backflow preventer?', 'backflow_test', 'backflow_preventer'],
    ['need the backflow device tested and certified for the city', 'backflow_test', 'backflow_preventer'],
    ['certify the backflow on our irrigation system', 'backflow_test', 'backflow_preventer'],
  ]);
});
