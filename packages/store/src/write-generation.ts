import type { Queryable, Session } from './session.ts';

// Statements that cannot change a row. Anything else (insert, update, delete, a CTE, DDL, exec) counts as a write:
// counting a read as a write costs a cache check, the reverse would serve a stale answer.
const READ_ONLY_STATEMENT = /^\s*(select|set|show)\b/i;

/** Whether a statement is a plain read (select, set, show); conservative by design. */
export function isReadOnlyStatement(sql: string): boolean {
  return READ_ONLY_STATEMENT.test(sql);
}

/**
 * A number that changes after every write this session commits. With one writer (the embedded database has one
 * owning process), an unchanged generation proves nothing was written since, so a cache may skip asking.
 */
export interface WriteGeneration {
  current(): number;
  /** True when this session is the database's only writer (embedded PGlite); false for a shared PostgreSQL. */
  readonly singleWriter: boolean;
}

/** Wraps a session so its writes bump a generation: after each write outside a transaction, and when a
 * transaction that wrote ends (committed or not: a rolled-back one changed nothing, but counting it is safe). */
export function countWrites(session: Session): { session: Session; writes: WriteGeneration } {
  let generation = 0;
  const counted = (q: Queryable, onWrite: () => void): Queryable => ({
    async query(sql, params) {
      try {
        return await q.query(sql, params);
      } finally {
        if (!isReadOnlyStatement(sql)) onWrite();
      }
    },
    async exec(sql) {
      try {
        await q.exec(sql);
      } finally {
        onWrite();
      }
    },
  });
  const bump = () => {
    generation += 1;
  };
  const outside = counted(session, bump);
  return {
    session: {
      ...session,
      query: outside.query,
      exec: outside.exec,
      transaction: async (fn) => {
        let wrote = false;
        try {
          return await session.transaction((tx) =>
            fn(
              counted(tx, () => {
                wrote = true;
                bump();
              }),
            ),
          );
        } finally {
          if (wrote) bump();
        }
      },
    },
    writes: { current: () => generation, singleWriter: session.driver === 'pglite' },
  };
}
