import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Queryable, QueryResult, Session } from '../session.ts';

export interface PgliteSessionOptions {
  /** Directory of the database files; omitted means in memory (tests). */
  dataDir?: string;
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
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  const queryable = wrap(db);
  return {
    driver: 'pglite',
    query: queryable.query,
    exec: queryable.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
