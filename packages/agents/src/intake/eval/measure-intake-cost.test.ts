import { describe, expect, it } from 'vitest';
import { lookupModelPrice } from '../../models/model-prices.ts';
import { measureIntakeCost } from './measure-intake-cost.ts';

describe('intake cost per session at the price table', () => {
  it('counts one model call per answered turn and prices it', async () => {
    const price = lookupModelPrice('gpt-4.1-mini');
    if (!price) throw new Error('no price');
    const cost = await measureIntakeCost(price);
    expect(cost.quick.meanModelCalls).toBeGreaterThan(0);
    expect(cost.quick.meanModelCalls).toBeLessThanOrEqual(3);
    expect(cost.full.meanCostMicroUsd).toBeGreaterThan(cost.quick.meanCostMicroUsd);
    process.stdout.write(`intake cost at gpt-4.1-mini: ${JSON.stringify(cost)}\n`);
  }, 60_000);
});
