import type { Store, StoredDrawingSet } from '@quoin/store';
import { expect, it } from 'vitest';
import { ALICE, expectCode } from './contract-fixtures.ts';

export function drawingSet(id: string, name: string, revision: number, shaDigit: string): StoredDrawingSet {
  return {
    id,
    name,
    revision,
    sha256: shaDigit.repeat(64),
    fileName: `${name}.pdf`,
    pageCount: 2,
    sheets: [1, 2].map((page) => ({
      page,
      number: `A-10${page}`,
      title: `Plan ${page}`,
      textClass: page === 2 ? 'failed' : 'text',
      ...(page === 2 ? { note: 'page failed to parse' } : {}),
      document: { page, regions: [{ id: `p${page}-page-0` }], snippets: [] },
      regions: [
        {
          id: `p${page}-page-0`,
          kind: 'page',
          label: 'full sheet',
          bbox: { x: 0, y: 0, w: 1, h: 1 },
          caption: 'c',
        },
      ],
    })),
  };
}

/** Contract tests of the drawing set repository: sets by sha256, revisions, the Q&A log and feedback. */
export function drawingContractTests(getStore: () => Store): void {
  it('saves a drawing set with its sheets and regions and reads it back unchanged', async () => {
    const store = getStore();
    const set = drawingSet('dset-1', 'house', 1, 'a');
    const summary = await store.drawings.saveSet(set, ALICE);
    expect(summary).toMatchObject({ id: 'dset-1', revision: 1, superseded: false });
    expect(await store.drawings.getSet('dset-1')).toEqual(set);
    expect((await store.drawings.findBySha256('A'.repeat(64)))?.id).toBe('dset-1');
    await expectCode(store.drawings.saveSet({ ...set, id: 'dset-dup' }, ALICE), 'ALREADY_EXISTS');
    expect(await store.drawings.getSet('dset-dup')).toBeUndefined();
  });

  it('keeps an older revision queryable and marks it superseded', async () => {
    const store = getStore();
    await store.drawings.saveSet(drawingSet('dset-r1', 'office', 1, 'b'), ALICE);
    expect(await store.drawings.nextRevision('office')).toBe(2);
    await store.drawings.saveSet(drawingSet('dset-r2', 'office', 2, 'c'), ALICE);
    const office = (await store.drawings.listSets()).filter((s) => s.name === 'office');
    expect(office.map((s) => [s.revision, s.superseded])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect((await store.drawings.getSet('dset-r1'))?.sheets).toHaveLength(2);
  });

  it('logs questions, serves the latest as a cache per set version, and records feedback', async () => {
    const store = getStore();
    const base = {
      question: 'How many doors?',
      setVersion: 'v1',
      abstained: false,
      intent: 'count',
      latencyMs: 12,
      usage: { modelCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 },
    };
    await store.drawings.recordQuestion({ ...base, id: 'q-1', answer: { answer: '2' } }, ALICE);
    expect((await store.drawings.findCachedAnswer('how many  DOORS?', 'v1'))?.answer).toEqual({
      answer: '2',
    });
    expect(await store.drawings.findCachedAnswer('How many doors?', 'v2')).toBeUndefined();
    await store.drawings.recordFeedback('q-1', 'down', 'missed the garage door', ALICE);
    expect(await store.drawings.getQuestion('q-1')).toMatchObject({
      feedback: 'down',
      feedbackNote: 'missed the garage door',
    });
    await expectCode(store.drawings.recordFeedback('no-such-question', 'up', undefined, ALICE), 'NOT_FOUND');
  });
}
