import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGoldenEstimate } from '@quoin/testkit/store';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../open-store.ts';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './pglite-backup.ts';

const homes: string[] = [];
function newHome() {
  const home = mkdtempSync(join(tmpdir(), 'quoin-backup-'));
  homes.push(home);
  return home;
}
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

describe('one owner of the embedded database', { timeout: 120_000 }, () => {
  it('refuses a second open of the same folder with the owner PID, and opens again after close', async () => {
    const quoinHome = newHome();
    const first = await openStore({ quoinHome, purpose: 'quoin serve' });
    await expect(openStore({ quoinHome })).rejects.toMatchObject({
      code: 'DATABASE_IN_USE',
      message: expect.stringContaining(`in use by PID ${process.pid}`),
    });
    await expect(backupEmbeddedDatabase(quoinHome, join(quoinHome, 'b.tgz'))).rejects.toMatchObject({
      code: 'DATABASE_IN_USE',
    });
    await first.close();
    const second = await openStore({ quoinHome });
    await second.close();
  });

  it('reports a folder that will not open with what to do', async () => {
    const quoinHome = newHome();
    const store = await openStore({ quoinHome });
    await store.close();
    writeFileSync(join(quoinHome, 'db', 'PG_VERSION'), 'garbage\n');
    writeFileSync(join(quoinHome, 'db', 'global', 'pg_control'), 'garbage');
    await expect(openStore({ quoinHome })).rejects.toMatchObject({
      code: 'DATABASE_UNREADABLE',
      message: expect.stringContaining('quoin restore'),
    });
    expect(existsSync(join(quoinHome, 'db.lock'))).toBe(false);
  });
});

describe('backup and restore', { timeout: 120_000 }, () => {
  it('round-trips the estimates and keeps the replaced folder', async () => {
    const quoinHome = newHome();
    const store = await openStore({ quoinHome });
    const saved = await store.estimates.saveEstimate(await buildGoldenEstimate('roof-replacement', 'bk-1'), {
      actor: 'alice',
    });
    await store.close();
    const file = join(quoinHome, 'backup.tar.gz');
    expect(await backupEmbeddedDatabase(quoinHome, file)).toMatchObject({ estimates: 1 });

    const target = newHome();
    const restored = await restoreEmbeddedDatabase(target, file);
    expect(restored).toEqual({ estimates: 1 });
    const reopened = await openStore({ quoinHome: target });
    expect(await reopened.estimates.getEstimate('bk-1')).toEqual(saved);
    await reopened.close();

    const again = await restoreEmbeddedDatabase(target, file);
    expect(again.previousDataDir).toMatch(/db\.replaced-/);
  });

  it('leaves the database as it was when the backup cannot be read', async () => {
    const quoinHome = newHome();
    const store = await openStore({ quoinHome });
    await store.close();
    const file = join(quoinHome, 'not-a-backup.tgz');
    writeFileSync(file, 'nothing useful');
    await expect(restoreEmbeddedDatabase(quoinHome, file)).rejects.toMatchObject({ code: 'INVALID_BACKUP' });
    const reopened = await openStore({ quoinHome });
    await reopened.close();
  });
});
