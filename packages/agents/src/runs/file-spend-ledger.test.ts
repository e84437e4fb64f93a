import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FileSpendLedger } from './file-spend-ledger.ts';

const ledgerPath = () => join(mkdtempSync(join(tmpdir(), 'quoin-spend-')), 'home', 'spend.json');
const DAY = '2026-03-02';

describe('FileSpendLedger', () => {
  it('keeps the day across instances (a restart) and settles reservations to the real cost', async () => {
    const path = ledgerPath();
    const first = new FileSpendLedger(path);
    expect(await first.reserve({ day: DAY, amountMicroUsd: 40_000, limitMicroUsd: 100_000 })).toEqual({
      accepted: true,
      committedMicroUsd: 0,
    });
    await first.settle({ day: DAY, reservedMicroUsd: 40_000, actualMicroUsd: 12_000 });
    const restarted = new FileSpendLedger(path);
    expect(await restarted.committedOn(DAY)).toBe(12_000);
    expect(await restarted.reserve({ day: DAY, amountMicroUsd: 90_000, limitMicroUsd: 100_000 })).toEqual({
      accepted: false,
      committedMicroUsd: 12_000,
    });
    expect(await restarted.committedOn('2026-03-03')).toBe(0);
  });

  it('lets exactly as many concurrent reservations through as the limit allows, across processes', async () => {
    const path = ledgerPath();
    await new FileSpendLedger(path).committedOn(DAY);
    const script = join(mkdtempSync(join(tmpdir(), 'quoin-spend-child-')), 'reserve.mts');
    const ledgerModule = fileURLToPath(new URL('./file-spend-ledger.ts', import.meta.url));
    writeFileSync(
      script,
      `import { FileSpendLedger } from ${JSON.stringify(ledgerModule)};
const ledger = new FileSpendLedger(${JSON.stringify(path)});
const results = await Promise.all(Array.from({ length: 10 }, () => ledger.reserve({ day: '${DAY}', amountMicroUsd: 10_000, limitMicroUsd: 150_000 })));
process.stdout.write(String(results.filter((r) => r.accepted).length));`,
    );
    const tsx = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const children = Array.from(
      { length: 2 },
      () =>
        new Promise<number>((resolve, reject) =>
          execFile(process.execPath, [tsx, script], { encoding: 'utf8' }, (error, stdout, stderr) =>
            error ? reject(new Error(stderr)) : resolve(Number(stdout)),
          ),
        ),
    );
    const accepted = (await Promise.all(children)).reduce((sum, count) => sum + count, 0);
    expect(accepted).toBe(15);
    expect(await new FileSpendLedger(path).committedOn(DAY)).toBe(150_000);
  }, 30_000);

  it('says how to recover from a damaged file', async () => {
    const path = ledgerPath();
    await new FileSpendLedger(path).committedOn(DAY);
    writeFileSync(path, '{ not json');
    await expect(new FileSpendLedger(path).committedOn(DAY)).rejects.toThrow(/move it aside/);
  });
});
