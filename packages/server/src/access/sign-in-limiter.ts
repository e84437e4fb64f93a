import { QuoinError } from '@quoin/core';

/**
 * Sign-in attempts per client address in a sliding minute; past the limit → RATE_LIMITED (429), whatever the
 * password. The account lockout stops guessing one account; this stops spraying many from one address.
 */
export function createSignInLimiter(perMinute: number, clock: () => Date) {
  const attempts = new Map<string, number[]>();
  return (address: string): void => {
    const now = clock().getTime();
    const recent = (attempts.get(address) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= perMinute) {
      attempts.set(address, recent);
      throw new QuoinError('RATE_LIMITED', 'Too many sign-in attempts from this address; wait a minute.', {
        retryAfterSeconds: Math.ceil((60_000 - (now - recent[0]!)) / 1000),
      });
    }
    recent.push(now);
    attempts.set(address, recent);
    if (attempts.size > 10_000) attempts.delete(attempts.keys().next().value as string);
  };
}
