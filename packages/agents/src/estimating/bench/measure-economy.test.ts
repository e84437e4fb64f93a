import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import { ECONOMY_TARGET } from '../eval/eval-checks.ts';
import { measurePlanMode, measureToolByTool, TYPICAL_JOBS } from './measure-economy.ts';

const engine = {
  tradeRegistry: defaultTradeRegistry(),
  priceSource: bundledCatalog(),
  now: () => new Date('2026-03-02T10:00:00Z'),
};

describe('economy measurement', () => {
  it('plan mode meets the target on two typical jobs; the tool-by-tool design makes many more calls', async () => {
    for (const job of TYPICAL_JOBS.filter((j) => j.id === 'bedroom-paint' || j.id === 'deck')) {
      const plan = await measurePlanMode(engine, job);
      expect(plan.modelCalls).toBeLessThanOrEqual(ECONOMY_TARGET.maxModelCalls);
      expect(plan.promptTokens).toBeLessThan(ECONOMY_TARGET.maxPromptTokens);
      const toolByTool = await measureToolByTool(engine, job);
      // The same lines get built, one tool call per model call.
      expect(toolByTool.lines).toBe(plan.lines);
      expect(toolByTool.modelCalls).toBeGreaterThan(plan.modelCalls * 5);
      expect(toolByTool.promptTokens).toBeGreaterThan(plan.promptTokens);
    }
  }, 60_000);
});
