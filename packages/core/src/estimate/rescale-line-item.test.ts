import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePackagesNeeded } from '../units/package-math.ts';
import type { Material } from './estimate-schema.ts';
import { newLineItem } from './new-estimate.ts';
import { rescaleLineItem, rescaleMaterial } from './rescale-line-item.ts';

function bought(name: string, requiredValue: number, coverage: number, wasteFactor: number): Material {
  const math = computePackagesNeeded(
    { value: requiredValue, uom: 'each' },
    { value: coverage, uom: 'each' },
    wasteFactor,
  );
  if (!math) throw new Error('test fixture has no package math');
  return {
    id: name,
    name,
    role: 'primary',
    priceCents: 37_900,
    packages: math.packagesNeeded,
    packageUnit: 'each',
    provenance: {
      sourceKind: 'catalog',
      sourceName: 'test',
      confidence: 'high',
      notes: [],
      packageMath: math,
    },
  };
}

const sealant: Material = {
  id: 'sealant',
  name: 'Exterior sealant tube',
  role: 'consumable',
  priceCents: 799,
  packages: 2,
  packageUnit: 'tube',
  provenance: { sourceKind: 'trade_profile', sourceName: 'test', confidence: 'estimated', notes: [] },
};

const windows = newLineItem({
  id: 'w',
  type: 'assembly',
  title: 'Install replacement window',
  quantity: 3,
  uom: 'each',
  rateCents: 15_582,
  materials: [bought('window', 3, 1, 0), sealant],
});

describe('rescaleLineItem', () => {
  it('buys 6 windows when 3 windows become 6, with the package math written again', () => {
    const six = rescaleLineItem(windows, 6);
    expect(six.quantity).toBe(6);
    expect(six.materials.map((m) => [m.id, m.packages])).toEqual([
      ['window', 6],
      ['sealant', 4],
    ]);
    expect(six.materials[0]?.provenance.packageMath?.formula).toBe('ceil(6 ea × 1 ÷ 1 ea) = 6');
  });

  it('buys nothing for 0 and keeps the line as it was when the quantity is unchanged', () => {
    expect(rescaleLineItem(windows, 0).materials.map((m) => m.packages)).toEqual([0, 0]);
    expect(rescaleLineItem(windows, 3)).toBe(windows);
  });

  it('keeps a material line’s product in step with its quantity', () => {
    const line = newLineItem({
      id: 'm',
      type: 'material',
      title: 'Drywall sheets',
      quantity: 10,
      uom: 'each',
      rateCents: 1_598,
      materials: [{ ...sealant, packages: 10 }],
    });
    expect(rescaleLineItem(line, 12).materials[0]?.packages).toBe(12);
  });
});

describe('rescaleMaterial', () => {
  it('never under-buys: the packages cover the scaled requirement with its waste', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (from, to, coverage, waste) => {
          const material = bought('m', from * 2, coverage, waste);
          const next = rescaleMaterial(material, from, to);
          expect(next.packages * coverage).toBeGreaterThanOrEqual(to * 2 * (1 + waste) - 1e-6);
        },
      ),
    );
  });
});
