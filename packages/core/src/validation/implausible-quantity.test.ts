import { describe, expect, it } from 'vitest';
import type { LineItem } from '../estimate/estimate-schema.ts';
import { newLineItem } from '../estimate/new-estimate.ts';
import { quantityIssues } from './implausible-quantity.ts';

const line = (quantity: number, uom: LineItem['uom'], type: LineItem['type'] = 'assembly') =>
  newLineItem({ id: 'l', type, title: 'Work', quantity, uom, rateCents: 100 });

describe('quantityIssues', () => {
  it.each([
    [0, 'sq_ft', 'ZERO_QUANTITY'],
    [160_000, 'sq_ft', 'IMPLAUSIBLE_QUANTITY'],
    [10_000_000, 'sq_ft', 'IMPLAUSIBLE_QUANTITY'],
    [1_200, 'square', 'IMPLAUSIBLE_QUANTITY'],
    [60_000, 'linear_ft', 'IMPLAUSIBLE_QUANTITY'],
    [6_000, 'each', 'IMPLAUSIBLE_QUANTITY'],
  ] as const)('%d %s is %s, blocking', (quantity, uom, code) => {
    expect(quantityIssues(line(quantity, uom), ['groups', 0, 'items', 0])).toEqual([
      expect.objectContaining({ code, severity: 'blocking' }),
    ]);
  });

  it.each([
    [1_650, 'sq_ft'],
    [100_000, 'sq_ft'],
    [40, 'square'],
    [180, 'linear_ft'],
    [24, 'each'],
    [1, 'lump_sum'],
  ] as const)('%d %s is a job size', (quantity, uom) => {
    expect(quantityIssues(line(quantity, uom), [])).toEqual([]);
  });

  it('leaves text and allowance lines alone', () => {
    expect(quantityIssues(line(0, 'each', 'text'), [])).toEqual([]);
    expect(quantityIssues(line(0, 'each', 'allowance'), [])).toEqual([]);
  });
});
