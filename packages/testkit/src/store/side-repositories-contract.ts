import { bundledCatalogItems } from '@quoin/core';
import type { Store } from '@quoin/store';
import { expect, it } from 'vitest';
import { ALICE, BOB, buildGoldenEstimate, expectCode } from './contract-fixtures.ts';

/** Contract tests of the chat, plan, checkpoint, price list and upload repositories. */
export function sideRepositoriesContractTests(getStore: () => Store): void {
  it('records checkpoints idempotently: a completed step is final', async () => {
    const store = getStore();
    const step = { jobId: 'job-idem', stepKey: 'price-materials' };
    expect(await store.checkpoints.recordCheckpoint({ ...step, status: 'started' }, ALICE)).toBe(true);
    expect(
      await store.checkpoints.recordCheckpoint({ ...step, status: 'completed', payload: { n: 1 } }, ALICE),
    ).toBe(true);
    expect(
      await store.checkpoints.recordCheckpoint({ ...step, status: 'completed', payload: { n: 2 } }, ALICE),
    ).toBe(false);
    await store.checkpoints.recordCheckpoint({ jobId: 'job-idem', stepKey: 'qa', status: 'failed' }, ALICE);
    expect([...(await store.checkpoints.completedSteps('job-idem'))]).toEqual([
      ['price-materials', { n: 1 }],
    ]);
    expect(await store.checkpoints.completedSteps('no-such-job')).toEqual(new Map());
  });

  it('keeps one pending plan per estimate and enforces plan transitions', async () => {
    const store = getStore();
    await store.estimates.saveEstimate(await buildGoldenEstimate('lvp-flooring', 'plan-1'), ALICE);
    const first = await store.plans.proposePlan(
      { estimateId: 'plan-1', plan: { v: 1 }, summary: 'one' },
      ALICE,
    );
    const second = await store.plans.proposePlan({ estimateId: 'plan-1', plan: { v: 2 } }, ALICE);
    expect((await store.plans.getPlan(first.id))?.status).toBe('superseded');
    expect((await store.plans.getPendingPlan('plan-1'))?.id).toBe(second.id);
    await expectCode(store.plans.setPlanStatus(second.id, 'executed', BOB), 'INVALID_TRANSITION');
    expect((await store.plans.setPlanStatus(second.id, 'approved', BOB)).decidedBy).toBe('bob');
    expect((await store.plans.setPlanStatus(second.id, 'executed', BOB)).status).toBe('executed');
    expect(await store.plans.getPendingPlan('plan-1')).toBeUndefined();
    expect(await store.plans.getLatestFailedPlan('plan-1')).toBeUndefined();
  });

  it('marks an approved plan failed with its reason, once', async () => {
    const store = getStore();
    await store.estimates.saveEstimate(await buildGoldenEstimate('lvp-flooring', 'plan-2'), ALICE);
    const plan = await store.plans.proposePlan({ estimateId: 'plan-2', plan: { v: 1 } }, ALICE);
    await store.plans.setPlanStatus(plan.id, 'approved', BOB);
    const failure = { code: 'INVALID_PLAN', message: 'quantity too large' };
    expect(await store.plans.setPlanStatus(plan.id, 'failed', BOB, failure)).toMatchObject({
      status: 'failed',
      failure,
    });
    await expectCode(store.plans.setPlanStatus(plan.id, 'executed', BOB), 'INVALID_TRANSITION');
    expect(await store.plans.listPlansByStatus('approved')).toEqual([]);
    expect((await store.plans.getLatestFailedPlan('plan-2'))?.failure).toEqual(failure);
  });

  it('keeps chat messages in order', async () => {
    const store = getStore();
    await store.estimates.saveEstimate(await buildGoldenEstimate('drywall', 'chat-1'), ALICE);
    const contents = ['Patch two walls', 'Which rooms?', 'Hall and bedroom'];
    for (const [index, content] of contents.entries()) {
      const role = index % 2 === 0 ? 'user' : 'assistant';
      await store.chatMessages.appendMessage({ estimateId: 'chat-1', role, content, data: { index } }, ALICE);
    }
    const messages = await store.chatMessages.listMessages('chat-1');
    expect(messages.map((message) => message.content)).toEqual(contents);
    expect(messages[1]?.data).toEqual({ index: 1 });
    const after = await store.chatMessages.listMessages('chat-1', { afterSeq: messages[0]!.seq });
    expect(after).toHaveLength(2);
    const again = { estimateId: 'chat-1', role: 'user' as const, content: 'again', id: messages[0]!.id };
    await expectCode(store.chatMessages.appendMessage(again, ALICE), 'ALREADY_EXISTS');
    const orphan = { estimateId: 'no-such-estimate', role: 'user' as const, content: 'hello' };
    expect(await expectCode(store.chatMessages.appendMessage(orphan, ALICE), 'NOT_FOUND')).toMatchObject({
      id: 'no-such-estimate',
    });
  });

  it('stores price lists with their items unchanged', async () => {
    const store = getStore();
    const items = bundledCatalogItems().slice(0, 25);
    const saved = await store.priceLists.savePriceList(
      {
        id: 'supplier-a',
        name: 'Supplier A',
        source: 'test fixture: first 25 bundled catalog items',
        items,
      },
      ALICE,
    );
    expect(saved.items).toEqual(items);
    const replaced = await store.priceLists.savePriceList({ ...saved, items: items.slice(0, 3) }, ALICE);
    expect(replaced.items).toEqual(items.slice(0, 3));
    expect(
      (await store.priceLists.listPriceLists()).find((list) => list.id === 'supplier-a')?.itemCount,
    ).toBe(3);
    expect(await store.priceLists.deletePriceList('supplier-a', ALICE)).toBe(true);
    expect(await store.priceLists.getPriceList('supplier-a')).toBeUndefined();
  });

  it('records upload metadata under a generated storage name', async () => {
    const store = getStore();
    const upload = await store.uploads.recordUpload(
      {
        sha256: 'B'.repeat(64),
        mediaType: 'application/pdf',
        sizeBytes: 2048,
        originalName: '../../etc/passwd',
      },
      ALICE,
    );
    expect(upload.storageName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(upload.originalName).toBe('../../etc/passwd');
    expect(await store.uploads.getUpload(upload.id)).toEqual(upload);
    expect((await store.uploads.findBySha256('b'.repeat(64))).map((found) => found.id)).toContain(upload.id);
    await expectCode(
      store.uploads.recordUpload({ sha256: 'xyz', mediaType: 'image/png', sizeBytes: 1 }, ALICE),
      'INVALID_UPLOAD',
    );
    expect(await store.uploads.bytesUsed()).toBeGreaterThanOrEqual(2048);
    expect(await store.uploads.bytesUsed('no-such-estimate')).toBe(0);
  });
}
