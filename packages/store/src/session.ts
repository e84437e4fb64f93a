/** Rows of one statement; `rowCount` is the rows returned or, for a write without RETURNING, the rows changed. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** What repositories run SQL through: a session, or a transaction inside one. */
export interface Queryable {
  /** One statement with `$1…` parameters. Pass jsonb values as JSON strings with an explicit `::jsonb` cast. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type SessionDriver = 'pglite' | 'postgres';

/**
 * The one abstract database session every driver implements (Drizzle's shape): the repositories see only this.
 * Both drivers return int8 as a JavaScript number, jsonb as parsed JSON and timestamptz as a Date.
 */
export interface Session extends Queryable {
  readonly driver: SessionDriver;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. No nesting. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
