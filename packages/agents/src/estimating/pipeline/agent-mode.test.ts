import { buildEstimateFromPlan, type Estimate, validatePlan } from '@quoin/core';
import { testContext } from '@quoin/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { parserResponder } from '../scripted-models/parser-responder.ts';
import { lastToolResults, type ScriptedCall } from '../scripted-models/scripted-model.ts';
import { retryTarget } from './classify-issues.ts';
import { runAgentMode } from './run-agent-mode.ts';

const { context: base } = testContext();
async function build(text: string): Promise<Estimate> {
  const { parseScope } = await import('@quoin/core');
  const plan = parseScope(text, { registry: base.tradeRegistry }).plan;
  return (
    await buildEstimateFromPlan(plan, {
      registry: base.tradeRegistry,
      priceSource: base.priceSource,
      id: 'e',
    })
  ).estimate;
}
let waterHeater: Estimate;
beforeAll(async () => {
  waterHeater = await build('replace 40 gallon gas water heater');
});

/** A reviewer that makes one call with the given tool, then stops. */
function reviewer(toolName: string, input: unknown) {
  const parser = parserResponder();
  return (call: ScriptedCall) => {
    if (!call.toolNames.includes('replace_material')) return parser(call);
    if (lastToolResults(call.prompt).length > 0) return { text: 'Done.' };
    return { toolCalls: [{ toolName, input }] };
  };
}

describe('agent mode', () => {
  it('runs the reviewer and the QA agent, scores, and skips the retry at 70 or more', async () => {
    const { context } = testContext();
    const result = await runAgentMode(context, waterHeater, 'replace 40 gallon gas water heater');
    expect(result.scoreAfter).toBeGreaterThanOrEqual(70);
    expect(result.retried).toBeUndefined();
    expect(context.usage.callsByAgent).toEqual({ 'pi-reviewer': 1, qa: 2 });
    expect(result.changes.map((c) => c.description)).toEqual(['QA pass']);
  });

  it('refuses a review change that lowers the total by more than 30%, and tells the model', async () => {
    const heater = waterHeater.groups.flatMap((g) => g.items).find((i) => i.title.includes('water heater'))!;
    const { context, events } = testContext(
      reviewer('remove_material', { lineId: heater.id, materialId: heater.materials[0]!.id, reason: 'test' }),
    );
    const result = await runAgentMode(context, waterHeater, 'replace 40 gallon gas water heater');
    expect(result.refused).toMatchObject([{ pass: 'review', reason: expect.stringMatching(/at most 30%/) }]);
    const line = result.estimate.groups.flatMap((g) => g.items).find((i) => i.id === heater.id)!;
    expect(line.materials).toHaveLength(heater.materials.length);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'tool-call', toolName: 'remove_material', status: 'error' }),
    );
  });

  it('lets the reviewer remove a small wrong product', async () => {
    const heater = waterHeater.groups.flatMap((g) => g.items).find((i) => i.title.includes('water heater'))!;
    const pan = heater.materials.find((m) => m.name.includes('drain pan'))!;
    const { context } = testContext(
      reviewer('remove_material', { lineId: heater.id, materialId: pan.id, reason: 'not needed' }),
    );
    const result = await runAgentMode(context, waterHeater, 'replace 40 gallon gas water heater');
    const line = result.estimate.groups.flatMap((g) => g.items).find((i) => i.id === heater.id)!;
    expect(line.materials.map((m) => m.id)).not.toContain(pan.id);
    expect(result.refused).toEqual([]);
  });

  it('never changes a line the user edited', async () => {
    const edited = structuredClone(waterHeater);
    const heater = edited.groups.flatMap((g) => g.items).find((i) => i.title.includes('water heater'))!;
    heater.userEdited = true;
    const pan = heater.materials.find((m) => m.name.includes('drain pan'))!;
    const { context } = testContext(
      reviewer('remove_material', { lineId: heater.id, materialId: pan.id, reason: 'x' }),
    );
    const result = await runAgentMode(context, edited, 'replace 40 gallon gas water heater');
    expect(result.refused[0]?.reason).toMatch(/edited by the user/);
    const after = result.estimate.groups.flatMap((g) => g.items).find((i) => i.id === heater.id)!;
    expect(after.materials).toEqual(heater.materials);
  });

  it('the reviewer swaps a material for another catalog sku; the engine redoes the package math', async () => {
    const heater = waterHeater.groups.flatMap((g) => g.items).find((i) => i.title.includes('water heater'))!;
    const tank = heater.materials[0]!;
    const query = 'water heater gas 50 gal';
    const { context } = testContext();
    const candidates = await context.priceSource.search(query, { limit: 10 });
    const other = candidates.find((c) => c.item.sku !== tank.provenance.sku && c.confidence !== 'low')!;
    const { context: run } = testContext(
      reviewer('replace_material', { lineId: heater.id, materialId: tank.id, sku: other.item.sku, query }),
    );
    const result = await runAgentMode(run, waterHeater, 'replace the water heater');
    const after = result.estimate.groups.flatMap((g) => g.items).find((i) => i.id === heater.id)!;
    expect(after.materials[0]).toMatchObject({
      name: other.item.name,
      provenance: { sku: other.item.sku, basePriceCents: other.item.priceCents },
    });
    expect(result.changes.map((c) => c.pass)).toContain('review');
  });

  it('the QA agent adds missing work as plan items the engine prices', async () => {
    const { context } = testContext((call) => {
      if (!call.toolNames.includes('apply_qa_pass')) return { text: 'ok' };
      if (lastToolResults(call.prompt).length > 0) return { text: 'Added the GFCI.' };
      return {
        toolCalls: [
          { toolName: 'apply_qa_pass', input: {} },
          {
            toolName: 'add_plan_items',
            input: {
              groups: [
                { name: 'Electrical', items: [{ title: 'Install GFCI outlet', quantity: 1, uom: 'each' }] },
              ],
            },
          },
        ],
      };
    });
    const result = await runAgentMode(context, waterHeater, 'replace the water heater and add a GFCI');
    const gfci = result.estimate.groups
      .flatMap((g) => g.items)
      .find((i) => i.title === 'Install GFCI outlet')!;
    expect(gfci.rateCents).toBeGreaterThan(0);
    expect(gfci.materials.length).toBeGreaterThan(0);
    expect(result.changes.map((c) => c.description)).toEqual(['QA pass', 'added 1 plan items']);
  });

  it('below 70, retries once with the pricing agent on unresolved lines', async () => {
    const plan = validatePlan({
      title: 'Trim',
      groups: [
        {
          name: 'Exterior trim',
          items: [
            {
              title: 'Composite fascia board',
              type: 'material',
              quantity: 4,
              uom: 'each',
              searchQuery: '1 in. x 8 in. x 12 ft. composite fascia board',
            },
            {
              title: 'Composite fascia boards, back',
              type: 'material',
              quantity: 2,
              uom: 'each',
              searchQuery: '1 in. x 8 in. x 12 ft. composite fascia board',
            },
            {
              title: 'Composite fascia boards, side',
              type: 'material',
              quantity: 2,
              uom: 'each',
              searchQuery: '1 in. x 8 in. x 12 ft. composite fascia board',
            },
          ],
        },
      ],
    });
    if (!validated(plan)) throw new Error('bad plan');
    const estimate = (
      await buildEstimateFromPlan(plan.value, {
        registry: base.tradeRegistry,
        priceSource: base.priceSource,
        id: 't',
      })
    ).estimate;
    expect(estimate.qualityScore).toBeLessThan(70);
    const { context } = testContext();
    const result = await runAgentMode(context, estimate, 'fascia boards', plan.value);
    expect(result.retried).toBe('pricing');
    expect(context.usage.callsByAgent.pricing).toBe(1);
    expect(result.scoreAfter).toBeGreaterThan(result.scoreBefore);
    const states = result.estimate.groups.flatMap((g) => g.items).map((i) => i.pricingState);
    expect(states).not.toContain('unresolved');
  });
});

