import {
  buildEstimateFromPlan,
  bundledCatalog,
  computeEstimateTotals,
  defaultTradeRegistry,
  GOLDEN_PLANS,
} from '@quoin/core';
import type { EstimateExportInput } from '../estimate-document.ts';

export const TEST_NOW = '2026-11-22T12:00:00.000Z';

const cache = new Map<string, Promise<EstimateExportInput>>();

/** A golden plan priced with the bundled catalog at a fixed time, built once per test worker. */
export function buildGoldenEstimate(name: string): Promise<EstimateExportInput> {
  let built = cache.get(name);
  if (!built) {
    const plan = GOLDEN_PLANS[name];
    if (!plan) throw new Error(`no golden plan ${name}`);
    built = buildEstimateFromPlan(plan, {
      registry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
      id: `test-${name}`,
      now: TEST_NOW,
      settings: { taxRatePercent: 8.25 },
    }).then(({ estimate, totals }) => ({ estimate, totals }));
    cache.set(name, built);
  }
  return built;
}

export const GOLDEN_NAMES = Object.keys(GOLDEN_PLANS);

/**
 * A golden estimate plus a group with the line types and overrides the golden plans lack: a standalone
 * material line (its attached product documents it), an allowance, a text line and an assembly with its own
 * markups. Totals recomputed by the engine.
 */
async function buildEstimateWithEveryLineType(): Promise<EstimateExportInput> {
  const { estimate } = structuredClone(await buildGoldenEstimate('siding'));
  const base = {
    description: '',
    laborOnly: false,
    materials: [],
    pricingState: 'user' as const,
    origin: 'user' as const,
    userEdited: false,
    issues: [],
  };
  const documented = estimate.groups.flatMap((group) => group.items.flatMap((item) => item.materials))[0]!;
  estimate.groups.push({
    id: 'grp-extras',
    name: 'Owner selections',
    sortOrder: 99,
    items: [
      {
        ...base,
        id: 'x-material',
        type: 'material',
        title: 'Owner-selected trim boards',
        quantity: 7,
        uom: 'piece',
        rateCents: 1299,
        materials: [{ ...documented, packages: 7, priceCents: 1299 }],
      },
      {
        ...base,
        id: 'x-allowance',
        type: 'allowance',
        title: 'Light fixture allowance',
        quantity: 1,
        uom: 'lump_sum',
        rateCents: 50_000,
      },
      {
        ...base,
        id: 'x-text',
        type: 'text',
        title: 'Owner to clear the driveway',
        quantity: 0,
        uom: 'each',
        rateCents: 0,
      },
      {
        ...base,
        id: 'x-assembly',
        type: 'assembly',
        title: 'Rehang gutters (own markups)',
        quantity: 42.5,
        uom: 'linear_ft',
        rateCents: 333,
        laborMarkupPercent: 35,
        materialMarkupPercent: 7.5,
        materials: [{ ...documented, packages: 3, priceCents: 2_499 }],
      },
    ],
  });
  estimate.settings = {
    ...estimate.settings,
    contingencyPercent: 7,
    overheadPercent: 12.5,
    profitPercent: 9,
  };
  return { estimate, totals: computeEstimateTotals(estimate) };
}

/** Every golden plan and the every-line-type estimate, by name, for table-driven export tests. */
export const EXPORT_CASES = [...GOLDEN_NAMES, 'every-line-type'];

export function buildExportCase(name: string): Promise<EstimateExportInput> {
  return name === 'every-line-type' ? buildEstimateWithEveryLineType() : buildGoldenEstimate(name);
}
