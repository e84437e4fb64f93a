import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import type { PriceSource } from '../catalog/price-source.ts';
import { newEstimate } from '../estimate/new-estimate.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { compilePlan } from './compile-plan.ts';
import { executePlan } from './execute-plan.ts';
import { finalizeEstimate } from './finalize-estimate.ts';
import { GOLDEN_PLANS } from './golden/golden-plans.ts';
import { applyQaPass, DEFAULT_QA_CONFIG } from './qa-pass.ts';
import { runEstimatePipeline } from './run-estimate-pipeline.ts';
import { assertValidPlan } from './validate-plan.ts';

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
const NOW = '2026-11-25T12:00:00.000Z';

describe('runEstimatePipeline', () => {
  it.each(Object.keys(GOLDEN_PLANS))('prices %s group by group as one whole execution would', async (key) => {
    const plan = assertValidPlan(GOLDEN_PLANS[key]);
    const start = newEstimate({ id: 'e1', title: plan.title, now: NOW });
    const whole = await executePlan(compilePlan(plan, registry, plan.zip), start, { registry, priceSource });
    const checked = applyQaPass(whole.estimate, registry, DEFAULT_QA_CONFIG);
    const expected = finalizeEstimate(
      checked.estimate,
      registry,
      plan.doubts.length ? { doubts: plan.doubts } : {},
    );
    expected.updatedAt = NOW;
    const result = await runEstimatePipeline(plan, { registry, priceSource, id: 'e1', now: NOW });
    expect(result.estimate).toEqual(expected);
    expect(result.events).toEqual(whole.events);
  });

  it('hands every step to runStep: one per group, then finalize', async () => {
    const plan = assertValidPlan(GOLDEN_PLANS['bathroom-remodel'] ?? Object.values(GOLDEN_PLANS)[0]);
    const keys: string[] = [];
    const told: string[] = [];
    await runEstimatePipeline(plan, {
      registry,
      priceSource,
      runStep: (step, current) => {
        keys.push(`${step.key} ${step.index + 1}/${step.total}`);
        return step.apply(current);
      },
      onGroupExecuted: (step) => {
        told.push(step.key);
      },
    });
    const groups = compilePlan(plan, registry, plan.zip).groups.length;
    expect(keys).toEqual([
      ...Array.from({ length: groups }, (_, i) => `group-${i} ${i + 1}/${groups + 1}`),
      `finalize ${groups + 1}/${groups + 1}`,
    ]);
    expect(told).toEqual(keys.slice(0, -1).map((k) => k.split(' ')[0]));
  });

  it('skips the QA pass when qa is false and rearranges before finalizing', async () => {
    const plan = assertValidPlan(Object.values(GOLDEN_PLANS)[0]);
    const withQa = await runEstimatePipeline(plan, { registry, priceSource });
    const without = await runEstimatePipeline(plan, {
      registry,
      priceSource,
      qa: false,
      afterExecute: (estimate) => ({ ...estimate, groups: [...estimate.groups].reverse() }),
    });
    expect(withQa.qaChanges.length).toBeGreaterThan(0);
    expect(without.qaChanges).toEqual([]);
    expect(without.estimate.groups.map((g) => g.name)).not.toEqual(withQa.estimate.groups.map((g) => g.name));
  });

  it('asks chooseProducts only about searches with no confident match, and prices again with its choices', async () => {
    const plan = assertValidPlan(Object.values(GOLDEN_PLANS)[0]);
    // Every search comes back unsure, so the pipeline has something to ask about.
    const unsure: PriceSource = {
      kind: priceSource.kind,
      search: async (query, options) =>
        (await priceSource.search(query, options)).map((c) => ({ ...c, confidence: 'low' as const })),
    };
    let asked = 0;
    const result = await runEstimatePipeline(plan, {
      registry,
      priceSource: unsure,
      chooseProducts: async (needs) => {
        asked++;
        const first = needs[0];
        return new Map(first?.candidates[0] ? [[first.query, first.candidates[0]]] : []);
      },
    });
    expect(asked).toBe(1);
    expect(result.lowConfidence.length).toBeGreaterThan(0);
    expect(result.chosen).toBe(1);
    const reasons = result.estimate.groups.flatMap((g) => g.items.flatMap((i) => i.materials));
    expect(reasons.some((m) => m.provenance?.confidence === 'medium')).toBe(true);
  });
});
