import { describe, expect, it } from 'vitest';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { newEstimate, newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { type MoveRequest, moveEntry } from './move-entry.ts';

function estimate(): Estimate {
  const base = newEstimate({ id: 'e1', title: 'Test' });
  const line = (id: string) =>
    newLineItem({ id, title: id, type: 'text', quantity: 1, uom: 'each', rateCents: 0 });
  return {
    ...base,
    groups: [
      { ...newGroup({ id: 'g1', name: 'One', sortOrder: 0 }), items: [line('a'), line('b'), line('c')] },
      { ...newGroup({ id: 'g2', name: 'Two', sortOrder: 0 }), items: [] },
    ],
  };
}

const order = (e: Estimate) => e.groups.map((g) => `${g.id}:${g.items.map((i) => i.id).join('')}`).join(' ');

describe('moveEntry', () => {
  it.each<[MoveRequest, string]>([
    [{ kind: 'item', id: 'b', direction: 'up' }, 'g1:bac g2:'],
    [{ kind: 'item', id: 'b', direction: 'down' }, 'g1:acb g2:'],
    [{ kind: 'item', id: 'a', direction: 'up' }, 'g1:abc g2:'],
    [{ kind: 'item', id: 'c', direction: 'down' }, 'g1:abc g2:'],
    [{ kind: 'group', id: 'g2', direction: 'up' }, 'g2: g1:abc'],
    [{ kind: 'group', id: 'g1', direction: 'up' }, 'g1:abc g2:'],
  ])('%o → %s', (request, expected) => {
    const before = estimate();
    const moved = moveEntry(before, request);
    expect(order(moved)).toBe(expected);
    expect(order(before)).toBe('g1:abc g2:');
  });

  it('renumbers group sort orders in the new order and refuses unknown ids', () => {
    const moved = moveEntry(estimate(), { kind: 'group', id: 'g2', direction: 'up' });
    expect(moved.groups.map((g) => g.sortOrder)).toEqual([0, 10]);
    expect(() => moveEntry(estimate(), { kind: 'item', id: 'zz', direction: 'up' })).toThrow(
      /No line item zz/,
    );
    expect(() => moveEntry(estimate(), { kind: 'group', id: 'zz', direction: 'up' })).toThrow(/No group zz/);
  });
});
