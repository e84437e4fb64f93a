import type { Extensions } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Migration } from '../migrate.ts';
import type { Queryable, QueryResult, Session } from '../session.ts';
import { createDataDirApart, needsInitdb } from './create-data-dir-apart.ts';
import { PGlite, type Transaction } from './load-pglite.ts';

export interface PgliteSessionOptions {
  /** Directory of the database files; omitted means in memory (tests). */
  dataDir?: string;
  /** Applied by the thread that creates a new `dataDir` (see createDataDirApart); runMigrations then finds them. */
  setupMigrations?: readonly Migration[];
  /** Load pgvector (default true); false opens a database that has to fall back to lexical search. */
  vector?: boolean;
}

/**
 * PostgreSQL settings for a one-person embedded database. PGlite's defaults (128 MB of shared buffers, all of
 * it touched inside the WebAssembly memory) kept an idle `quoin serve` near 1 GB of RSS; 8 MB of buffers (PostgreSQL's
 * own default for years) holds a contractor's estimates many times over (issue 14).
 */
export const LEAN_PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '8MB',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
};

function startParams(): string[] {
  const settings = Object.entries(LEAN_PGLITE_SETTINGS).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  return [...PGlite.defaultStartParams, ...settings];
}

function wrap(db: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await db.query<Row>(sql, [...params]);
      // PGlite reports affectedRows only for writes; pg's rowCount also counts selected rows.
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
    async exec(sql: string): Promise<void> {
      await db.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite, WebAssembly) in this process. PGlite serializes its own queries and
 * transactions, so concurrent callers queue up rather than interleave.
 */
export async function createPgliteSession(options: PgliteSessionOptions = {}): Promise<Session> {
  if (options.dataDir && needsInitdb(options.dataDir))
    await createDataDirApart(options.dataDir, startParams(), options.setupMigrations);
  // pgvector for drawing embeddings (migration 0010); `vector: false` opens without it (the lexical fallback).
  const extensions: Extensions = options.vector === false ? {} : { vector };
  const db = options.dataDir
    ? await PGlite.create({ dataDir: options.dataDir, startParams: startParams(), extensions })
    : await PGlite.create({ startParams: startParams(), extensions });
  // A new data folder is migrated in a child process that loads no extension, so 0010 found no pgvector there;
  // the extension is created here, where it is loaded (a no-op once it exists).
  if (options.dataDir && options.vector !== false) await db.exec('create extension if not exists vector');
  const queryable = wrap(db);
  return {
    driver: 'pglite',
    query: queryable.query,
    exec: queryable.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
