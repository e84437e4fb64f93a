import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { answerQuestion } from './answer-question.ts';

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
const options = { registry, priceSource };

async function estimateOf(text: string): Promise<Estimate> {
  return (await buildEstimateFromPlan(parseScope(text, { registry }).plan, options)).estimate;
}

const items = (e: Estimate) => e.groups.flatMap((g) => g.items);
const total = (e: Estimate) => computeEstimateTotals(e).grandTotalCents;
const asked = (e: Estimate, pattern: RegExp) => {
  const question = [...e.questions, ...(e.doubts ?? [])].find((q) => pattern.test(q));
  if (!question) throw new Error(`no question ${pattern} in ${JSON.stringify(e.questions)}`);
  return question;
};

let bedroom: Estimate;
beforeAll(async () => {
  bedroom = await estimateOf('install carpet in the bedroom and paint it');
});

describe('answering an open question', () => {
  it("re-sizes the room's lines from its size, clears the question and moves the total", async () => {
    const question = asked(bedroom, /sizes of the bedroom/);
    const { estimate, changes } = await answerQuestion(
      bedroom,
      { question, answer: '12x14 with 9 ft ceilings' },
      options,
    );
    const quantities = Object.fromEntries(items(estimate).map((i) => [i.title, i.quantity]));
    expect(quantities).toMatchObject({ 'Install carpet and pad': 168, 'Paint interior walls': 468 });
    expect(items(estimate)).toHaveLength(items(bedroom).length);
    expect(estimate.questions).not.toContain(question);
    expect(total(estimate)).toBeGreaterThan(total(bedroom));
    expect(changes.join(' ')).toMatch(/144 → 168/);
    expect(estimate.qualityScore).toBeDefined();
  });

  it('prices the estimate for the ZIP given and drops the national-average note', async () => {
    const question = asked(bedroom, /ZIP/);
    const { estimate } = await answerQuestion(bedroom, { question, answer: 'it is 10001' }, options);
    expect(estimate.location?.input).toBe('10001');
    expect(estimate.questions).not.toContain(question);
    expect(estimate.assumptions.some((a) => /^No location given/.test(a))).toBe(false);
    expect(total(estimate)).toBeGreaterThan(total(bedroom));
  });

  it('records any other answer, clears the question and applies an answer that is an edit', async () => {
    const question = asked(bedroom, /ceilings, trim or doors/);
    const { estimate } = await answerQuestion(bedroom, { question, answer: 'Walls only.' }, options);
    expect(estimate.questions).not.toContain(question);
    expect(estimate.assumptions).toContain(`${question} Walls only. (answered).`);
    expect(total(estimate)).toBe(total(bedroom));
  });

  it('takes a figure for a typical quantity as the line quantity', async () => {
    const windows = await estimateOf('replace the windows');
    const question = asked(windows, /for "/);
    const { estimate } = await answerQuestion(windows, { question, answer: '6' }, options);
    const line = items(estimate).find((i) => i.quantitySource === 'stated');
    expect(line?.quantity).toBe(6);
    expect(estimate.questions).not.toContain(question);
  });

  it("clears a reader's doubt (SCOPE_DOUBT) it answers, so the estimate is no longer held for it", async () => {
    const doubted = await estimateOf('paint the bedroom and install -5 sq ft of carpet');
    const doubt = doubted.doubts?.find((d) => /below zero/.test(d));
    expect(doubt).toBeDefined();
    expect(doubted.issues.some((issue) => issue.code === 'SCOPE_DOUBT')).toBe(true);
    const { estimate } = await answerQuestion(
      doubted,
      { question: doubt!, answer: 'No carpet: paint only.' },
      options,
    );
    expect(estimate.doubts ?? []).not.toContain(doubt);
    expect(estimate.questions).not.toContain(doubt);
    expect(estimate.issues.some((issue) => issue.code === 'SCOPE_DOUBT')).toBe(false);
    expect(estimate.lifecycleState).not.toBe(doubted.lifecycleState);
  });

  it.each([
    ['a question the estimate does not have', 'What colour is the sky?', '12x14', /no such open question/],
    [
      'an empty answer',
      'What are the sizes of the bedroom (length × width, and ceiling height)?',
      ' ',
      /empty/,
    ],
    [
      'a size that is not one',
      'What are the sizes of the bedroom (length × width, and ceiling height)?',
      'big',
      /length × width/,
    ],
  ])('refuses %s', async (_case, question, answer, message) => {
    await expect(answerQuestion(bedroom, { question, answer }, options)).rejects.toThrow(message);
  });
});
