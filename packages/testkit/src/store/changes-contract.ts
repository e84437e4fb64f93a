import { toTemplateEstimate } from '@quoin/core';
import type { Store } from '@quoin/store';
import { expect, it } from 'vitest';
import { ALICE, buildGoldenEstimate, expectCode } from './contract-fixtures.ts';

/** Contract tests of cost codes, change orders and templates (issue #15, the changes part). */
export function changesContractTests(getStore: () => Store): void {
  it('keeps a line’s own cost code through a save and a reload', async () => {
    const store = getStore();
    const estimate = await buildGoldenEstimate('interior-painting', 'est-changes-code');
    estimate.groups[0]!.items[0]!.costCode = '09 91 23';
    const saved = await store.estimates.saveEstimate(estimate, ALICE);
    expect(saved.groups[0]!.items[0]!.costCode).toBe('09 91 23');
    expect(saved.groups[0]!.items[1]?.costCode).toBeUndefined();
  });

  it('numbers change orders per estimate, one open at a time, and freezes a decided one', async () => {
    const store = getStore();
    const sent = await store.estimates.saveEstimate(
      await buildGoldenEstimate('interior-painting', 'est-changes-co'),
      ALICE,
    );
    const first = await store.changeOrders.open({
      id: 'co-a',
      estimateId: sent.id,
      title: 'Extra room',
      baseline: sent,
    });
    expect(first).toMatchObject({ number: 1, status: 'open', title: 'Extra room', reason: '' });
    await expectCode(
      store.changeOrders.open({ id: 'co-b', estimateId: sent.id, title: 'Second', baseline: sent }),
      'ALREADY_EXISTS',
    );
    expect((await store.changeOrders.openOf(sent.id))?.id).toBe('co-a');
    const described = await store.changeOrders.describe(sent.id, 1, {
      reason: 'Owner asked',
      scheduleImpactDays: 2,
    });
    expect(described).toMatchObject({ reason: 'Owner asked', scheduleImpactDays: 2 });
    const approved = await store.changeOrders.decide(sent.id, 1, {
      status: 'approved',
      proposed: sent,
      deltaCents: 12_345,
      decidedBy: 'alice',
    });
    expect(approved).toMatchObject({ status: 'approved', deltaCents: 12_345, decidedBy: 'alice' });
    expect(approved.proposed?.id).toBe(sent.id);
    await expectCode(
      store.changeOrders.decide(sent.id, 1, {
        status: 'rejected',
        proposed: sent,
        deltaCents: 0,
        decidedBy: 'bob',
      }),
      'INVALID_TRANSITION',
    );
    const second = await store.changeOrders.open({
      id: 'co-c',
      estimateId: sent.id,
      title: 'Second',
      baseline: sent,
    });
    expect(second.number).toBe(2);
    expect((await store.changeOrders.list(sent.id)).map((order) => order.number)).toEqual([1, 2]);
    await expectCode(store.changeOrders.get(sent.id, 9), 'NOT_FOUND');
  });

  it('saves templates per organisation, by unique name, and lists them without their estimates', async () => {
    const store = getStore();
    const source = await buildGoldenEstimate('deck', 'est-changes-template');
    const saved = await store.templates.save({
      id: 'tpl-deck',
      name: 'Deck 12x16',
      sourceEstimateId: source.id,
      estimate: toTemplateEstimate(source, 'Deck 12x16'),
    });
    expect(saved.lineCount).toBeGreaterThan(0);
    await expectCode(
      store.templates.save({ id: 'tpl-deck-2', name: 'deck 12X16', estimate: saved.estimate }),
      'ALREADY_EXISTS',
    );
    const listed = await store.templates.list();
    expect(listed.find((t) => t.id === 'tpl-deck')).toEqual({
      id: 'tpl-deck',
      name: 'Deck 12x16',
      sourceEstimateId: source.id,
      groupCount: saved.groupCount,
      lineCount: saved.lineCount,
      createdAt: saved.createdAt,
    });
    expect((await store.templates.get('tpl-deck')).estimate.groups).toEqual(saved.estimate.groups);
    await expectCode(store.templates.get('tpl-missing'), 'NOT_FOUND');
  });
}
