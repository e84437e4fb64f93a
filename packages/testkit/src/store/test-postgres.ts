import pg from 'pg';
import { describe, it } from 'vitest';

/** The PostgreSQL server PostgreSQL tests run against (scripts/with-test-postgres.sh starts one), if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.QUOIN_TEST_DATABASE_URL || undefined;
}

/** A schema name of this run alone, so a shared or reused server stays clean and parallel runs never meet. */
export function uniqueSchemaName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now()}`;
}

/** Drops the schemas and all they hold (in an afterAll: a test's schemas go with it). */
export async function dropSchemas(databaseUrl: string, schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** Where no server is given: one skipped test that says how to run `title` (`what` is the vitest path). */
export function describeNeedsPostgres(title: string, what: string): void {
  describe(title, () => {
    it.skip(`needs QUOIN_TEST_DATABASE_URL; run scripts/with-test-postgres.sh npx vitest run ${what}`, () => {});
  });
}
