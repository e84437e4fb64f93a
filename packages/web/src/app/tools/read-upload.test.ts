import { describe, expect, it } from 'vitest';
import { estimateItemsOf, mergeOverrides } from './read-upload.ts';

describe('tool runner helpers', () => {
  it('lists an estimate’s lines by id and title', () => {
    const estimate = {
      groups: [{ items: [{ id: 'i1', title: 'Studs' }, { title: 'no id' }] }, { items: [{ id: 'i2' }] }],
    };
    expect(estimateItemsOf(estimate)).toEqual([
      { id: 'i1', title: 'Studs' },
      { id: 'i2', title: 'i2' },
    ]);
    expect(estimateItemsOf(undefined)).toEqual([]);
  });

  it('lets a later mapping choice for the same bid line win', () => {
    const earlier = [
      { bidder: 'A', line: 0, itemId: 'i1' },
      { bidder: 'B', line: 1, itemId: null },
    ];
    expect(mergeOverrides(earlier, [{ bidder: 'A', line: 0, itemId: 'i2' }])).toEqual([
      { bidder: 'B', line: 1, itemId: null },
      { bidder: 'A', line: 0, itemId: 'i2' },
    ]);
  });
});
