export interface WaitUntilOptions {
  /** What is awaited, for the error ("the worker's ready line"); a function is asked at the deadline. */
  what: string | (() => string);
  /** Generous by default: CI runs two suites at once on a loaded 2-core machine. */
  timeoutMs?: number;
  /** How long to sleep between checks. */
  intervalMs?: number;
}

/**
 * Checks `check` (sync or async) until it answers true, and throws `timed out waiting for <what>` once the
 * deadline has passed. For states a test cannot be told about by an event; a deadline, never a fixed sleep.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { what, timeoutMs = 30_000, intervalMs = 50 }: WaitUntilOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
