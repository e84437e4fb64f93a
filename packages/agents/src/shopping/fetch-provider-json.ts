import { QuoinError } from '@quoin/core';

/**
 * One call to a live product provider: a time limit joined to the caller's signal, a non-OK status as a
 * retryable (429, 5xx) or final `UNAVAILABLE`, a network failure as a retryable one, and a body that is not JSON
 * as `undefined` for the provider's schema to refuse.
 */
export async function fetchProviderJson(
  provider: string,
  url: string,
  init: Omit<RequestInit, 'signal'>,
  limits: { timeoutMs?: number; signal?: AbortSignal | undefined },
): Promise<unknown> {
  const timeout = AbortSignal.timeout(limits.timeoutMs ?? 8000);
  try {
    const response = await fetch(url, {
      ...init,
      signal: limits.signal ? AbortSignal.any([limits.signal, timeout]) : timeout,
    });
    if (!response.ok)
      throw new QuoinError(
        'UNAVAILABLE',
        `${provider} answered ${response.status}`,
        { status: response.status },
        response.status === 429 || response.status >= 500,
      );
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'UNAVAILABLE') throw error;
    throw new QuoinError('UNAVAILABLE', `${provider} did not answer: ${(error as Error).message}`, {}, true);
  }
}
