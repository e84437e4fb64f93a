import { TEST_NOW, testContext } from '@quoin/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpendLedger } from '../../runs/spend-ledger.ts';
import { preloadTokenizer } from '../scripted-models/count-prompt-tokens.ts';
import { parserResponder } from '../scripted-models/parser-responder.ts';
import { lastToolResults, lastUserText, type ScriptedCall } from '../scripted-models/scripted-model.ts';
import { priceApprovedPlan } from './price-approved-plan.ts';
import { proposePlan } from './propose-plan.ts';

// The tokenizer loads on first use (issue 14); loading it is set-up, not the first test's time.
beforeAll(() => preloadTokenizer());
describe('plan mode', () => {
  it('prices a typical residential job in at most 4 model calls and under 20,000 prompt tokens', async () => {
    const { context, model, events } = testContext();
    const proposed = await proposePlan(context, { text: 'Remodel my 5x8 bathroom in Austin, TX' });
    expect(proposed.plan.groups.length).toBeGreaterThan(3);
    expect(proposed.plan.zip).toBe('787');
    expect(proposed.text).toMatch(/Approve the plan/);
    expect(events.filter((e) => e.type === 'text-delta').length).toBeGreaterThan(3);
    // Nothing is priced before approval.
    expect(JSON.stringify(proposed.plan)).not.toMatch(/rateCents/);

    const priced = await priceApprovedPlan(context, proposed.plan, { id: 'est-1', now: TEST_NOW });
    expect(priced.estimate.mode).toBe('agent');
    expect(priced.totals.grandTotalCents).toBeGreaterThan(0);
    expect(priced.estimate.qualityScore).toBeGreaterThanOrEqual(70);
    expect(context.usage.modelCalls).toBeLessThanOrEqual(4);
    expect(context.usage.inputTokens).toBeLessThan(20_000);
    expect(context.usage.modelCalls).toBe(model.calls.length);
    expect(model.calls[0]?.toolNames).toEqual(['generate_plan']);
  });

  it('a follow-up sees the approved lines and plans only what it adds', async () => {
    const prompts: string[] = [];
    const parser = parserResponder();
    const { context } = testContext((call) => {
      prompts.push(lastUserText(call.prompt));
      return parser(call);
    });
    const first = await proposePlan(context, { text: 'paint a 12x14 bedroom in 60614' });
    const priced = await priceApprovedPlan(context, first.plan, { id: 'e', now: TEST_NOW });
    const next = await proposePlan(context, {
      text: 'also replace the 40 gallon gas water heater',
      current: priced.estimate,
    });
    const prompt = prompts.at(-1) ?? '';
    expect(prompt).toMatch(/Current estimate \(approved\)/);
    expect(prompt).toMatch(/Paint interior walls: 416 sq_ft/);
    expect(next.plan.groups.flatMap((g) => g.items.map((i) => i.title))).toEqual([
      'Replace 40 gallon gas water heater',
    ]);
  });

  it('sends an invalid plan back to the model, which repairs it', async () => {
    const good = {
      title: 'Bedroom',
      groups: [{ name: 'Painting', items: [{ title: 'Paint walls', quantity: 416, uom: 'sq_ft' }] }],
    };
    const seen: ScriptedCall[] = [];
    const { context } = testContext((call) => {
      seen.push(call);
      if (call.callIndex === 0)
        return {
          toolCalls: [
            {
              toolName: 'generate_plan',
              input: {
                groups: [
                  { name: 'Painting', items: [{ title: 'Paint walls', quantity: 416, uom: 'acres' }] },
                ],
              },
            },
          ],
        };
      return { text: 'Fixed the unit.', toolCalls: [{ toolName: 'generate_plan', input: good }] };
    });
    const proposed = await proposePlan(context, { text: 'paint a 12x14 bedroom' });
    expect(proposed.plan.groups[0]?.items[0]?.uom).toBe('sq_ft');
    expect(context.usage.modelCalls).toBe(2);
    const error = JSON.stringify(lastToolResults(seen[1]!.prompt));
    expect(error).toMatch(/INVALID_ARGUMENTS/);
    expect(error).toMatch(/uom/);
  });

  it('reads units the way people write them without a repair call', async () => {
    const plan = {
      groups: [
        {
          name: 'Painting',
          items: [
            { title: 'Paint walls', quantity: 416, uom: 'sq ft' },
            { title: 'Paint trim', quantity: 60, uom: 'LF' },
          ],
        },
      ],
    };
    const { context } = testContext([{ toolCalls: [{ toolName: 'generate_plan', input: plan }] }]);
    const proposed = await proposePlan(context, { text: 'paint a 12x14 bedroom' });
    expect(proposed.plan.groups[0]?.items.map((i) => i.uom)).toEqual(['sq_ft', 'linear_ft']);
    expect(context.usage.modelCalls).toBe(1);
  });

  it('fails with a clear error when the model never submits a plan', async () => {
    const { context } = testContext([{ text: 'What color do you want?' }]);
    await expect(proposePlan(context, { text: 'paint a room' })).rejects.toMatchObject({
      code: 'SCOPE_NOT_UNDERSTOOD',
    });
  });

  it('consults the execution agent only for low-confidence materials, among catalog candidates', async () => {
    const { context } = testContext(parserResponder());
    const proposed = await proposePlan(context, { text: 'build a 12x16 composite deck in Nashville TN' });
    const priced = await priceApprovedPlan(context, proposed.plan, { id: 'deck', now: TEST_NOW });
    expect(priced.lowConfidence.map((need) => need.query)).toContain(
      '1 in. x 8 in. x 12 ft. composite fascia board',
    );
    expect(priced.chosen).toBe(priced.lowConfidence.length);
    expect(context.usage.callsByAgent).toEqual({ scope: 1, execution: 1 });
    const materials = priced.estimate.groups.flatMap((g) => g.items.flatMap((i) => i.materials));
    const chosen = materials.filter((m) =>
      m.provenance.notes.includes('chosen by the model among catalog candidates'),
    );
    expect(chosen.length).toBeGreaterThan(0);
    // The price is the catalog's (with the location factor), never the model's.
    const candidate = priced.lowConfidence[0]!.candidates[0]!;
    expect(chosen[0]?.provenance.sku).toBe(candidate.item.sku);
    expect(chosen[0]?.provenance.basePriceCents).toBe(candidate.item.priceCents);
  });

  it('refuses a sku that is not a candidate, and the model corrects itself', async () => {
    const base = parserResponder();
    const { context } = testContext((call) => {
      if (!call.toolNames.includes('choose_products')) return base(call);
      if (lastToolResults(call.prompt).length === 0)
        return {
          toolCalls: [
            { toolName: 'choose_products', input: { choices: [{ need: 'n1', sku: 'made-up-sku' }] } },
          ],
        };
      return {
        toolCalls: [{ toolName: 'choose_products', input: { choices: [{ need: 'n1', sku: null }] } }],
      };
    });
    const proposed = await proposePlan(context, { text: 'build a 12x16 composite deck in Nashville TN' });
    const priced = await priceApprovedPlan(context, proposed.plan, { id: 'deck', now: TEST_NOW });
    expect(priced.chosen).toBe(0);
    expect(context.usage.callsByAgent.execution).toBe(2);
  });

  it('holds to the run budget: a call whose worst case does not fit is refused before it is made', async () => {
    const { context, model } = testContext();
    context.model = {
      ...context.model,
      price: { ...context.model.price, inputUsdPerMillionTokens: 2, outputUsdPerMillionTokens: 8 },
    };
    context.budget = { limits: { maxRunMicroUsd: 100 }, ledger: new InMemorySpendLedger() };
    await expect(proposePlan(context, { text: 'paint a 12x14 bedroom' })).rejects.toMatchObject({
      code: 'BUDGET_EXCEEDED',
    });
    expect(model.calls).toHaveLength(0);
  });

  it('makes no pricing call when every search was confident', async () => {
    const { context } = testContext();
    const proposed = await proposePlan(context, { text: 'replace 40 gallon gas water heater' });
    await priceApprovedPlan(context, proposed.plan, { id: 'wh', now: TEST_NOW });
    expect(context.usage.callsByAgent).toEqual({ scope: 1 });
  });
});
