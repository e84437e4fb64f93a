import { GOLDEN_REQUESTS } from '@quoin/core';
import { TEST_NOW, testContext } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { GOLDEN_CONVERSATIONS } from './golden-conversations.ts';
import { runEval } from './run-eval.ts';

describe('quoin eval with the scripted model', () => {
  it('plays every golden conversation and passes every required check', async () => {
    const { context } = testContext();
    const report = await runEval(context, GOLDEN_CONVERSATIONS, TEST_NOW);
    const failures = report.results
      .filter((r) => !r.passed)
      .map(
        (r) =>
          `${r.id}: ${
            r.error ??
            r.checks
              .filter((c) => c.required && !c.ok)
              .map((c) => `${c.name} ${c.detail}`)
              .join('; ')
          }`,
      );
    expect(failures).toEqual([]);
    expect(report.passed).toBe(GOLDEN_CONVERSATIONS.length);
    // Published ranges are a score, not a gate; the figure is printed by quoin eval and the bench.
    expect(report.inRange.of).toBe(GOLDEN_REQUESTS.length);
    expect(report.inRange.ok).toBeGreaterThan(0);
    const imported = report.results.find((r) => r.id === 'import-bathroom-bid');
    expect(imported?.grandTotalCents).toBe(477_575);
  }, 60_000);

  it('a check fails when the model misbehaves', async () => {
    const { context } = testContext([{ text: 'no plan from me' }]);
    const report = await runEval(context, [GOLDEN_CONVERSATIONS[0]!], TEST_NOW);
    expect(report.results[0]).toMatchObject({
      passed: false,
      error: expect.stringMatching(/did not produce a valid plan/),
    });
  });
});
