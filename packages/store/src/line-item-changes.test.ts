import { buildGoldenEstimate } from '@quoin/testkit/store';
import { describe, expect, it } from 'vitest';
import { lineItemChanges } from './line-item-changes.ts';

describe('lineItemChanges', () => {
  it.each([
    ['nothing changed', (estimate: Awaited<ReturnType<typeof buildGoldenEstimate>>) => estimate, []],
    [
      'a quantity and a rate changed',
      (estimate: Awaited<ReturnType<typeof buildGoldenEstimate>>) => {
        const item = estimate.groups[0]!.items[0]!;
        item.quantity += 5;
        item.rateCents += 100;
        return estimate;
      },
      ['changed'],
    ],
    [
      'a line removed',
      (estimate: Awaited<ReturnType<typeof buildGoldenEstimate>>) => {
        estimate.groups[0]!.items.shift();
        return estimate;
      },
      ['removed'],
    ],
    [
      'a line added',
      (estimate: Awaited<ReturnType<typeof buildGoldenEstimate>>) => {
        const first = estimate.groups[0]!.items[0]!;
        estimate.groups[0]!.items.push({ ...first, id: 'li-new', title: 'Extra trim' });
        return estimate;
      },
      ['added'],
    ],
  ] as const)('%s', async (_name, edit, kinds) => {
    const before = await buildGoldenEstimate('deck', 'est-changes');
    const after = edit(structuredClone(before));
    expect(lineItemChanges(before, after).map((change) => change.change)).toEqual(kinds);
  });

  it('keeps only the changed fields, before and after', async () => {
    const before = await buildGoldenEstimate('deck', 'est-changes');
    const after = structuredClone(before);
    const item = after.groups[0]!.items[0]!;
    item.quantity += 5;
    const [change] = lineItemChanges(before, after);
    expect(change).toMatchObject({
      itemId: item.id,
      before: { quantity: item.quantity - 5 },
      after: { quantity: item.quantity },
    });
    expect(Object.keys(change!.after!)).toEqual(['quantity']);
  });
});
