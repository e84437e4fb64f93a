import { describe, expect, it } from 'vitest';
import { checkMaterial, type GateInput } from './validation-gate.ts';

const drywall: GateInput = {
  required: { value: 1650, uom: 'sq_ft' },
  packages: 57,
  priceCents: 1248,
  coveragePerPackage: { value: 32, uom: 'sq_ft' },
  confidence: 'high',
};

describe('checkMaterial', () => {
  it.each<[string, Partial<GateInput>, string, string[]]>([
    ['a correct package count', {}, 'PERSIST_VERIFIED', []],
    ['the scope quantity as the purchase quantity', { packages: 1650 }, 'REJECT', ['SCOPE_QUANTITY_LEAK']],
    ['too few packages', { packages: 40 }, 'REJECT', ['IMPLAUSIBLE_CONVERSION']],
    ['far too many packages', { packages: 400 }, 'REJECT', ['IMPLAUSIBLE_CONVERSION']],
    ['a catastrophic total', { packages: 57, priceCents: 1_000_000 }, 'REJECT', ['CATASTROPHIC_TOTAL']],
    [
      'unknown coverage for a physical need',
      { coveragePerPackage: undefined },
      'PERSIST_UNRESOLVED',
      ['CROSS_UNIT_WITHOUT_COVERAGE'],
    ],
    [
      'coverage in another dimension',
      { coveragePerPackage: { value: 250, uom: 'linear_ft' } },
      'PERSIST_UNRESOLVED',
      ['UNIT_MISMATCH'],
    ],
    ['a low-confidence cheap match', { confidence: 'low' }, 'PERSIST_ESTIMATED', ['LOW_CONFIDENCE']],
    [
      'a low-confidence expensive match',
      { confidence: 'low', priceCents: 9000 },
      'PERSIST_UNRESOLVED',
      ['LOW_CONFIDENCE'],
    ],
    ['a registry estimate under the ceiling', { confidence: 'estimated' }, 'PERSIST_ESTIMATED', []],
    [
      'a registry estimate over the ceiling',
      { confidence: 'estimated', priceCents: 9000 },
      'PERSIST_UNRESOLVED',
      [],
    ],
    ['a free product', { priceCents: 0 }, 'PERSIST_UNRESOLVED', ['NON_POSITIVE_PRICE']],
    [
      'a counted product without coverage',
      { required: { value: 6, uom: 'each' }, packages: 6, coveragePerPackage: undefined },
      'PERSIST_VERIFIED',
      [],
    ],
    [
      'squares against sq ft coverage',
      {
        required: { value: 20, uom: 'square' },
        packages: 61,
        coveragePerPackage: { value: 33.3, uom: 'sq_ft' },
      },
      'PERSIST_VERIFIED',
      [],
    ],
  ])('%s → %s', (_name, change, decision, codes) => {
    const result = checkMaterial({ ...drywall, ...change });
    expect(result.decision).toBe(decision);
    expect(result.issues.map((i) => i.code)).toEqual(codes);
    if (decision === 'REJECT') expect(result.instructions).toMatch(/ceil\(required/);
  });
});
