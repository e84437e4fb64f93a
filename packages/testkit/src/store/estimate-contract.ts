import { type Estimate, GOLDEN_PLANS, hasErrorCode } from '@quoin/core';
import type { Store } from '@quoin/store';
import { loadMigrations, runMigrations } from '@quoin/store';
import { expect, it } from 'vitest';
import {
  ALICE,
  BOB,
  buildGoldenEstimate,
  countRows,
  expectCode,
  withoutUpdatedAt,
} from './contract-fixtures.ts';

const ROUND_TRIP_PLANS = [
  'bathroom-remodel',
  'kitchen-remodel',
  'roof-replacement',
  'deck',
  'fence',
] as const;

/** Contract tests of migrations and the estimate repository; call inside a describe that opens the store. */
export function estimateContractTests(getStore: () => Store): void {
  it('applies migrations once: running them again changes nothing', async () => {
    const store = getStore();
    expect(await runMigrations(store.session)).toEqual([]);
    const applied = await store.session.query<{ id: string }>('select id from schema_migrations order by id');
    // Every migration file, once (branches add their own files; the list is read, not written here).
    expect(applied.rows.map((row) => row.id)).toEqual(loadMigrations().map((migration) => migration.id));
    expect(applied.rows[0]?.id).toBe('0001_initial');
  });

  it.each(ROUND_TRIP_PLANS)('round-trips the golden %s estimate unchanged', async (planKey) => {
    const store = getStore();
    const estimate = await buildGoldenEstimate(planKey, `rt-${planKey}`);
    const saved = await store.estimates.saveEstimate(estimate, ALICE);
    // Everything comes back as built; the store only counts the write and stamps the time.
    expect(withoutUpdatedAt(saved)).toEqual({
      ...withoutUpdatedAt(estimate),
      version: estimate.version + 1,
    });
    expect(await store.estimates.getEstimate(estimate.id)).toEqual(saved);
  });

  it('round-trips the optional line fields and numbers at the edges of their columns', async () => {
    const store = getStore();
    const estimate = await buildGoldenEstimate('kitchen-remodel', 'rt-edges');
    const [first, ...rest] = estimate.groups[0]!.items;
    const edited = {
      ...first!,
      // 0.1 + 0.2 is not 0.3 in binary: float8 must give back the very same double.
      quantity: 0.1 + 0.2,
      // Past 2^31 cents ($21.4M), so an int4 column would overflow.
      rateCents: 3_000_000_000,
      laborMarkupPercent: 12.5,
      materialMarkupPercent: 0,
      pricingState: 'unresolved' as const,
      unresolvedReason: 'No catalog match for "custom range hood"',
      userEdited: true,
      origin: 'user' as const,
    };
    estimate.groups[0]!.items = [edited, ...rest];
    const saved = await store.estimates.saveEstimate(estimate, ALICE);
    expect(saved.groups[0]?.items[0]).toEqual(edited);
    expect(await store.estimates.getEstimate('rt-edges')).toEqual(saved);
  });

  it('replaces the whole tree when saved at the current version', async () => {
    const store = getStore();
    const saved = await store.estimates.saveEstimate(await buildGoldenEstimate('deck', 'replace-1'), ALICE);
    const fewerGroups = { ...saved, groups: saved.groups.slice(1), title: 'Deck, trimmed' };
    const replaced = await store.estimates.saveEstimate(fewerGroups, BOB);
    expect(replaced.version).toBe(saved.version + 1);
    expect(replaced.groups).toEqual(fewerGroups.groups);
    const stale = await expectCode(store.estimates.saveEstimate(saved, ALICE), 'VERSION_CONFLICT');
    expect(stale.currentVersion).toBe(replaced.version);
  });

  it('lists most recent first, searches word prefixes, pages and hides archived estimates', async () => {
    const store = getStore();
    const titles = ['Qzlist hall bathroom', 'Qzlist kitchen refresh', 'Qzlist roof tear-off'];
    for (const [index, title] of titles.entries()) {
      const estimate = await buildGoldenEstimate('drywall', `list-${index}`);
      await store.estimates.saveEstimate({ ...estimate, title }, ALICE);
    }
    const all = await store.estimates.listEstimates({ search: 'qzlist', limit: 10, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.id)).toEqual(['list-2', 'list-1', 'list-0']);
    expect(all.items[0]?.grandTotalCents).toBeGreaterThan(0);
    expect(all.items[0]?.lineItemCount).toBeGreaterThan(0);
    const table: [string, string[]][] = [
      ['qzlist bath', ['list-0']],
      ['QZLIST kitch', ['list-1']],
      ['qzlist tear-off', ['list-2']],
      ['qzlist plumbing', []],
    ];
    for (const [search, ids] of table) {
      const found = await store.estimates.listEstimates({ search, limit: 10, offset: 0 });
      expect(
        found.items.map((item) => item.id),
        search,
      ).toEqual(ids);
    }
    const page = await store.estimates.listEstimates({ search: 'qzlist', limit: 2, offset: 2 });
    expect([page.total, page.items.map((item) => item.id)]).toEqual([3, ['list-0']]);
    await store.estimates.archiveEstimate('list-1', BOB);
    const active = await store.estimates.listEstimates({ search: 'qzlist', limit: 10, offset: 0 });
    expect(active.items.map((item) => item.id)).toEqual(['list-2', 'list-0']);
    const withArchived = await store.estimates.listEstimates({
      search: 'qzlist',
      includeArchived: true,
      limit: 10,
      offset: 0,
    });
    expect(withArchived.items.find((item) => item.id === 'list-1')?.archivedAt).toBeDefined();
    await store.estimates.restoreEstimate('list-1', BOB);
    expect((await store.estimates.listEstimates({ search: 'qzlist', limit: 10, offset: 0 })).total).toBe(3);
  });

  it('refuses a stale update with the current version and loses nothing', async () => {
    const store = getStore();
    await store.estimates.saveEstimate(await buildGoldenEstimate('fence', 'conflict-1'), ALICE);
    const first = await store.estimates.updateEstimate('conflict-1', 1, { title: 'Fence, by Alice' }, ALICE);
    expect(first.version).toBe(2);
    const details = await expectCode(
      store.estimates.updateEstimate('conflict-1', 1, { title: 'Fence, by Bob' }, BOB),
      'VERSION_CONFLICT',
    );
    expect(details).toMatchObject({ estimateId: 'conflict-1', expectedVersion: 1, currentVersion: 2 });
    expect(await store.estimates.getEstimate('conflict-1')).toEqual(first);
    const audit = await store.auditLog.list({ estimateId: 'conflict-1' });
    expect(audit.map((entry) => [entry.actor, entry.action])).toEqual([
      ['alice', 'estimate.create'],
      ['alice', 'estimate.update'],
    ]);
    expect(audit[1]?.details).toEqual({
      fromVersion: 1,
      toVersion: 2,
      changed: ['title'],
      before: { title: 'Wood privacy fence, 150 ft' },
      after: { title: 'Fence, by Alice' },
    });
  });

  it('lets exactly one of two parallel updates at the same version win', async () => {
    const store = getStore();
    await store.estimates.saveEstimate(await buildGoldenEstimate('siding', 'race-1'), ALICE);
    const edit = (title: string) => (current: Estimate) => ({
      ...current,
      title,
      groups: current.groups.slice(1),
    });
    const results = await Promise.allSettled([
      store.estimates.updateEstimate('race-1', 1, edit('Siding by Alice'), ALICE),
      store.estimates.updateEstimate('race-1', 1, edit('Siding by Bob'), BOB),
    ]);
    const winners = results.filter((result) => result.status === 'fulfilled');
    const losers = results.filter((result) => result.status === 'rejected');
    expect([winners.length, losers.length]).toEqual([1, 1]);
    expect(hasErrorCode(losers[0]?.reason, 'VERSION_CONFLICT')).toBe(true);
    const stored = await store.estimates.getEstimate('race-1');
    expect(stored).toEqual(winners[0]?.value);
    expect(stored?.version).toBe(2);
  });

  it('lets exactly one of two parallel first saves of the same id win', async () => {
    const store = getStore();
    const estimate = await buildGoldenEstimate('concrete-patio', 'race-insert');
    const results = await Promise.allSettled([
      store.estimates.saveEstimate({ ...estimate, title: 'Patio by Alice' }, ALICE),
      store.estimates.saveEstimate({ ...estimate, title: 'Patio by Bob' }, BOB),
    ]);
    const winners = results.filter((result) => result.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    const loser = results.find((result) => result.status === 'rejected');
    expect(hasErrorCode(loser?.reason, 'VERSION_CONFLICT')).toBe(true);
    expect(await store.estimates.getEstimate('race-insert')).toEqual(winners[0]?.value);
  });

  it('applies function and patch changes, validates them, and reports unknown estimates', async () => {
    const store = getStore();
    await store.estimates.saveEstimate(await buildGoldenEstimate('water-heater', 'change-1'), ALICE);
    const patched = await store.estimates.updateEstimate(
      'change-1',
      1,
      { assumptions: ['Gas line in place'] },
      BOB,
    );
    expect(patched.assumptions).toEqual(['Gas line in place']);
    const renamed = await store.estimates.updateEstimate(
      'change-1',
      2,
      (current) => ({
        ...current,
        groups: current.groups.map((group) => ({ ...group, name: `${group.name}!` })),
      }),
      BOB,
    );
    expect(renamed.groups.every((group) => group.name.endsWith('!'))).toBe(true);
    const invalid = { groups: [{ id: 'g', name: '', sortOrder: 0, items: [] }] };
    await expectCode(store.estimates.updateEstimate('change-1', 3, invalid, BOB), 'INVALID_ESTIMATE');
    expect(await store.estimates.getEstimate('change-1')).toEqual(renamed);
    await expectCode(store.estimates.updateEstimate('missing', 0, { title: 'x' }, BOB), 'NOT_FOUND');
    expect(await store.estimates.getEstimate('missing')).toBeUndefined();
  });

  it('duplicates a whole tree under a new id as a new estimate', async () => {
    const store = getStore();
    const source = await store.estimates.saveEstimate(
      await buildGoldenEstimate('panel-upgrade', 'dup-src'),
      ALICE,
    );
    const copy = await store.estimates.duplicateEstimate('dup-src', 'dup-copy', BOB, {
      title: 'Panel, copy',
    });
    expect(copy).toMatchObject({ id: 'dup-copy', version: 1, title: 'Panel, copy', groups: source.groups });
    expect(await store.estimates.getEstimate('dup-src')).toEqual(source);
    await expectCode(store.estimates.duplicateEstimate('dup-src', 'dup-copy', BOB), 'ALREADY_EXISTS');
  });

  it('deletes an estimate with everything that hangs off it, keeping its audit trail', async () => {
    const store = getStore();
    const id = 'cascade-1';
    await store.estimates.saveEstimate(await buildGoldenEstimate('bathroom-remodel', id), ALICE);
    await store.chatMessages.appendMessage({ estimateId: id, role: 'user', content: 'Add a fan' }, ALICE);
    await store.plans.proposePlan({ estimateId: id, plan: GOLDEN_PLANS.deck }, ALICE);
    await store.checkpoints.recordCheckpoint(
      { jobId: 'job-c', stepKey: 'a', estimateId: id, status: 'completed' },
      ALICE,
    );
    await store.uploads.recordUpload(
      { estimateId: id, sha256: 'a'.repeat(64), mediaType: 'application/pdf', sizeBytes: 10 },
      ALICE,
    );
    const tables = [
      'groups',
      'line_items',
      'materials',
      'chat_messages',
      'plans',
      'job_checkpoints',
      'uploads',
    ];
    for (const table of tables) expect(await countRows(store, table, id), table).toBeGreaterThan(0);
    expect(await store.estimates.deleteEstimate(id, BOB)).toBe(true);
    for (const table of tables) expect(await countRows(store, table, id), table).toBe(0);
    expect(await store.estimates.deleteEstimate(id, BOB)).toBe(false);
    const actions = (await store.auditLog.list({ estimateId: id })).map((entry) => entry.action);
    expect(actions.at(0)).toBe('estimate.create');
    expect(actions.at(-1)).toBe('estimate.delete');
  });
}
