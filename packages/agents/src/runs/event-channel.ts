/**
 * A one-reader queue from a producer (the run) to an async iterator (the caller). Items pushed before the
 * reader starts are kept; the reader ends after `close()` once the queue is drained, or throws after `fail()`.
 */
export class EventChannel<T> implements AsyncIterable<T> {
  private readonly queue: T[] = [];
  private closed = false;
  private failure: { error: unknown } | undefined;
  private wake: (() => void) | undefined;

  push(item: T): void {
    if (this.closed) return;
    this.queue.push(item);
    this.signal();
  }

  close(): void {
    this.closed = true;
    this.signal();
  }

  /** Ends the channel with an error: the reader gets what was pushed, then the error. */
  fail(error: unknown): void {
    this.failure = { error };
    this.close();
  }

  private signal(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      const next = this.queue.shift();
      if (next !== undefined) {
        yield next;
        continue;
      }
      if (this.failure) throw this.failure.error;
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
