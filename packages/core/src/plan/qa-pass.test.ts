import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { buildEstimateFromPlan } from './build-estimate-from-plan.ts';
import type { PlanInput } from './plan-schema.ts';
import { applyQaPass, DEFAULT_QA_CONFIG } from './qa-pass.ts';

const registry = defaultTradeRegistry();
const build = (plan: PlanInput, qa = DEFAULT_QA_CONFIG) =>
  buildEstimateFromPlan(plan, { registry, priceSource: bundledCatalog(), id: 'e', qa });
const oneSwitch: PlanInput = {
  groups: [{ name: 'Electrical', items: [{ title: 'Replace light switch', quantity: 1, uom: 'each' }] }],
};
// A trade without serviceBilling (service-billing.test.ts covers the trades with it): the flat minimum holds.
const oneThermostat: PlanInput = {
  groups: [{ name: 'HVAC', items: [{ title: 'Install smart thermostat', quantity: 1, uom: 'each' }] }],
};
const panel: PlanInput = {
  groups: [
    {
      name: 'Electrical',
      items: [{ title: 'Upgrade electrical panel to 200 amp', quantity: 1, uom: 'each' }],
    },
  ],
};
const basement: PlanInput = {
  groups: [{ name: 'Drywall', items: [{ title: 'Hang and finish drywall', quantity: 1650, uom: 'sq_ft' }] }],
};
const lines = (built: Awaited<ReturnType<typeof build>>) => built.estimate.groups.flatMap((g) => g.items);

describe('applyQaPass', () => {
  it('holds a one-thermostat job to the HVAC minimum charge', async () => {
    const built = await build(oneThermostat);
    const minimum = lines(built).find((i) => i.planKey === 'qa/minimum');
    expect(minimum?.labor?.formula).toMatch(/minimum − .* labor =/);
    expect(built.totals.laborCents).toBeLessThan(registry.get('hvac')!.minimumChargeCents);
  });

  it('treats the minimum as the price billed: labor with its markup, overhead and profit comes to the minimum', async () => {
    const built = await build(oneThermostat);
    const { laborCents, laborMarkupCents } = built.totals;
    const { overheadPercent, profitPercent } = built.estimate.settings;
    const billedCents =
      (laborCents + laborMarkupCents) * (1 + overheadPercent / 100) * (1 + profitPercent / 100);
    const minimumCents = registry.get('hvac')!.minimumChargeCents;
    expect(Math.abs(billedCents - minimumCents)).toBeLessThanOrEqual(5);
  });

  it('adds the permit a regulated trade needs, once', async () => {
    const built = await build(panel);
    const permits = lines(built).filter((i) => i.type === 'permit');
    expect(permits.map((p) => [p.title, p.origin])).toEqual([
      ['Electrical service change permit and utility coordination', 'qa'],
    ]);
    const again = applyQaPass(built.estimate, registry);
    expect(again.changes).toEqual([]);
    expect(again.estimate).toEqual(built.estimate);
  });

  it('asks no permit for a like-for-like fixture swap', async () => {
    const built = await build({
      groups: [{ name: 'Plumbing', items: [{ title: 'Replace kitchen faucet', quantity: 1, uom: 'each' }] }],
    });
    expect(lines(built).filter((i) => i.type === 'permit')).toEqual([]);
    expect(built.estimate.issues.map((i) => i.code)).not.toContain('MISSING_PERMIT');
  });

  it('keeps the permit when the trade profile exempts no swap: an AC replacement needs a mechanical permit', async () => {
    const built = await build({
      groups: [{ name: 'HVAC', items: [{ title: 'Replace AC condenser', quantity: 1, uom: 'each' }] }],
    });
    expect(
      lines(built)
        .filter((i) => i.type === 'permit')
        .map((i) => i.title),
    ).toEqual(['Mechanical (HVAC) permit']);
  });

  it('adds cleanup and disposal to a real job once, but not to a service visit', async () => {
    const built = await build(basement);
    expect(lines(built).filter((i) => i.planKey === 'qa/cleanup')).toHaveLength(1);
    expect(applyQaPass(built.estimate, registry).changes).toEqual([]);
    expect(lines(await build(oneSwitch)).some((i) => i.planKey === 'qa/cleanup')).toBe(false);
  });

  it('adds 5% contingency above $2,000 and overhead and profit', async () => {
    const built = await build(panel);
    expect(built.totals.subtotalCents).toBeGreaterThan(200_000);
    expect(built.estimate.settings).toMatchObject({
      contingencyPercent: 5,
      overheadPercent: 10,
      profitPercent: 10,
    });
    expect(built.estimate.assumptions.join(' ')).toMatch(/Contingency of 5%/);
    const small = await build(oneSwitch);
    expect(small.estimate.settings.contingencyPercent).toBe(0);
  });

  it('does only what its configuration allows', async () => {
    const config = {
      ...DEFAULT_QA_CONFIG,
      addPermits: false,
      addCleanup: false,
      overheadPercent: 0,
      profitPercent: 0,
    };
    const built = await build({ groups: [...panel.groups, ...basement.groups] }, config);
    expect(lines(built).some((i) => i.origin === 'qa')).toBe(false);
    expect(built.estimate.settings.overheadPercent).toBe(0);
    expect(built.estimate.issues.map((i) => i.code)).toEqual(
      expect.arrayContaining(['MISSING_PERMIT', 'MISSING_CLEANUP']),
    );
  });

  it('never changes or removes a line, so a user’s edit stands', async () => {
    const built = await build(panel);
    const edited = structuredClone(built.estimate);
    const line = edited.groups
      .flatMap((g) => g.items)
      .find((i) => i.type === 'assembly' && i.origin === 'plan')!;
    line.rateCents = 12345;
    line.userEdited = true;
    const after = applyQaPass(edited, registry).estimate;
    const before = edited.groups.flatMap((g) => g.items);
    const kept = after.groups.flatMap((g) => g.items).filter((i) => before.some((b) => b.id === i.id));
    expect(kept).toEqual(before);
    expect(computeEstimateTotals(after).grandTotalCents).toBeGreaterThanOrEqual(
      computeEstimateTotals(edited).grandTotalCents,
    );
  });
});
