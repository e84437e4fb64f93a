import { describe, expect, it } from 'vitest';
import { newEstimate, newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { finalizeEstimate } from './finalize-estimate.ts';

const registry = defaultTradeRegistry();

describe('finalizeEstimate', () => {
  it('gives an estimate with no lines no quality score and keeps it building (it showed 100/100, validated)', () => {
    const empty = finalizeEstimate(
      newEstimate({ id: 'e', title: 'New estimate', now: '2026-11-25T00:00:00Z' }),
      registry,
    );
    expect(empty.qualityScore).toBeUndefined();
    expect(empty.lifecycleState).toBe('building');
    const withEmptyGroup = { ...empty, groups: [newGroup({ id: 'g', name: 'Extras', sortOrder: 1 })] };
    expect(finalizeEstimate(withEmptyGroup, registry).qualityScore).toBeUndefined();
  });

  it('scores an estimate once it has a line', () => {
    const group = newGroup({ id: 'g', name: 'Fence', sortOrder: 1 });
    group.items.push(
      newLineItem({
        id: 'l',
        type: 'material',
        title: 'Cedar pickets',
        quantity: 100,
        uom: 'each',
        rateCents: 450,
      }),
    );
    const estimate = {
      ...newEstimate({ id: 'e', title: 'Fence', now: '2026-11-25T00:00:00Z' }),
      groups: [group],
    };
    expect(finalizeEstimate(estimate, registry).qualityScore).toBeTypeOf('number');
  });
});
