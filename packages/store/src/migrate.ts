import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import type { Session } from './session.ts';

/** One SQL file of `src/migrations/`, named `NNNN_name.sql`. */
export interface Migration {
  id: string;
  sql: string;
  sha256: string;
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_240_315;

/** The table that records the migrations applied (a new database's setup thread creates it too). */
export const SCHEMA_MIGRATIONS_TABLE_SQL = `create table if not exists schema_migrations (
  id text primary key,
  sha256 text not null,
  applied_at timestamptz not null default now()
)`;

/** The migration files in order; read once per call (startup only). */
export function loadMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8');
      return { id: name.replace(/\.sql$/, ''), sql, sha256: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction under an advisory
 * lock, so two processes starting at once cannot both apply them. Returns the ids applied (empty when current).
 */
export async function runMigrations(session: Session, migrations = loadMigrations()): Promise<string[]> {
  return session.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(SCHEMA_MIGRATIONS_TABLE_SQL);
    const applied = await tx.query<{ id: string; sha256: string }>(
      'select id, sha256 from schema_migrations',
    );
    const known = new Map(applied.rows.map((row) => [row.id, row.sha256]));
    const ran: string[] = [];
    for (const migration of migrations) {
      const recorded = known.get(migration.id);
      if (recorded !== undefined) {
        if (recorded !== migration.sha256) {
          throw new QuoinError(
            'MIGRATION_CHANGED',
            `Migration ${migration.id} was changed after it was applied; add a new migration instead.`,
            { migration: migration.id },
          );
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id, sha256) values ($1, $2)', [
        migration.id,
        migration.sha256,
      ]);
      ran.push(migration.id);
    }
    return ran;
  });
}
