import type { OwnedReadStamp } from '@quoin/store';

/** Looks up the stamps of many estimates at once (the store's getOwnedReadStamps fits). */
export type StampLookup = (ids: readonly string[]) => Promise<Map<string, OwnedReadStamp>>;

interface Waiter {
  resolve(stamp: OwnedReadStamp | undefined): void;
  reject(error: unknown): void;
}

/** Most ids one statement asks for; more waiting reads go in the statements that follow. */
const MAX_IDS_PER_STATEMENT = 500;

/**
 * Checks the stamps of every read waiting at once with one statement, one statement at a time. A read that
 * arrives while a statement is on its way waits for the next one: the statement in flight may have started
 * before the read's request, so it could miss a write committed just before that request. Each read is thus
 * answered as of a moment after it arrived (a read after an edit on another server sees the edit), while a
 * busy server sends one statement per round trip instead of one per read.
 */
export class StampBatcher {
  private waiting = new Map<string, Waiter[]>();
  private inFlight = false;
  /** Statements sent so far (the bench and tests compare it with the reads answered). */
  statements = 0;

  constructor(
    private readonly lookup: StampLookup,
    private readonly maxIdsPerStatement = MAX_IDS_PER_STATEMENT,
  ) {}

  /** The estimate's stamp and organisation as stored after this call; undefined when there is no estimate. */
  check(id: string): Promise<OwnedReadStamp | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(id, [{ resolve, reject }]);
      if (!this.inFlight) this.send();
    });
  }

  private send(): void {
    if (this.waiting.size === 0) {
      this.inFlight = false;
      return;
    }
    this.inFlight = true;
    const batch = new Map<string, Waiter[]>();
    for (const [id, waiters] of this.waiting) {
      if (batch.size >= this.maxIdsPerStatement) break;
      batch.set(id, waiters);
    }
    for (const id of batch.keys()) this.waiting.delete(id);
    this.statements += 1;
    this.lookup([...batch.keys()])
      .then(
        (stamps) => {
          for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(stamps.get(id));
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => this.send());
  }
}
