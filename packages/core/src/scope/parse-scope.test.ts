import { PHRASINGS } from '@quoin/testkit/scope';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import type { PlanInput } from '../plan/plan-schema.ts';
import { hasErrorCode, type QuoinError } from '../quoin-error.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

type Item = PlanInput['groups'][number]['items'][number];

function items(text: string): Item[] {
  return parseScope(text).plan.groups.flatMap((group) => group.items);
}

function item(text: string, assemblyId: string): Item {
  const found = items(text).find((i) => i.assemblyId === assemblyId);
  if (!found) throw new Error(`no ${assemblyId} in "${text}"`);
  return found;
}

const joined = (list: string[] | undefined) => (list ?? []).join('\n');

describe('areas with their basis', () => {
  it('paints walls by perimeter × ceiling height, 8 ft by default and stated', () => {
    const result = parseScope('paint a 12x14 bedroom');
    expect(item('paint a 12x14 bedroom', 'interior_wall_paint').quantity).toBe(416);
    expect(joined(result.plan.assumptions)).toMatch(/Ceiling height not given: 8 ft/);
    expect(joined(result.understood)).toMatch(
      /perimeter × 8 ft ceiling = 416 sq ft wall area \(no openings deducted\)/,
    );
  });

  it('honours a stated ceiling height and does not read it as ceiling work', () => {
    expect(items('paint a 12x14 bedroom with 9 ft ceilings').map((i) => [i.assemblyId, i.quantity])).toEqual([
      ['interior_wall_paint', 468],
    ]);
  });

  it('prices "walls and ceiling" as two lines: wall area and ceiling area', () => {
    const lines = items('paint the 12x14 bedroom, walls and ceiling');
    expect(lines.map((i) => [i.assemblyId, i.quantity])).toEqual([
      ['interior_wall_paint', 416],
      ['interior_ceiling_paint', 168],
    ]);
  });

  it('sizes rooms given without sizes as typical, with an assumption and a question', () => {
    const result = parseScope('paint 3 bedrooms');
    expect(result.plan.groups[0]?.items[0]?.quantity).toBe(3 * 48 * 8);
    expect(joined(result.plan.assumptions)).toMatch(/typical 3 bedrooms \(12 × 12 ft/);
    expect(joined(result.plan.questions)).toMatch(/sizes of the bedroom/);
  });

  it('keeps a combined walls-and-ceiling figure as one line and asks for the split', () => {
    const result = parseScope('about 500 sq ft of walls and ceiling to paint');
    expect(result.plan.groups[0]?.items).toHaveLength(1);
    expect(joined(result.plan.questions)).toMatch(/How much of the stated area is ceiling/);
    expect(joined(result.plan.assumptions)).toMatch(/approximate figure/);
  });

  it('turns a house floor area into roof area with the pitch factor and overhang, default 6/12 stated', () => {
    const result = parseScope('replace the roof on my 2,000 sq ft house');
    const reroof = result.plan.groups[0]?.items.find((i) => i.assemblyId === 'asphalt_shingle_reroof');
    // (√2000 + 2)² × √(1 + 0.25) = 2,438 sq ft → 24.4 squares, rounded up to a tenth
    expect(reroof?.quantity).toBe(24.5);
    expect(reroof?.uom).toBe('square');
    expect(joined(result.plan.assumptions)).toMatch(/6\/12 assumed/);
    expect(joined(result.plan.assumptions)).toMatch(/1 ft overhang/);
    expect(joined(result.understood)).toMatch(/House: 2,000 sq ft of floor area/);
  });

  it('takes "20 squares" as roof area and a stated pitch as complexity', () => {
    const reroof = item('reroof 20 squares, 10/12 pitch', 'asphalt_shingle_reroof');
    expect(reroof.quantity).toBe(20);
    expect(reroof.complexity).toBe('steep_8_12_to_10_12');
  });

  it('asks whether a bare area on a roof job is roof or floor area', () => {
    const result = parseScope('reroof 2,000 sq ft');
    expect(item('reroof 2,000 sq ft', 'asphalt_shingle_reroof').quantity).toBe(20);
    expect(joined(result.plan.questions)).toMatch(/roof area or the house's floor area/);
  });

  it('derives exterior wall area of a two-story house, not its floor area', () => {
    const siding = item('replace the siding on my 2 story 2,400 sq ft house', 'vinyl_siding');
    expect(siding.quantity).toBe(Math.round(4 * Math.sqrt(1200) * 9 * 2));
  });
});

describe('sizes become params and titles', () => {
  it.each([
    [
      'replace a 50-gallon gas water heater',
      'water_heater_gas',
      'Replace 50 gallon gas water heater',
      { tank_gallons: 50 },
    ],
    [
      'replace a 40 gallon electric water heater',
      'water_heater_electric',
      'Replace 40 gallon electric water heater',
      { tank_gallons: 40 },
    ],
    [
      'install a 22 kW standby generator',
      'standby_generator',
      'Install 22 kW standby generator with automatic transfer switch',
      { generator_kw: 22 },
    ],
    [
      'pour a 12x14 concrete patio, 4 inch',
      'concrete_patio',
      'Pour 4 inch concrete patio slab',
      { thickness_in: 4 },
    ],
    [
      'replace ten 3x5 ft windows',
      'replacement_window_standard',
      'Install replacement window, 3 × 5 ft (standard)',
      { perimeter_lf: 16 },
    ],
    [
      'replace 2 picture windows, 6x5',
      'replacement_window_large',
      'Install large replacement window, 6 × 5 ft (large)',
      { perimeter_lf: 22 },
    ],
  ])('%s', (text, assemblyId, title, params) => {
    const line = item(text, assemblyId);
    expect(line.title).toBe(title);
    expect(line.params).toEqual(params);
  });

  it('prices a non-200 A service with the 200 A assembly and says so', () => {
    const result = parseScope('upgrade the electrical service to 400 amp');
    expect(result.plan.groups[0]?.items[0]?.title).toBe('Upgrade electrical panel to 400 amp');
    expect(joined(result.plan.questions)).toMatch(/400 A service/);
  });

  it('assumes a gas 50 gallon heater when neither is said, and asks', () => {
    const result = parseScope('replace the water heater');
    expect(result.plan.groups[0]?.items[0]?.params).toEqual({ tank_gallons: 50 });
    expect(joined(result.plan.questions)).toMatch(/gas or electric/);
  });
});

describe('scope phrases', () => {
  it('tears off as labor only with the number of layers', () => {
    const tearOff = item('tear off 2 layers and reroof 20 squares', 'shingle_tear_off');
    expect(tearOff.laborOnly).toBe(true);
    expect(tearOff.complexity).toBe('two_layers');
    expect(tearOff.title).toBe('Tear off 2 layers of asphalt shingles');
  });

  it('makes the whole job labor only when said on its own', () => {
    const lines = items('Paint the 12x14 bedroom and replace the toilet. Labor only.');
    expect(lines.every((i) => i.laborOnly === true)).toBe(true);
  });

  it('keeps labor only to the clause it was said in', () => {
    const lines = items('install 500 sq ft of LVP labor only, and replace the toilet');
    expect(lines.map((i) => [i.assemblyId, i.laborOnly])).toEqual([
      ['toilet_replace', undefined],
      ['lvp_install', true],
    ]);
  });

  it('marks customer-supplied material and states it', () => {
    const result = parseScope('Remodel my 5x8 bathroom. I supply the tile.');
    const tile = result.plan.groups.flatMap((g) => g.items).filter((i) => i.customerSuppliesPrimary);
    expect(tile.map((i) => i.assemblyId)).toEqual(['floor_tile', 'shower_wall_tile']);
    expect(joined(result.plan.assumptions)).toMatch(/Customer supplies the tile/);
  });

  it('maps "the fixtures" to plumbing and light fixtures', () => {
    const lines = items('replace the toilet and the vanity light, customer provides the fixtures');
    expect(lines.map((i) => [i.assemblyId, i.customerSuppliesPrimary])).toEqual([
      ['toilet_replace', true],
      ['light_fixture', true],
    ]);
  });

  it('asks when supplied material matches no line', () => {
    const result = parseScope('paint the 12x14 bedroom, I will supply the shingles');
    expect(result.unrecognized).toContain('customer supplies shingles');
    expect(joined(result.plan.questions)).toMatch(/no line uses it/);
  });

  it('removes and disposes as a labor-only removal line plus the install line', () => {
    expect(
      items('remove and dispose of the old carpet in the 12x14 bedroom and install LVP').map((i) => [
        i.assemblyId,
        i.quantity,
        i.laborOnly,
      ]),
    ).toEqual([
      ['flooring_demo', 168, true],
      ['lvp_install', 168, undefined],
    ]);
    expect(
      items('remove and dispose of the old toilet and install a new one').map((i) => i.assemblyId),
    ).toEqual(['fixture_removal', 'toilet_replace']);
  });

  it.each([
    ['fix a leaky faucet', 'leak_repair_service'],
    ['replace the kitchen faucet', 'faucet_replace'],
    ['repair the roof leak', 'roof_repair'],
    ['replace my roof', 'asphalt_shingle_reroof'],
    ['patch the drywall', 'drywall_patch'],
    ['install new drywall in a 10x12 room', 'drywall_hang_finish'],
    ['replace 10 outlets', 'device_replace'],
    ['install 4 new outlets', 'outlet_install'],
    ['fix a running toilet', 'leak_repair_service'],
    ['install new toilet', 'toilet_replace'],
  ])('"%s" picks %s (repair vs replace vs install new)', (text, assemblyId) => {
    expect(items(text)[0]?.assemblyId).toBe(assemblyId);
  });

  it('splits several jobs into several groups', () => {
    const result = parseScope('paint the living room and replace the kitchen faucet');
    expect(result.plan.groups.map((g) => g.name)).toEqual(['Plumbing – kitchen', 'Painting – living room']);
  });
});

describe('whole-job templates', () => {
  it('sizes a bathroom remodel from the dimensions given', () => {
    const lines = items('remodel my 5x8 bathroom');
    expect(lines.find((i) => i.assemblyId === 'floor_tile')?.quantity).toBe(40);
    expect(lines.map((i) => i.assemblyId)).toContain('toilet_replace');
    expect(lines.map((i) => i.assemblyId)).toContain('bathtub_replace');
    expect(lines).toHaveLength(18);
  });

  it('states the typical size when a kitchen is given none', () => {
    const result = parseScope('mid-range kitchen remodel');
    expect(joined(result.plan.assumptions)).toMatch(/typical 10 × 12 ft kitchen assumed/);
    expect(joined(result.plan.questions)).toMatch(/kitchen's dimensions/);
  });

  it('adds railing on three open sides and stairs to a new deck', () => {
    expect(item('build a 12x16 deck', 'deck_railing').quantity).toBe(40);
  });

  it('finishes a basement known by its floor area', () => {
    const lines = items('finish my 800 sq ft basement');
    expect(lines.find((i) => i.assemblyId === 'lvp_install')?.quantity).toBe(800);
    expect(lines.find((i) => i.assemblyId === 'baseboard')?.quantity).toBe(113);
  });

  it('adds the tear-off to a roof replacement unless it is an overlay', () => {
    expect(items('replace my roof, 22 squares').map((i) => [i.assemblyId, i.quantity])).toEqual([
      ['asphalt_shingle_reroof', 22],
      ['shingle_tear_off', 22],
    ]);
    expect(items('new roof over the existing layer, 22 squares').map((i) => i.assemblyId)).toEqual([
      'asphalt_shingle_reroof',
    ]);
  });
});

describe('location', () => {
  it.each([
    ['paint the bedroom in 02139', '02139', 'zip'],
    ['paint the bedroom, Boston, MA', '021', 'city'],
    ['paint the bedroom in Austin TX', '787', 'city'],
    ['new roof near Chicago', '606', 'city'],
  ])('%s → %s', (text, zip, source) => {
    const result = parseScope(text);
    expect(result.plan.zip).toBe(zip);
    expect(result.location?.source).toBe(source);
    expect(joined(result.understood)).toMatch(/^Location: /);
  });

  it('falls back to the default ZIP, else national with an assumption and a question', () => {
    expect(parseScope('paint the bedroom', { defaultZip: '80202' }).plan.zip).toBe('80202');
    const national = parseScope('paint the bedroom');
    expect(national.plan.zip).toBeUndefined();
    expect(joined(national.plan.assumptions)).toMatch(/national average/);
    expect(joined(national.plan.questions)).toMatch(/ZIP code/);
  });

  it('asks about a city name several states share', () => {
    expect(joined(parseScope('new roof near Springfield').plan.questions)).toMatch(
      /Several states have a Springfield/,
    );
  });
});

describe('what it cannot read', () => {
  it('turns an unknown fragment into a question and keeps the rest', () => {
    const result = parseScope('paint the 12x14 bedroom and build a treehouse with a zipline');
    expect(result.unrecognized).toEqual(['build a treehouse with a zipline']);
    expect(joined(result.plan.questions)).toMatch(/Not understood: "build a treehouse with a zipline"/);
  });

  it('reports a quantity no line used', () => {
    const result = parseScope('replace the toilet, 45 ft');
    expect(result.unrecognized.join()).toMatch(/45 ft/);
  });

  it('throws SCOPE_NOT_UNDERSTOOD saying what it understood and what it needs', () => {
    let error: unknown;
    try {
      parseScope("Hi, I'm in Boston, MA and need a quote");
    } catch (caught) {
      error = caught;
    }
    expect(hasErrorCode(error, 'SCOPE_NOT_UNDERSTOOD')).toBe(true);
    expect((error as QuoinError).message).toMatch(/Boston, MA/);
    expect((error as QuoinError).message).toMatch(/paint 3 bedrooms/);
    expect((error as QuoinError).details.understood).toEqual([
      'Location: Boston, MA → ZIP3 021 (from the city)',
    ]);
  });
});

describe('engine contract', () => {
  it('is deterministic', () => {
    const text = 'Paint 3 bedrooms and replace a 50-gallon water heater in Austin TX. I supply the paint.';
    expect(parseScope(text)).toEqual(parseScope(text));
  });

  it('titles the plan from the request', () => {
    expect(parseScope('paint the living room and replace the kitchen faucet. Thanks!').plan.title).toBe(
      'Paint the living room and replace the kitchen faucet',
    );
  });

  it('produces plans the engine prices, every line on its own assembly', async () => {
    const registry = defaultTradeRegistry();
    const priceSource = bundledCatalog();
    for (const [text] of PHRASINGS) {
      const { plan } = parseScope(text);
      const built = await buildEstimateFromPlan(plan, { registry, priceSource });
      expect(built.totals.laborCents, text).toBeGreaterThan(0);
    }
  }, 30_000);
});

describe('attic R-values', () => {
  const params = (text: string) => parseScope(text).plan.groups[0]?.items[0]?.params;
  it('reads the one R-value said to be there now as the existing insulation, not the target', () => {
    expect(params('add insulation to attic, 1,500 sq ft, currently R-19')).toMatchObject({
      target_r_value: 38,
      existing_r_value: 19,
    });
  });
  it('takes the larger of two R-values as the target', () => {
    expect(params('we have R-11 in the attic, 1000 sq ft, add more to get R-49')).toMatchObject({
      target_r_value: 49,
      existing_r_value: 11,
    });
  });
});

describe('standby generator sizes', () => {
  it('prices a size no maker sells as the next size up, and says so', () => {
    const result = parseScope('install a 15 kW standby generator');
    expect(result.plan.groups[0]?.items[0]?.params).toMatchObject({ generator_kw: 16 });
    expect(joined(result.plan.assumptions)).toMatch(/next size up, 16 kW/);
  });
});

describe('a fan where there is no fixture', () => {
  it('prices the new wiring, not a light fixture too', () => {
    const items = parseScope('install a ceiling fan in a room with no existing fixture').plan.groups.flatMap(
      (group) => group.items,
    );
    expect(items.map((item) => [item.assemblyId, item.complexity])).toEqual([['ceiling_fan', 'new_wiring']]);
  });
});

describe('a number too large to be a count', () => {
  it('prices one and asks, so a model number cannot price thousands of fixtures', () => {
    const result = parseScope('replace the kohler 3811 toilet');
    expect(result.plan.groups[0]?.items[0]?.quantity).toBe(1);
    expect(joined(result.plan.questions)).toMatch(/"3811" was not taken as a count/);
  });
});
