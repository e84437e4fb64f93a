import { describe, expect, it } from 'vitest';
import { RateLimiter, type RateLimiterClock, retryAfterMs } from './rate-limiter.ts';

/** Virtual time: sleeping advances the clock at once, and every sleep is kept. */
function virtualClock(): RateLimiterClock & { sleeps: number[]; nowMs: number } {
  const clock = {
    nowMs: 0,
    sleeps: [] as number[],
    now: () => clock.nowMs,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.nowMs += ms;
    },
  };
  return clock;
}

describe('RateLimiter', () => {
  it('lets requests through until the minute is full, then waits for the oldest to age out', async () => {
    const clock = virtualClock();
    const limiter = new RateLimiter({ requestsPerMinute: 2 }, clock);
    await limiter.acquire(10);
    clock.nowMs = 5_000;
    await limiter.acquire(10);
    await limiter.acquire(10);
    expect(clock.sleeps).toEqual([55_000]);
    expect(clock.nowMs).toBe(60_000);
  });

  it('counts tokens per minute; one request over the whole allowance still goes on an empty window', async () => {
    const clock = virtualClock();
    const limiter = new RateLimiter({ tokensPerMinute: 1_000 }, clock);
    await limiter.acquire(600);
    await limiter.acquire(600);
    expect(clock.sleeps).toEqual([60_000]);
    await limiter.acquire(5_000);
    expect(clock.sleeps).toEqual([60_000, 60_000]);
  });

  it('serves concurrent callers in arrival order', async () => {
    const clock = virtualClock();
    const limiter = new RateLimiter({ requestsPerMinute: 1 }, clock);
    const order: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => limiter.acquire(1).then(() => order.push(name))));
    expect(order).toEqual(['a', 'b', 'c']);
    expect(clock.sleeps).toEqual([60_000, 60_000]);
    expect(limiter.waiting).toBe(0);
  });

  it('holds every caller while a retry-after pause runs', async () => {
    const clock = virtualClock();
    const limiter = new RateLimiter({}, clock);
    await limiter.acquire(1);
    limiter.pauseFor(2_500);
    await limiter.acquire(1);
    expect(clock.sleeps).toEqual([2_500]);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-03-02T10:00:00Z');
  it.each([
    [{ 'retry-after': '2' }, 2_000],
    [{ 'Retry-After': '0.5' }, 500],
    [{ 'retry-after-ms': '1200', 'retry-after': '9' }, 1_200],
    [{ 'retry-after': 'Mon, 02 Mar 2026 10:00:03 GMT' }, 3_000],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])('%j → %s', (headers, expected) => {
    expect(retryAfterMs(headers, now)).toBe(expected);
  });
});
