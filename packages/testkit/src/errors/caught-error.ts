/** What a call that should have thrown did instead: fails the test that expected the throw. */
function noThrow(): Error {
  return new Error('expected the call to throw, and it returned');
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

/**
 * What `act` throws (or, when it returns a promise, what the promise rejects with), to assert on its code and
 * message; a call that does not throw fails the test.
 *
 * @example expect(caughtError(() => parseX('bad'))).toMatchObject({ code: 'INVALID_LEXICON' });
 */
export function caughtError(act: () => PromiseLike<unknown>): Promise<unknown>;
export function caughtError(act: () => unknown): unknown;
export function caughtError(act: () => unknown): unknown {
  let result: unknown;
  try {
    result = act();
  } catch (error) {
    return error;
  }
  if (!isThenable(result)) throw noThrow();
  return Promise.resolve(result).then(
    () => {
      throw noThrow();
    },
    (error: unknown) => error,
  );
}
