/**
 * A one-reader queue from a producer (the run) to an async iterator (the caller). Items pushed before the
 * reader starts are kept; the reader ends after `close()` once the queue is drained.
 */
export class EventChannel<T> implements AsyncIterable<T> {
  private readonly queue: T[] = [];
  private closed = false;
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
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
