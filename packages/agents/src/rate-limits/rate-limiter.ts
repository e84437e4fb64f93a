/** A provider's limits per minute; absent fields are unlimited. */
export interface RateLimit {
  requestsPerMinute?: number;
  tokensPerMinute?: number;
}

export interface RateLimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const WINDOW_MS = 60_000;
export const SYSTEM_CLOCK: RateLimiterClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Requests and tokens per minute for one provider, shared by every run in the process. Callers queue in
 * arrival order instead of hammering the provider; a 429's retry-after pauses the whole queue.
 */
export class RateLimiter {
  private readonly window: Array<{ atMs: number; tokens: number }> = [];
  private pausedUntilMs = 0;
  private tail: Promise<void> = Promise.resolve();
  /** Calls waiting for their turn, for progress and tests. */
  waiting = 0;

  constructor(
    readonly limit: RateLimit,
    private readonly clock: RateLimiterClock = SYSTEM_CLOCK,
  ) {}

  /** Waits for a turn to send a request of about `tokens` tokens, then counts it. */
  acquire(tokens: number): Promise<void> {
    this.waiting += 1;
    const turn = this.tail.then(() => this.waitForRoom(tokens));
    this.tail = turn.catch(() => {});
    return turn.finally(() => {
      this.waiting -= 1;
    });
  }

  /** The provider said to wait (429 retry-after): nobody sends before then. */
  pauseFor(ms: number): void {
    this.pausedUntilMs = Math.max(this.pausedUntilMs, this.clock.now() + ms);
  }

  private async waitForRoom(tokens: number): Promise<void> {
    for (;;) {
      const nowMs = this.clock.now();
      while (this.window[0] && this.window[0].atMs <= nowMs - WINDOW_MS) this.window.shift();
      const waitMs = this.waitNeeded(nowMs, tokens);
      if (waitMs <= 0) {
        this.window.push({ atMs: nowMs, tokens });
        return;
      }
      await this.clock.sleep(waitMs);
    }
  }

  private waitNeeded(nowMs: number, tokens: number): number {
    if (this.pausedUntilMs > nowMs) return this.pausedUntilMs - nowMs;
    const { requestsPerMinute, tokensPerMinute } = this.limit;
    const oldest = this.window[0];
    if (!oldest) return 0;
    const untilOldestExpires = oldest.atMs + WINDOW_MS - nowMs;
    if (requestsPerMinute !== undefined && this.window.length >= requestsPerMinute) return untilOldestExpires;
    const used = this.window.reduce((sum, entry) => sum + entry.tokens, 0);
    // One request larger than the whole minute's allowance still goes once the window is empty.
    if (tokensPerMinute !== undefined && used + tokens > tokensPerMinute) return untilOldestExpires;
    return 0;
  }
}

/** The milliseconds a 429 asks for: `retry-after-ms`, `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(
  headers: Record<string, string | undefined> | undefined,
  nowMs: number,
): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const ms = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const after = lower['retry-after'];
  if (after === undefined) return undefined;
  const seconds = Number(after);
  if (after.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
