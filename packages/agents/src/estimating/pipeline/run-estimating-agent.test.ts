import { testContext } from '@quoin/testkit';
import { describe, expect, it, vi } from 'vitest';
import { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import { proposePlan } from './propose-plan.ts';

describe('runEstimatingAgent', () => {
  it("takes every model call's turn from the context's rate limiter", async () => {
    const { context, model } = testContext();
    const limiter = new RateLimiter({ requestsPerMinute: 100 });
    const acquire = vi.spyOn(limiter, 'acquire');
    await proposePlan(
      { ...context, rateLimiter: limiter },
      { text: 'Paint a 12x14 bedroom, walls and ceiling' },
    );
    expect(model.calls.length).toBeGreaterThan(0);
    expect(acquire).toHaveBeenCalledTimes(model.calls.length);
  });
});
