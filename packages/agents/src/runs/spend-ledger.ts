/**
 * The day's spend, shared by every run (and, in the store's implementation, every process). Amounts are
 * micro-dollars; `day` is a UTC date `YYYY-MM-DD`.
 */
export interface SpendLedger {
  /**
   * Adds a reservation to the day unless the day's committed total (spent + reserved) would pass
   * `limitMicroUsd`; check and add must be one atomic step so concurrent runs cannot both squeeze in.
   * Returns the committed total before this reservation.
   */
  reserve(request: {
    day: string;
    amountMicroUsd: number;
    limitMicroUsd: number | undefined;
  }): Promise<{ accepted: boolean; committedMicroUsd: number }>;
  /** Replaces a reservation by the real cost (zero releases it). */
  settle(request: { day: string; reservedMicroUsd: number; actualMicroUsd: number }): Promise<void>;
  /** Spent plus reserved on a day. */
  committedOn(day: string): Promise<number>;
}

/** A ledger in memory, for tests and single-process use; a process restart forgets the day. */
export class InMemorySpendLedger implements SpendLedger {
  private readonly committed = new Map<string, number>();

  async reserve(request: { day: string; amountMicroUsd: number; limitMicroUsd: number | undefined }) {
    const before = this.committed.get(request.day) ?? 0;
    const accepted =
      request.limitMicroUsd === undefined || before + request.amountMicroUsd <= request.limitMicroUsd;
    if (accepted) this.committed.set(request.day, before + request.amountMicroUsd);
    return { accepted, committedMicroUsd: before };
  }

  async settle(request: { day: string; reservedMicroUsd: number; actualMicroUsd: number }): Promise<void> {
    const before = this.committed.get(request.day) ?? 0;
    this.committed.set(request.day, Math.max(0, before - request.reservedMicroUsd + request.actualMicroUsd));
  }

  async committedOn(day: string): Promise<number> {
    return this.committed.get(day) ?? 0;
  }
}
