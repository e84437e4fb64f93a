import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SpendLedger } from './spend-ledger.ts';

const LOCK_WAIT_MS = 5;
const LOCK_GIVE_UP_MS = 10_000;
/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 30_000;

type Days = Record<string, number>;

/**
 * The day's spend in a JSON file (`$QUOIN_HOME/spend.json`), so QUOIN_MAX_DAY_USD holds across restarts and
 * across processes: each reserve or settle is a read-check-write under an exclusive lock file.
 */
export class FileSpendLedger implements SpendLedger {
  constructor(readonly path: string) {}

  private read(): Days {
    try {
      const parsed = JSON.parse(readFileSync(this.path, 'utf8')) as { days?: Days };
      return parsed.days ?? {};
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new Error(
        `${this.path} is not a spend ledger (${(error as Error).message}); move it aside to start over`,
      );
    }
  }

  private write(days: Days): void {
    // Keep a month: enough to answer "what did this week cost", small enough to read on every call.
    const kept = Object.fromEntries(Object.entries(days).sort().slice(-31));
    writeFileSync(`${this.path}.tmp`, `${JSON.stringify({ days: kept }, null, 2)}\n`);
    renameSync(`${this.path}.tmp`, this.path);
  }

  private async locked<T>(work: (days: Days) => { days?: Days; result: T }): Promise<T> {
    mkdirSync(dirname(this.path), { recursive: true });
    const lock = `${this.path}.lock`;
    const started = Date.now();
    for (;;) {
      try {
        writeFileSync(lock, String(process.pid), { flag: 'wx' });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (isStale(lock)) rmSync(lock, { force: true });
        else if (Date.now() - started > LOCK_GIVE_UP_MS)
          throw new Error(`${lock} is held by another process`);
        await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
      }
    }
    try {
      const outcome = work(this.read());
      if (outcome.days) this.write(outcome.days);
      return outcome.result;
    } finally {
      rmSync(lock, { force: true });
    }
  }

  reserve(request: { day: string; amountMicroUsd: number; limitMicroUsd: number | undefined }) {
    return this.locked((days) => {
      const before = days[request.day] ?? 0;
      const accepted =
        request.limitMicroUsd === undefined || before + request.amountMicroUsd <= request.limitMicroUsd;
      return {
        ...(accepted ? { days: { ...days, [request.day]: before + request.amountMicroUsd } } : {}),
        result: { accepted, committedMicroUsd: before },
      };
    });
  }

  settle(request: { day: string; reservedMicroUsd: number; actualMicroUsd: number }): Promise<void> {
    return this.locked((days) => {
      const before = days[request.day] ?? 0;
      const after = Math.max(0, before - request.reservedMicroUsd + request.actualMicroUsd);
      return { days: { ...days, [request.day]: after }, result: undefined };
    });
  }

  committedOn(day: string): Promise<number> {
    return this.locked((days) => ({ result: days[day] ?? 0 }));
  }
}

function isStale(lock: string): boolean {
  try {
    return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
  } catch {
    return false;
  }
}
