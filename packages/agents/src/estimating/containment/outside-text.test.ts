import type { Estimate, LineItem } from '@quoin/core';
import { newEstimate } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import { outsideTextOf, outsideTextOfRequest } from './outside-text.ts';

function line(overrides: Partial<LineItem>): LineItem {
  return {
    id: 'li',
    type: 'assembly',
    title: 'Line',
    description: '',
    quantity: 1,
    uom: 'each',
    rateCents: 100,
    laborOnly: false,
    materials: [],
    pricingState: 'verified',
    origin: 'plan',
    userEdited: false,
    issues: [],
    ...overrides,
  } as LineItem;
}

function estimateWith(...items: LineItem[]): Estimate {
  const estimate = newEstimate({ id: 'e', title: 'E' });
  estimate.groups = [{ id: 'g', name: 'G', items } as Estimate['groups'][number]];
  return estimate;
}

const webMaterial = {
  id: 'm',
  name: 'Faucet from a web page',
  role: 'primary',
  priceCents: 100,
  packages: 1,
  packageUnit: 'each',
  provenance: { sourceKind: 'live_search', sourceName: 'web', confidence: 'medium', notes: [] },
} as unknown as LineItem['materials'][number];

describe('outside text in an estimate', () => {
  it.each([
    ['no lines', estimateWith(), []],
    ['lines the engine made', estimateWith(line({}), line({ origin: 'qa' })), []],
    ['a line of an imported bid', estimateWith(line({ origin: 'import' })), ['imported bid']],
    [
      'a price stated by a bid',
      estimateWith(
        line({
          price: {
            sourceKind: 'imported_bid',
            sourceName: 'bid.pdf',
            confidence: 'source_backed',
            notes: [],
          },
        }),
      ),
      ['imported bid'],
    ],
    ['a material found on the web', estimateWith(line({ materials: [webMaterial] })), ['web results']],
  ])('%s', (_name, estimate, expected) => {
    expect(outsideTextOf(estimate)).toEqual(expected);
  });

  it('notes read from photos or drawings are outside text too', () => {
    expect(outsideTextOfRequest({ notes: ['door D1 is 36 in'] })).toEqual(['photo or drawing notes']);
    expect(outsideTextOfRequest({ notes: [] })).toEqual([]);
  });
});