describe('agent mode, scope retry', () => {
  it('below 70 with scope issues only, the scope agent retries and removes what is costed twice', async () => {
    const doubled = structuredClone(waterHeater);
    const heater = doubled.groups.flatMap((g) => g.items).find((i) => i.title.includes('water heater'))!;
    const group = doubled.groups.find((g) => g.items.includes(heater))!;
    const small = heater.materials.filter((m) => m.priceCents < 6000).slice(0, 3);
    for (const [n, material] of small.entries())
      group.items.push({
        ...heater,
        id: `li-dup-${n}`,
        type: 'material',
        title: `Extra ${material.name}`,
        quantity: material.packages,
        uom: material.packageUnit,
        rateCents: material.priceCents,
        materials: [material],
        labor: undefined,
        planKey: undefined,
      });
    const { context } = testContext((call) => {
      if (!call.toolNames.includes('remove_line_item'))
        return call.toolNames.includes('apply_qa_pass') && lastToolResults(call.prompt).length === 0
          ? { toolCalls: [{ toolName: 'apply_qa_pass', input: {} }] }
          : { text: 'ok' };
      if (lastToolResults(call.prompt).length > 0) return { text: 'Removed the duplicates.' };
      return {
        toolCalls: small.map((_, n) => ({
          toolName: 'remove_line_item',
          input: { lineId: `li-dup-${n}`, reason: 'costed twice' },
        })),
      };
    });
    const result = await runAgentMode(context, doubled, 'replace the water heater');
    expect(result.scoreBefore).toBeLessThan(70);
    expect(result.retried).toBe('scope');
    expect(context.usage.callsByAgent.scope).toBe(2);
    expect(result.estimate.issues.some((i) => i.code === 'DOUBLE_COSTED')).toBe(false);
    expect(result.scoreAfter).toBeGreaterThanOrEqual(70);
  });
});

function validated<T>(result: { ok: boolean; value?: T }): result is { ok: true; value: T } {
  return result.ok;
}

describe('retryTarget', () => {
  const issue = (code: string, severity: 'blocking' | 'warning' | 'info' = 'blocking') => ({
    code,
    severity,
    path: [],
    message: '',
  });
  it.each([
    [[issue('UNRESOLVED'), issue('MISSING_PERMIT', 'warning')], 'pricing'],
    [[issue('DOUBLE_COSTED'), issue('STALE_PRICE', 'info')], 'scope'],
    [[issue('MISSING_CONTINGENCY', 'info')], undefined],
    [[], undefined],
  ] as const)('%j → %s', (issues, target) => {
    expect(retryTarget(issues)).toBe(target);
  });
});
