import pg from 'pg';
import type { Queryable, QueryResult, Session } from '../session.ts';

export interface PostgresSessionOptions {
  connectionString: string;
  /** Schema to create if missing and put first on the search path (tests isolate runs this way). */
  schema?: string;
  maxConnections?: number;
}

const INT8_OID = 20;

// int8 (bigint cents, counts) as a number like PGlite returns it; amounts stay far below 2^53 cents.
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A PostgreSQL server through a `pg` connection pool. */
export async function createPostgresSession(options: PostgresSessionOptions): Promise<Session> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    types: { getTypeParser } as pg.CustomTypesConfig,
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)},public` } : {}),
  });
  if (options.schema) {
    // "if not exists" still races when two sessions create the schema at once; the loser sees 23505.
    await pool
      .query(`create schema if not exists ${quoteIdentifier(options.schema)}`)
      .catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== '23505') throw error;
      });
  }
  const queryable = wrap(pool);
  return {
    driver: 'postgres',
    query: queryable.query,
    exec: queryable.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A failed rollback means a broken connection: release it with the error so the pool drops it.
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
