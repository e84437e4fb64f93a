import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from './open-store.ts';
import { isReadOnlyStatement } from './write-generation.ts';

describe('isReadOnlyStatement', () => {
  it.each([
    ['select 1', true],
    ['  SELECT version from estimates where id = $1 for update', true],
    ['set transaction isolation level repeatable read', true],
    ['show server_version', true],
    ['insert into plans values (1)', false],
    ['update estimates set version = version + 1', false],
    ['delete from groups where estimate_id = $1', false],
    ['with moved as (delete from x returning *) select * from moved', false],
    ['create table t (id int)', false],
    ['selectivity_is_not_a_keyword()', false],
  ])('%s → %s', (sql, expected) => {
    expect(isReadOnlyStatement(sql)).toBe(expected);
  });
});

describe('the store write generation', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ inMemory: true });
  });
  afterAll(async () => store.close());

  it('moves after every committed write, not after reads, and says the embedded database has one writer', async () => {
    const writes = store.writes!;
    expect(writes.singleWriter).toBe(true);
    const start = writes.current();
    await store.estimates.listEstimates({ limit: 5, offset: 0, includeArchived: false });
    await store.estimates.getEstimate('none');
    expect(writes.current()).toBe(start);
    await store.session.query('create temporary table scratch (id int)');
    expect(writes.current()).toBeGreaterThan(start);
    const beforeTransaction = writes.current();
    await store.session.transaction(async (tx) => {
      await tx.query('insert into scratch values (1)');
    });
    expect(writes.current()).toBeGreaterThan(beforeTransaction);
    const beforeFailure = writes.current();
    await expect(
      store.session.transaction(async (tx) => {
        await tx.query('insert into scratch values (2)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(writes.current()).toBeGreaterThan(beforeFailure);
  });
});
