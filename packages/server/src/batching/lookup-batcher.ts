/** Looks up many keys at once (the store's getOwnedReadStamps fits); a key missing from the map has no value. */
export type BatchLookup<Value> = (keys: readonly string[]) => Promise<Map<string, Value>>;

interface Waiter<Value> {
  resolve(value: Value | undefined): void;
  reject(error: unknown): void;
}

/** Most keys one lookup asks for; more waiting reads go in the lookups that follow. */
const MAX_KEYS_PER_LOOKUP = 500;

/**
 * Answers every read waiting at once with one lookup, one lookup at a time. A read that arrives while a lookup
 * is on its way waits for the next one: the lookup in flight may have started before the read's request, so
 * it could miss a write committed just before that request. Each read is thus answered as of a moment after
 * it arrived (a read after an edit on another server sees the edit; a token revoked there is refused), while
 * a busy server sends one lookup per round trip instead of one per request.
 */
export class LookupBatcher<Value> {
  private waiting = new Map<string, Waiter<Value>[]>();
  private inFlight = false;
  /** Lookups sent so far (tests compare it with the reads answered). */
  statements = 0;

  constructor(
    private readonly lookup: BatchLookup<Value>,
    private readonly maxKeysPerLookup = MAX_KEYS_PER_LOOKUP,
  ) {}

  /** The key's value as stored after this call; undefined when there is none. */
  check(id: string): Promise<Value | undefined> {
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
    const batch = new Map<string, Waiter<Value>[]>();
    for (const [id, waiters] of this.waiting) {
      if (batch.size >= this.maxKeysPerLookup) break;
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
