import { describe, expect, it } from 'vitest';
import type { Estimate, LineItem, Material } from '../estimate/estimate-schema.ts';
import { newEstimate, newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { computeQualityScore, validateEstimate } from './validate-estimate.ts';

const sheet: Material = {
  id: 'm1',
  name: 'Drywall panel',
  role: 'primary',
  priceCents: 1248,
  packages: 57,
  packageUnit: 'sheet',
  provenance: {
    sourceKind: 'catalog',
    sourceName: 'c',
    sku: 'dw-12',
    priceDate: '2026-01-01',
    confidence: 'high',
    notes: [],
  },
};
const hang = newLineItem({
  id: 'a',
  type: 'assembly',
  title: 'Hang drywall',
  quantity: 500,
  uom: 'sq_ft',
  rateCents: 88,
  tradeId: 'drywall',
  materials: [sheet],
  pricingState: 'verified',
});
const cleanup = newLineItem({
  id: 'c',
  type: 'assembly',
  title: 'Final cleanup and debris disposal',
  quantity: 1,
  uom: 'lump_sum',
  rateCents: 30000,
  laborOnly: true,
});

function estimateWith(...items: LineItem[]): Estimate {
  const estimate = newEstimate({ id: 'e', title: 't' });
  estimate.groups.push(newGroup({ id: 'g', name: 'Work', items }));
  return estimate;
}
const codes = (estimate: Estimate, context = {}) =>
  validateEstimate(estimate, context)
    .map((i) => i.code)
    .sort();

describe('validateEstimate', () => {
  it('finds nothing wrong with a complete small job', () => {
    expect(codes(estimateWith(hang, cleanup))).toEqual([]);
  });

  it.each<[string, LineItem[], object, string[]]>([
    [
      'a zero rate',
      [{ ...hang, rateCents: 0, materials: [] }, cleanup],
      {},
      ['MISSING_MATERIALS', 'ZERO_RATE'],
    ],
    [
      'an unresolved line',
      [{ ...hang, pricingState: 'unresolved', unresolvedReason: 'no product' }, cleanup],
      {},
      ['UNRESOLVED'],
    ],
    [
      'an installed assembly without materials',
      [{ ...hang, materials: [] }, cleanup],
      {},
      ['MISSING_MATERIALS'],
    ],
    [
      'an hourly wage typed as a per-sq-ft rate',
      [{ ...hang, rateCents: 5200 }, cleanup],
      {},
      ['HOURLY_RATE_AS_UNIT_RATE', 'MISSING_CONTINGENCY'],
    ],
    [
      'no wage-as-unit-rate on a rate the engine derived from hours per unit above a wage per foot (a foot of cabinets)',
      [
        {
          ...hang,
          uom: 'linear_ft',
          quantity: 20,
          rateCents: 7774,
          labor: { hoursPerUnit: 1, hourlyCostCents: 5468, formula: '1 h/LF × $54.68/h' },
        },
        cleanup,
      ],
      {},
      ['MISSING_CONTINGENCY'],
    ],
    [
      'the same rate typed over by a person',
      [
        {
          ...hang,
          uom: 'linear_ft',
          quantity: 20,
          rateCents: 7774,
          userEdited: true,
          labor: { hoursPerUnit: 1, formula: 'x' },
        },
        cleanup,
      ],
      {},
      ['HOURLY_RATE_AS_UNIT_RATE', 'MISSING_CONTINGENCY'],
    ],
    [
      'no cleanup on a real job',
      [{ ...hang, quantity: 1500 }],
      {},
      ['MISSING_CLEANUP', 'MISSING_CONTINGENCY'],
    ],
    ['no cleanup on a service visit, which is fine', [hang], {}, []],
    [
      'a garbage disposal taken for cleanup',
      [
        { ...hang, quantity: 1500 },
        { ...cleanup, title: 'Install garbage disposal' },
      ],
      {},
      ['MISSING_CLEANUP', 'MISSING_CONTINGENCY'],
    ],
    [
      'a regulated trade without permit',
      [hang, cleanup],
      { permitFor: () => 'Drywall permit' },
      ['MISSING_PERMIT'],
    ],
    ['a stale price', [hang, cleanup], { today: '2027-06-01', stalePriceDays: 365 }, ['STALE_PRICE']],
    [
      'an installed cost out of range',
      [hang, cleanup],
      {
        sanityRange: (item: LineItem) =>
          item.uom === 'sq_ft' ? { minCentsPerUnit: 300, maxCentsPerUnit: 600, source: 'test' } : undefined,
      },
      ['PRICE_OUT_OF_RANGE'],
    ],
    [
      'the same product standalone and attached',
      [
        hang,
        cleanup,
        newLineItem({
          id: 'm',
          type: 'material',
          title: 'Drywall panel',
          quantity: 57,
          uom: 'sheet',
          rateCents: 1248,
          materials: [sheet],
        }),
      ],
      {},
      ['DOUBLE_COSTED', 'MISSING_CONTINGENCY'],
    ],
    [
      'a labor-only line carrying materials',
      [hang, { ...cleanup, materials: [sheet] }],
      {},
      ['LABOR_ONLY_WITH_MATERIALS'],
    ],
  ])('flags %s', (_name, items, context, expected) => {
    expect(codes(estimateWith(...items), context)).toEqual(expected);
  });

  it('flags duplicate groups, an empty estimate and missing contingency', () => {
    const estimate = newEstimate({ id: 'e', title: 't' });
    estimate.groups.push(newGroup({ id: 'a', name: 'Paint' }), newGroup({ id: 'b', name: 'paint ' }));
    expect(codes(estimate)).toEqual(['DUPLICATE_GROUP', 'EMPTY_ESTIMATE']);
    const big = estimateWith({ ...hang, quantity: 5000 }, cleanup);
    expect(codes(big)).toContain('MISSING_CONTINGENCY');
    big.settings.contingencyPercent = 5;
    expect(codes(big)).not.toContain('MISSING_CONTINGENCY');
  });

  it('points each issue at its line', () => {
    const [first] = validateEstimate(estimateWith(cleanup, { ...hang, rateCents: 0, materials: [] }));
    expect(first?.path).toEqual(['groups', 0, 'items', 1, 'rateCents']);
  });
});

describe('computeQualityScore', () => {
  it.each([
    [[], 100],
    [['blocking'], 85],
    [['warning', 'warning', 'info'], 88],
    [Array(10).fill('blocking'), 0],
  ] as const)('%j → %d', (severities, expected) => {
    expect(
      computeQualityScore(severities.map((severity) => ({ code: 'X', severity, path: [], message: '' }))),
    ).toBe(expected);
  });
});

describe('open questions keep the score below 100 and say why', () => {
  const asking = (questions: string[]) => ({ ...estimateWith(hang, cleanup), questions });
  it.each<[string, string[], string[], number]>([
    ['no question', [], [], 100],
    ['one open question', ['What size is the room?'], [], 95],
    ['three open questions count once', ['a?', 'b?', 'c?'], [], 95],
    ['a question that is a doubt is scored as the doubt only', ['a?'], ['a?'], 85],
  ])('%s', (_label, questions, doubts, score) => {
    const issues = validateEstimate(asking(questions), doubts.length > 0 ? { doubts } : {});
    expect(computeQualityScore(issues)).toBe(score);
    const open = issues.find((i) => i.code === 'OPEN_QUESTIONS');
    if (score === 95)
      expect(open?.message).toContain(
        `${questions.length === 1 ? '1 question is' : '3 questions are'} still open`,
      );
    else expect(open).toBeUndefined();
  });
});
