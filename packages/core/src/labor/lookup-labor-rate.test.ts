import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { lookupLaborRate } from './lookup-labor-rate.ts';

const registry = defaultTradeRegistry();

describe('lookupLaborRate', () => {
  it('prices per unit from the matching assembly, with its formula', () => {
    const result = lookupLaborRate(registry, 'drywall', 'sq_ft', 'hang and finish drywall', undefined, 1650);
    expect(result.basis).toBe('assembly');
    expect(result.labor.assemblyId).toBeDefined();
    expect(result.rateCents).toBeGreaterThan(40);
    expect(result.rateCents).toBeLessThan(300);
    expect(result.formula).toMatch(/h\/sq ft/);
  });

  it('converts to the unit asked for: per sq yd is nine times per sq ft', () => {
    const perSqFt = lookupLaborRate(registry, 'drywall', 'sq_ft', 'hang and finish drywall', undefined, 900);
    const perSqYd = lookupLaborRate(registry, 'drywall', 'sq_yd', 'hang and finish drywall', undefined, 100);
    expect(perSqYd.rateCents).toBeGreaterThanOrEqual(9 * perSqFt.rateCents - 9);
    expect(perSqYd.rateCents).toBeLessThanOrEqual(9 * perSqFt.rateCents + 9);
  });

  it('accepts an alias for the trade and applies the ZIP’s labor factor', () => {
    const national = lookupLaborRate(registry, 'electrician', 'hour', 'service call');
    const boston = lookupLaborRate(registry, 'electrical', 'hour', 'service call', '02139');
    expect(national.basis).toBe('time');
    expect(national.rateCents).toBe(4071);
    expect(boston.rateCents).toBe(5333);
  });

  it('never turns an hourly wage into a per-day rate without the hours', () => {
    expect(lookupLaborRate(registry, 'painting', 'day', 'painter day').rateCents).toBe(
      8 * lookupLaborRate(registry, 'painting', 'hour', 'painter').rateCents,
    );
  });

  it.each([
    ['unobtanium', 'each', 'x', /No trade matches "unobtanium"/],
    ['electrical', 'cubic_yd', 'pour concrete', /No labor rule of .* per cu yd/],
  ] as const)('explains what to give instead for %s', (trade, uom, text, message) => {
    expect(() => lookupLaborRate(registry, trade, uom, text)).toThrow(message);
  });
});
