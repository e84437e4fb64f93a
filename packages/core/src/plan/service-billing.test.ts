import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { buildEstimateFromPlan } from './build-estimate-from-plan.ts';

const registry = defaultTradeRegistry();

async function build(text: string) {
  return buildEstimateFromPlan(parseScope(text).plan, { registry, priceSource: bundledCatalog(), id: 'e' });
}

const serviceLine = (built: Awaited<ReturnType<typeof build>>) =>
  built.estimate.groups.flatMap((g) => g.items).find((i) => i.planKey === 'qa/service-billing');

// Small service work that is the whole job is billed at the trade's published billed hourly rate plus its trip
// charge (trades' serviceBilling, with the guide named), never below it.
describe('service work billed at the trade’s rate and trip charge', () => {
  it.each([
    ['replace a light switch', 'electrical', 1],
    ['install a new kitchen faucet, I already bought it', 'plumbing', 1.25],
    ['toilet keeps running, fix it', 'plumbing', 1.5],
    ['swap 2 bathroom outlets for gfci', 'electrical', 1],
  ])('%s: at least the %s trip + hours at the billed rate', async (text, tradeId, minHours) => {
    const built = await build(text);
    const billing = registry.get(tradeId)!.serviceBilling!;
    expect(billing.source).toMatch(/\d{4}/);
    const floorCents = billing.tripChargeCents + minHours * billing.hourlyRateCents;
    expect(built.totals.grandTotalCents).toBeGreaterThanOrEqual(Math.round(floorCents * 0.99));
    expect(built.totals.grandTotalCents).toBeLessThan(floorCents * 2.5);
  });

  it('says how it billed, naming the source', async () => {
    const line = serviceLine(await build('replace a light switch'));
    expect(line?.description).toMatch(/trip \+ 1\.00 h × \$100\.00\/h billed \(HomeGuide/);
  });

  it.each(['paint a 12x12 bedroom and replace a light switch', 'kitchen remodel 10x12'])(
    'work beside bigger work keeps its wage pricing: %s',
    async (text) => {
      expect(serviceLine(await build(text))).toBeUndefined();
    },
  );

  it('every listed service assembly exists in its trade', () => {
    for (const trade of registry.all())
      for (const id of trade.serviceBilling?.assemblies ?? [])
        expect(
          trade.assemblies.map((a) => a.id),
          `${trade.id}/${id}`,
        ).toContain(id);
  });
});
