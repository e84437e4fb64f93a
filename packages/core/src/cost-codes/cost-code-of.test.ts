import { describe, expect, it } from 'vitest';
import { newLineItem } from '../estimate/new-estimate.ts';
import { loadTradeProfiles } from '../trades/load-trade-profiles.ts';
import { costCodeOf, costCodesOf } from './cost-code-of.ts';
import { CSI_CODE_PATTERN, costCodeTable, parseCostCodeTable } from './cost-code-table.ts';

const line = (fields: Partial<Parameters<typeof newLineItem>[0]>) =>
  newLineItem({
    id: 'li-1',
    type: 'assembly',
    title: 'Work',
    quantity: 1,
    uom: 'each',
    rateCents: 100,
    ...fields,
  });

describe('costCodeOf', () => {
  it.each([
    { name: 'painting line', item: { tradeId: 'painting' }, group: {}, code: '09 91 00', source: 'trade' },
    { name: 'tile line', item: { tradeId: 'tile' }, group: {}, code: '09 30 00', source: 'trade' },
    { name: 'group trade', item: {}, group: { tradeId: 'electrical' }, code: '26 00 00', source: 'trade' },
    {
      name: 'permit in a plumbing group',
      item: { type: 'permit' as const, tradeId: 'plumbing' },
      group: {},
      code: '01 41 00',
      source: 'line_type',
    },
    {
      name: 'allowance',
      item: { type: 'allowance' as const },
      group: {},
      code: '01 21 00',
      source: 'line_type',
    },
    { name: 'no trade', item: {}, group: {}, code: '01 00 00', source: 'fallback' },
    { name: 'unknown trade', item: { tradeId: 'nope' }, group: {}, code: '01 00 00', source: 'fallback' },
    {
      name: "the contractor's own code",
      item: { tradeId: 'painting', costCode: '09-100 Paint' },
      group: {},
      code: '09-100 Paint',
      source: 'line',
    },
    {
      name: 'a code equal to the default stays derived',
      item: { tradeId: 'painting', costCode: '09 91 00' },
      group: {},
      code: '09 91 00',
      source: 'trade',
    },
  ])('$name → $code', ({ item, group, code, source }) => {
    const got = costCodeOf(line(item), group);
    expect(got.code).toBe(code);
    expect(got.source).toBe(source);
  });

  it('gives a known CSI code set by hand its title', () => {
    expect(costCodeOf(line({ tradeId: 'painting', costCode: '09 30 00' })).title).toBe('Tiling');
  });

  it('maps every line of an estimate by id', () => {
    const codes = costCodesOf({
      groups: [{ id: 'g', name: 'Paint', sortOrder: 1, tradeId: 'painting', items: [line({})] }],
    });
    expect(codes['li-1']?.code).toBe('09 91 00');
  });
});

describe('cost-code table', () => {
  it('has a CSI section for every bundled trade', () => {
    const table = costCodeTable();
    for (const profile of loadTradeProfiles()) {
      expect(table.byTrade[profile.id]?.code, profile.id).toMatch(CSI_CODE_PATTERN);
    }
  });

  it.each([
    {
      name: 'a code not in CSI form',
      data: { fallback: { code: '1', title: 'x' }, byLineType: {}, byTrade: {} },
    },
    { name: 'a missing fallback', data: { byLineType: {}, byTrade: {} } },
    {
      name: 'an unknown line type',
      data: {
        fallback: { code: '01 00 00', title: 'x' },
        byLineType: { widget: { code: '01 00 00', title: 'x' } },
        byTrade: {},
      },
    },
  ])('refuses $name at load', ({ data }) => {
    expect(() => parseCostCodeTable(data)).toThrow(expect.objectContaining({ code: 'INVALID_COST_CODES' }));
  });
});
