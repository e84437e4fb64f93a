import {
  describeNeedsPostgres,
  describeRepositoryContract,
  dropSchemas,
  testDatabaseUrl,
  uniqueSchemaName,
} from '@quoin/testkit/store';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../migrate.ts';
import { openStore } from '../open-store.ts';

// Runs only against a server given in QUOIN_TEST_DATABASE_URL (scripts/with-test-postgres.sh starts one).
const databaseUrl = testDatabaseUrl();

if (databaseUrl) {
  // Fresh schemas per run, dropped afterwards, so a shared or reused database stays clean.
  const prefix = uniqueSchemaName('quoin_test');
  const schemas = [`${prefix}_contract`, `${prefix}_migrate`];
  describeRepositoryContract('postgres', () => openStore({ databaseUrl, postgresSchema: schemas[0] }));

  describe('postgres server', () => {
    it('migrates once when two processes open a fresh database at the same time', async () => {
      const stores = await Promise.all(
        [1, 2].map(() => openStore({ databaseUrl, postgresSchema: schemas[1] })),
      );
      const applied = await stores[0]!.session.query<{ id: string }>('select id from schema_migrations');
      expect(applied.rows.map((row) => row.id)).toEqual(loadMigrations().map((migration) => migration.id));
      await Promise.all(stores.map((store) => store.close()));
    });
  });

  afterAll(() => dropSchemas(databaseUrl, schemas));
} else {
  describeNeedsPostgres('store contract (postgres)', 'packages/store');
}
