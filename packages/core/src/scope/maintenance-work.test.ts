import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

const lines = (text: string) =>
  parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId} ${i.quantity} ${i.uom}`));
const assemblies = (text: string) => lines(text).map((line) => line.split(' ')[0]);

// Washing, sealing or caulking a thing is upkeep of it, priced as that upkeep: never as building the thing
// (before, "pressure wash the siding" was $11,848 of new vinyl siding and "sealcoat the driveway" a new concrete
// driveway, both validated).
describe('upkeep of a thing is not a new thing', () => {
  it.each([
    ['pressure wash house siding, 2 story', 'pressure_washing'],
    ['power wash the house', 'pressure_washing'],
    ['soft wash our vinyl siding', 'pressure_washing'],
    ['power wash the deck', 'pressure_washing'],
    ['pressure washing the driveway and walkway', 'pressure_washing'],
    ['sealcoat the driveway', 'asphalt_sealcoat'],
    ['reseal asphalt driveway 1000 sq ft', 'asphalt_sealcoat'],
    ['seal coat the blacktop', 'asphalt_sealcoat'],
    ['seal the concrete patio 300 sq ft', 'concrete_sealing'],
    ['recaulk the bathtub', 'recaulk'],
  ])('%s → %s', (text, assembly) => {
    const read = assemblies(text);
    expect(read).toContain(assembly);
    for (const built of [
      'vinyl_siding',
      'fiber_cement_siding',
      'concrete_driveway',
      'concrete_patio',
      'bathtub_replace',
    ])
      expect(read).not.toContain(built);
  });

  it('a stated area is used; a surface said without one is a typical one', () => {
    expect(lines('reseal asphalt driveway 1000 sq ft')).toEqual(['asphalt_sealcoat 1000 sq_ft']);
    expect(lines('sealcoat the driveway')).toEqual(['asphalt_sealcoat 600 sq_ft']);
    expect(lines('stain the deck')).toEqual(['deck_stain 300 sq_ft']);
  });

  it('washing said with painting or staining is that work’s prep, not a line of its own', () => {
    expect(assemblies('power wash and stain the deck 300 sq ft')).toEqual(['deck_stain']);
    expect(assemblies('pressure wash and paint the exterior of a 2000 sq ft house')).not.toContain(
      'pressure_washing',
    );
  });
});

// Openings in the roof or the foundation: each its own kind of work, not a window swap.
describe('skylights and egress windows', () => {
  it.each([
    ['install 2 skylights', 'skylight 2 each'],
    ['replace a leaking skylight', 'skylight 1 each'],
    ['add a solar tube in the hallway', 'tubular_skylight 1 each'],
    ['put in 3 sun tunnels', 'tubular_skylight 3 each'],
    ['egress window in basement', 'egress_window 1 each'],
    ['add an egress window to the basement bedroom', 'egress_window 1 each'],
  ])('%s → %s', (text, line) => {
    const read = lines(text);
    expect(read).toContain(line);
    expect(read.some((l) => l.startsWith('replacement_window'))).toBe(false);
  });
});

describe('basement waterproofing is drain tile along the walls', () => {
  it.each([
    ['waterproof basement walls 120 linear ft', 'interior_drain_tile 120 linear_ft'],
    ['install interior french drain in the basement, 90 ft', 'interior_drain_tile 90 linear_ft'],
    ['basement waterproofing', 'interior_drain_tile 120 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(lines(text)).toContain(line);
  });
});
