import { buildEstimateFromPlan, parseScope } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
afterAll(async () => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

interface View {
  estimate: {
    id: string;
    version: number;
    questions: string[];
    groups: { items: { title: string; quantity: number }[] }[];
  };
  totals: { grandTotalCents: number };
  changes?: string[];
}

let count = 0;
/** An estimate priced from text by the engine and stored, as an approved plan leaves it. */
async function pricedEstimate(text: string): Promise<View> {
  const { registry, priceSource } = t.context;
  const built = await buildEstimateFromPlan(parseScope(text, { registry }).plan, { registry, priceSource });
  await t.store.estimates.saveEstimate({ ...built.estimate, id: `est-q${++count}` }, { actor: 'test' });
  const read = await t.app.inject({ method: 'GET', url: `/api/estimates/est-q${count}` });
  return read.json() as View;
}

const answer = (view: View, question: string, text: string, version = view.estimate.version) =>
  t.app.inject({
    method: 'POST',
    url: `/api/estimates/${view.estimate.id}/questions/answer`,
    payload: { version, question, answer: text },
  });

describe('POST /api/estimates/:id/questions/answer', { timeout: 60_000 }, () => {
  it("re-sizes the room's lines, clears the question, moves the total, and undo takes it back", async () => {
    const before = await pricedEstimate('install carpet in the bedroom');
    const question = before.estimate.questions.find((q) => /sizes of the bedroom/.test(q))!;
    expect(question).toBeDefined();
    const response = await answer(before, question, '12x14');
    expect(response.statusCode).toBe(200);
    const after = response.json() as View;
    const lines = after.estimate.groups.flatMap((g) => g.items);
    expect(lines).toHaveLength(before.estimate.groups.flatMap((g) => g.items).length);
    expect(lines.find((l) => /carpet/i.test(l.title))?.quantity).toBe(168);
    expect(after.estimate.questions).not.toContain(question);
    expect(after.totals.grandTotalCents).toBeGreaterThan(before.totals.grandTotalCents);
    expect(after.changes?.join(' ')).toMatch(/144 → 168/);
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${before.estimate.id}/undo`,
      payload: { version: after.estimate.version },
    });
    expect(undone.json().estimate.questions).toContain(question);
    expect(undone.json().totals.grandTotalCents).toBe(before.totals.grandTotalCents);
  });

  it.each([
    ['a question the estimate does not have', 'Why?', '12x14', 400],
    [
      'a size that is not one',
      'What are the sizes of the bedroom (length × width, and ceiling height)?',
      'big',
      400,
    ],
    ['an empty answer', 'What are the sizes of the bedroom (length × width, and ceiling height)?', '  ', 400],
  ])('refuses %s and writes nothing', async (_case, question, text, status) => {
    const before = await pricedEstimate('install carpet in the bedroom');
    const response = await answer(before, question, text);
    expect(response.statusCode).toBe(status);
    const reread = await t.app.inject({ method: 'GET', url: `/api/estimates/${before.estimate.id}` });
    expect(reread.json().estimate.version).toBe(before.estimate.version);
  });

  it('refuses a stale version (409)', async () => {
    const before = await pricedEstimate('install carpet in the bedroom');
    const zip = before.estimate.questions.find((q) => /ZIP/.test(q))!;
    const size = before.estimate.questions.find((q) => /sizes of the bedroom/.test(q))!;
    expect((await answer(before, zip, '78704')).statusCode).toBe(200);
    expect((await answer(before, size, '12x14')).statusCode).toBe(409);
  });
});
