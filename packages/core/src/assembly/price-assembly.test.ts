import { describe, expect, it } from 'vitest';
import { tradeProfileSchema } from '../trades/trade-profile-schema.ts';
import { priceAssembly } from './price-assembly.ts';

// Electrician $40.71/h and helper $27.48/h national (labor-rates.yaml); ZIP3 021 Boston has labor factor 1.31.
const trade = tradeProfileSchema.parse({
  id: 'test_trade',
  name: 'Test trade',
  version: '1',
  laborRateKey: 'electrician',
  aliases: ['test'],
  regulated: false,
  minimumChargeCents: 15000,
  defaultWasteFactor: 0.1,
  allowedUoms: ['each', 'sq_ft'],
  sequence: 50,
  assemblies: [
    {
      id: 'widget',
      name: 'Install widget',
      keywords: ['widget'],
      uom: 'sq_ft',
      params: { coats: 2 },
      labor: {
        hoursPerUnit: 0.02,
        setupHours: 1.5,
        cleanupHours: 0.5,
        helperRatio: 0.5,
        complexityFactors: { standard: 1, high_ceiling: 1.25 },
        minRatePerUnitCents: 50,
        maxRatePerUnitCents: 500,
      },
      materials: [
        {
          role: 'primary',
          name: 'Panel',
          searchQuery: 'panel',
          quantityFormula: 'qty',
          quantityUom: 'sq_ft',
        },
        {
          role: 'consumable',
          name: 'Screws',
          skipSearch: true,
          estimatedPriceCents: 900,
          quantityFormula: 'ceil(qty / 500)',
          quantityUom: 'box',
          wasteFactor: 0,
        },
        {
          role: 'secondary',
          name: 'Paint',
          searchQuery: 'paint',
          quantityFormula: 'qty * coats / 350',
          quantityUom: 'gallon',
        },
      ],
    },
  ],
});
const assembly = trade.assemblies[0]!;

describe('priceAssembly', () => {
  it('spreads setup over the quantity and adds the helper crew', () => {
    const priced = priceAssembly(trade, assembly, 1000);
    // 0.02 h × (4071 + 0.5 × 2748) + 2 h × 4071 ÷ 1000 = 108.9 + 8.142 = 117.04 → 117 cents
    expect(priced.laborRatePerUnitCents).toBe(117);
    expect(priced.labor.formula).toContain('0.02 h/sq ft × ($40.71/h electrician + 0.5 × $27.48/h helper)');
    expect(priced.labor.formula).toContain('+ 2 h setup/cleanup × $40.71/h ÷ 1000 sq ft = $1.17/sq ft');
    expect(priced.leadHours).toBeCloseTo(22, 9);
    expect(priced.helperHours).toBeCloseTo(10, 9);
  });

  it('evaluates every bill-of-materials formula with qty and params', () => {
    const priced = priceAssembly(trade, assembly, 1000, { params: { coats: 3 } });
    expect(
      priced.materials.map((m) => [m.bom.name, m.required.value, m.required.uom, m.wasteFactor]),
    ).toEqual([
      ['Panel', 1000, 'sq_ft', 0.1],
      ['Screws', 2, 'box', 0],
      ['Paint', 8.57142857142857, 'gallon', 0.1],
    ]);
  });

  it('fills {param} placeholders in search queries from the params', () => {
    const sized = {
      ...assembly,
      materials: [{ ...assembly.materials[0]!, searchQuery: '{coats} coat panel' }],
    };
    expect(priceAssembly(trade, sized, 10).materials[0]!.searchQuery).toBe('2 coat panel');
    expect(priceAssembly(trade, sized, 10, { params: { coats: 3 } }).materials[0]!.searchQuery).toBe(
      '3 coat panel',
    );
  });

  it('applies the location labor factor and a named complexity factor', () => {
    const boston = priceAssembly(trade, assembly, 1000, { zip: '02139', complexity: 'high_ceiling' });
    expect(boston.labor.laborFactor).toBe(1.31);
    expect(boston.labor.formula).toContain('× 1.25 high_ceiling');
    expect(boston.laborRatePerUnitCents).toBeGreaterThan(117 * 1.31);
  });

  it('holds tiny jobs to the minimum and huge setup to the maximum rate per unit', () => {
    const big = priceAssembly(
      trade,
      { ...assembly, labor: { ...assembly.labor, hoursPerUnit: 0.001, setupHours: 0, cleanupHours: 0 } },
      10_000,
    );
    expect(big.laborRatePerUnitCents).toBe(50);
    expect(big.labor.clamped).toBe('min');
    const tiny = priceAssembly(trade, assembly, 1);
    expect(tiny.laborRatePerUnitCents).toBe(500);
    expect(tiny.labor.formula).toMatch(/held to the maximum \$5\.00\/sq ft/);
  });

  it('refuses a zero quantity with a message that says what to give', () => {
    expect(() => priceAssembly(trade, assembly, 0)).toThrow(/give a positive quantity/);
  });
});
