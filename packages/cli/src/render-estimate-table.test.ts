import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import { renderEstimateTable } from './render-estimate-table.ts';

describe('renderEstimateTable', () => {
  it('adds how the text was read, unresolved lines and the imported price list to the grouped table', async () => {
    const { estimate, totals } = await buildEstimateFromPlan(GOLDEN_PLANS.fence!, {
      registry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
    });
    const item = estimate.groups[0]!.items[0]!;
    item.pricingState = 'unresolved';
    item.unresolvedReason = 'No confident match for "cedar picket"';
    const text = renderEstimateTable(estimate, totals, {
      scope: { understood: ['Fence 120 LF'], unrecognized: ['with a moat'] },
      importedPriceCount: 12,
    });
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Understood:',
      '  - Fence 120 LF',
      'Not understood (left out):',
      '  - with a moat',
    ]);
    expect(text).toContain('GRAND TOTAL');
    expect(text).toContain(
      `  - [unresolved] ${estimate.groups[0]!.name} › ${item.title}: No confident match for "cedar picket"`,
    );
    expect(lines.at(-1)).toBe('Your imported price list (12 items) was searched before the bundled catalog.');
  });
});
