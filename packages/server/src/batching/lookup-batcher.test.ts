import type { OwnedReadStamp } from '@quoin/store';
import { describe, expect, it } from 'vitest';
import { LookupBatcher } from './lookup-batcher.ts';

/** A lookup whose statements the test answers by hand, in order. */
function manualLookup() {
  const statements: {
    ids: readonly string[];
    answer(stamps?: Record<string, string>): void;
    fail(): void;
  }[] = [];
  const lookup = (ids: readonly string[]) =>
    new Promise<Map<string, OwnedReadStamp>>((resolve, reject) => {
      statements.push({
        ids,
        answer: (stamps = {}) =>
          resolve(new Map(Object.entries(stamps).map(([id, stamp]) => [id, { stamp, orgId: 'org-a' }]))),
        fail: () => reject(new Error('connection lost')),
      });
    });
  return { statements, lookup };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('LookupBatcher', () => {
  it('checks every read waiting at once with one statement', async () => {
    const { statements, lookup } = manualLookup();
    const batcher = new LookupBatcher<OwnedReadStamp>(lookup);
    const first = batcher.check('est-1');
    const waiting = [batcher.check('est-1'), batcher.check('est-2'), batcher.check('est-3')];
    expect(statements).toHaveLength(1);
    statements[0]!.answer({ 'est-1': 'v1' });
    expect(await first).toEqual({ stamp: 'v1', orgId: 'org-a' });
    await settled();
    // The three that came while the first statement was out share the next one.
    expect(statements).toHaveLength(2);
    expect(statements[1]!.ids).toEqual(['est-1', 'est-2', 'est-3']);
    statements[1]!.answer({ 'est-1': 'v2', 'est-2': 'v1' });
    expect(await Promise.all(waiting)).toEqual([
      { stamp: 'v2', orgId: 'org-a' },
      { stamp: 'v1', orgId: 'org-a' },
      undefined,
    ]);
    expect(batcher.statements).toBe(2);
  });

  it('never answers a read with a statement sent before the read arrived', async () => {
    const { statements, lookup } = manualLookup();
    const batcher = new LookupBatcher<OwnedReadStamp>(lookup);
    void batcher.check('est-1');
    // A write commits now, after the first statement was sent; a read arriving after it must see it.
    const late = batcher.check('est-1');
    statements[0]!.answer({ 'est-1': 'before the write' });
    await settled();
    statements[1]!.answer({ 'est-1': 'after the write' });
    expect((await late)?.stamp).toBe('after the write');
  });

  it('fails the reads of a failed statement and goes on with the next', async () => {
    const { statements, lookup } = manualLookup();
    const batcher = new LookupBatcher<OwnedReadStamp>(lookup);
    const failed = batcher.check('est-1');
    const next = batcher.check('est-2');
    statements[0]!.fail();
    await expect(failed).rejects.toThrow('connection lost');
    await settled();
    statements[1]!.answer({ 'est-2': 'v3' });
    expect((await next)?.stamp).toBe('v3');
  });

  it('splits a long queue into statements of at most the limit', async () => {
    const { statements, lookup } = manualLookup();
    const batcher = new LookupBatcher<OwnedReadStamp>(lookup, 2);
    const reads = ['a', 'b', 'c', 'd', 'e'].map((id) => batcher.check(id));
    for (let index = 0; index < 3; index++) {
      await settled();
      statements[index]!.answer();
    }
    await Promise.all(reads);
    expect(statements.map((statement) => statement.ids)).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });
});
