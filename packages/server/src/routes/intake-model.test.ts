import { SCRIPTED_PRICE, ScriptedLanguageModel } from '@quoin/agents';
import { intakeResponseSchema } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const model = new ScriptedLanguageModel('server-intake', ({ callIndex }) =>
  callIndex === 0
    ? {
        toolCalls: [
          {
            toolName: 'update_brief',
            input: { keepItems: [{ text: 'tub', source: 'said' }], domainsCovered: ['keep'] },
          },
          {
            toolName: 'respond_to_user',
            input: { message: 'Noted the tub. How big is the bathroom?', domain: 'dimensions' },
          },
        ],
      }
    : { text: 'no tools this time' },
);
beforeAll(async () => {
  t = await createTestApp({
    intakeModel: {
      model: { model, price: SCRIPTED_PRICE, label: 'scripted:server-intake' },
      now: () => new Date(),
    },
  });
});
afterAll(async () => t.close());

describe('intake with a model on the server', { timeout: 120_000 }, () => {
  it('answers a turn with the model, and falls back to the offline interviewer when it skips its tools twice', async () => {
    const intake = (
      await t.app.inject({ method: 'POST', url: '/api/intake', payload: { mode: 'quick' } })
    ).json();
    const first = intakeResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/intake/${intake.id}/answers`,
          payload: { answer: 'bathroom, keep the tub' },
        })
      ).json(),
    );
    expect(first.turns.at(-1)).toMatchObject({
      answeredBy: 'model',
      domain: 'dimensions',
      message: 'Noted the tub. How big is the bathroom?',
    });
    const second = intakeResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/intake/${intake.id}/answers`,
          payload: { answer: '5x8' },
        })
      ).json(),
    );
    expect(second.turns.at(-1)?.answeredBy).toBe('offline-fallback');
    expect(second.brief.keepItems.map((k) => k.text)).toEqual(['tub']);
    expect(model.calls).toHaveLength(3);
  });
});
