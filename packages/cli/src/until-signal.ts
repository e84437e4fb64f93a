/** Resolves on Ctrl-C or SIGTERM: how long-running commands (`quoin serve`, `quoin worker`) wait to stop. */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Waits for `stop` (tests) or a signal, then closes what the command started. */
export async function runUntilStopped(close: () => Promise<void>, stop?: Promise<unknown>): Promise<void> {
  await (stop ?? untilSignal());
  await close();
}
