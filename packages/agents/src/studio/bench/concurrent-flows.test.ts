import { describe, expect, it } from 'vitest';
import { runConcurrentFlows } from './concurrent-flows.ts';

describe('50 concurrent flow runs sharing one rate limiter', () => {
  it('all finish, and no minute carries more model calls than the limit', async () => {
    const figures = await runConcurrentFlows(50, 30);
    expect(figures.succeeded).toBe(50);
    expect(figures.modelCalls).toBe(100);
    expect(figures.busiestMinuteCalls).toBeLessThanOrEqual(30);
    // 100 calls at 30 a minute take a little over three virtual minutes.
    expect(figures.virtualMinutes).toBeGreaterThanOrEqual(3);
    expect(figures.virtualMinutes).toBeLessThan(4);
  }, 60_000);
});
