import { HELDOUT_REQUESTS, HELDOUT_ZIPS, lines } from '@quoin/testkit/scope';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { validatePlan } from '../plan/validate-plan.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();

describe('requests the parser had not seen', () => {
  it.each(HELDOUT_REQUESTS)('%s', (text, expected) => {
    const result = parseScope(text);
    expect(lines(result.plan)).toEqual(expected);
    expect(result.unrecognized).toEqual([]);
    expect(validatePlan(result.plan).ok).toBe(true);
  });

  it('covers at least 60 requests', () => {
    expect(HELDOUT_REQUESTS.length).toBeGreaterThanOrEqual(60);
  });
});

describe('each prices with every line resolved', () => {
  it.each(HELDOUT_REQUESTS.map(([text]) => [text]))('%s', async (text) => {
    const { plan } = parseScope(text);
    const built = await buildEstimateFromPlan(plan, { registry, priceSource });
    const unresolved = built.estimate.groups
      .flatMap((group) => group.items)
      .filter((item) => item.pricingState === 'unresolved')
      .map((item) => item.title);
    expect(unresolved).toEqual([]);
    expect(built.estimate.qualityScore).toBeGreaterThanOrEqual(70);
  });
});

describe('the place a request names', () => {
  it.each(HELDOUT_ZIPS)('%s', (text, zip) => {
    expect(parseScope(text).plan.zip).toBe(zip);
  });
});

describe('a template line takes the details of the same work named beside it', () => {
  const count = (text: string, assemblyId: string) =>
    lines(parseScope(text).plan).filter((line) => line.startsWith(`${assemblyId} `)).length;

  it.each([
    ['gut and remodel a 5x8 bathroom, new tile floor and shower walls', 'shower_wall_tile'],
    ['gut and remodel a 5x8 bathroom, new tile floor and shower walls', 'floor_tile'],
    ['kitchen remodel 12x14 with quartz countertops and new cabinets', 'base_cabinets'],
    ['remodel the bathroom. Also put in a new toilet and a vanity.', 'toilet_replace'],
  ])('%s: one %s line', (text, assemblyId) => {
    expect(count(text, assemblyId)).toBe(1);
  });

  it("takes the customer's stated size and withdraws the stand-in's question", () => {
    const { plan } = parseScope('remodel my 5x8 bathroom, tile the shower walls, 96 sq ft');
    const shower = plan.groups.flatMap((g) => g.items).filter((i) => i.assemblyId === 'shower_wall_tile');
    expect(shower.map((i) => i.quantity)).toEqual([96]);
  });

  it("keeps the template's room-derived size when the customer names the work without one", () => {
    const { plan } = parseScope('redo the 5x8 bathroom, paint');
    const paint = plan.groups.flatMap((g) => g.items).filter((i) => i.assemblyId === 'interior_wall_paint');
    // Perimeter 26 ft × 8 ft = 208 sq ft, less the 80 sq ft of shower tile.
    expect(paint.map((i) => i.quantity)).toEqual([128]);
  });
});
