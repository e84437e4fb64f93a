import { describe, expect, it } from 'vitest';
import { assertValidPlan, validatePlan } from './validate-plan.ts';

describe('validatePlan', () => {
  it('fills defaults', () => {
    const result = validatePlan({
      groups: [{ name: 'Paint', items: [{ title: 'Paint walls', quantity: 10, uom: 'sq_ft' }] }],
    });
    expect(result.ok && result.value.groups[0]!.items[0]).toMatchObject({
      type: 'assembly',
      customerSuppliesPrimary: false,
      params: {},
    });
  });

  it.each([
    [{ groups: [] }, /groups: Too small/],
    [
      { groups: [{ name: 'Paint', items: [{ title: 'x', quantity: -1, uom: 'sq_ft' }] }] },
      /groups\.0\.items\.0\.quantity/,
    ],
    [
      { groups: [{ name: 'Paint', items: [{ title: 'x', quantity: 1, uom: 'furlong' }] }] },
      /groups\.0\.items\.0\.uom/,
    ],
    [
      { groups: [{ name: 'Paint', items: [{ title: 'x', quantity: 1, uom: 'each', price: 5 }] }] },
      /Unrecognized key.*price/,
    ],
  ])('names the field to fix: %j', (input, message) => {
    expect(() => assertValidPlan(input)).toThrow(message);
  });
});
