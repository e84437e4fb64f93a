import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QuoinError } from '@quoin/core';
import { runMigrations } from '../migrate.ts';
import { embeddedDatabasePaths } from '../open-store.ts';
import { acquireDataDirLock } from '../ownership/data-dir-lock.ts';
import { databaseUnreadable } from '../ownership/database-unreadable.ts';
import { PGlite } from './load-pglite.ts';
import { createPgliteSession } from './pglite-session.ts';

export interface BackupResult {
  file: string;
  sizeBytes: number;
  estimates: number;
}

async function countEstimates(db: PGlite): Promise<number> {
  const result = await db.query<{ n: number }>('select count(*)::int as n from estimates');
  return result.rows[0]?.n ?? 0;
}

/**
 * Writes the embedded database of `quoinHome` to one gzipped tar file (PGlite's own dump of its folder). Takes
 * the one-owner lock while it reads, so it refuses while a server holds the database.
 */
export async function backupEmbeddedDatabase(quoinHome: string, file: string): Promise<BackupResult> {
  const { dataDir, lockPath } = embeddedDatabasePaths(quoinHome);
  if (!existsSync(dataDir))
    throw new QuoinError('NOT_FOUND', `There is no database in ${dataDir} to back up.`, { dataDir });
  const lock = acquireDataDirLock(lockPath, { purpose: 'quoin backup' });
  try {
    let db: PGlite;
    try {
      db = await PGlite.create(dataDir);
    } catch (error) {
      throw databaseUnreadable(dataDir, error);
    }
    try {
      const estimates = await countEstimates(db);
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Written beside the target and renamed: a failed backup never leaves half a file under the real name.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, file);
      return { file, sizeBytes: bytes.length, estimates };
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

export interface RestoreResult {
  estimates: number;
  /** Where the database that was replaced was moved (nothing is deleted), if there was one. */
  previousDataDir?: string;
}

/**
 * Replaces the embedded database of `quoinHome` with a backup: the backup is unpacked into a new folder and
 * opened (migrations applied) before anything is moved, so an unreadable backup leaves the current one as it
 * was; the replaced folder is kept beside it as `db.replaced-<time>`.
 */
export async function restoreEmbeddedDatabase(
  quoinHome: string,
  file: string,
  clock: () => Date = () => new Date(),
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new QuoinError('NOT_FOUND', `No backup file ${file}.`, { file });
  const { dataDir, lockPath } = embeddedDatabasePaths(quoinHome);
  const lock = acquireDataDirLock(lockPath, { purpose: 'quoin restore' });
  const staging = join(quoinHome, `db.restoring-${process.pid}`);
  try {
    rmSync(staging, { recursive: true, force: true });
    const estimates = await unpackAndCheck(file, staging);
    let previousDataDir: string | undefined;
    if (existsSync(dataDir)) {
      previousDataDir = join(quoinHome, `db.replaced-${clock().toISOString().replace(/[:.]/g, '-')}`);
      renameSync(dataDir, previousDataDir);
    }
    renameSync(staging, dataDir);
    return { estimates, ...(previousDataDir ? { previousDataDir } : {}) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

async function unpackAndCheck(file: string, staging: string): Promise<number> {
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(file)]) });
  } catch (error) {
    throw new QuoinError(
      'INVALID_BACKUP',
      `${file} is not a Quoin backup that can be read (${(error as Error).message}); nothing was changed.`,
      { file },
    );
  }
  await db.close();
  const session = await createPgliteSession({ dataDir: staging });
  try {
    await runMigrations(session);
    const result = await session.query<{ n: number }>('select count(*)::int as n from estimates');
    return result.rows[0]?.n ?? 0;
  } finally {
    await session.close();
  }
}
