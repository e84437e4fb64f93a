import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateFinancialMetrics,
  fv,
  irr,
  mirr,
  nper,
  npv,
  paybackPeriod,
  pmt,
  pv,
  rate,
  xirr,
  xnpv,
} from './financial-metrics.ts';

const value = (metric: { ok: boolean; value?: number }) => (metric.ok ? metric.value : Number.NaN);

describe('npv: the two conventions', () => {
  it.each([
    // numpy-financial test_npv: first flow at t = 0.
    [0.05, [-15000, 1500, 2500, 3500, 4500, 6000], 'first-at-t0', 122.89485495094269],
    // formulajs test/financial.js NPV (Excel semantics: every flow discounted).
    [0.1, [-10000, 2000, 4000, 8000], 'spreadsheet', 1031.3503176012546],
    [0.1, [-75000], 'spreadsheet', -68181.81818181818],
    [0.12, [12000, 15000, 18000, 21000, 24000], 'spreadsheet', 62448.362521940246],
  ] as const)('npv(%d, %j, %s) = %d', (r, flows, convention, expected) => {
    expect(npv(r, flows, convention)).toBeCloseTo(expected, 8);
  });

  it('differs between conventions by exactly one period of discount', () => {
    const flows = [-15000, 1500, 2500, 3500, 4500, 6000];
    expect(npv(0.05, flows, 'spreadsheet') * 1.05).toBeCloseTo(npv(0.05, flows, 'first-at-t0'), 9);
  });
});

describe('irr', () => {
  it.each([
    // numpy-financial TestIrr.test_basic_values (2 decimals there; the roots are unique to 1e-9 here).
    [[-150000, 15000, 25000, 35000, 45000, 60000], 0.0524],
    [[-100, 0, 0, 74], -0.0955],
    [[-100, 39, 59, 55, 20], 0.28095],
    [[-100, 100, 0, -7], -0.0833],
    [[-100, 100, 0, 7], 0.06206],
    [[-5, 10.5, 1, -8, 1], 0.0886],
    [[-5, 10.5, 1, -8, 1, 0, 0, 0], 0.0886],
    // formulajs IRR (Excel).
    [[-75000, 12000, 15000, 18000, 21000, 24000], 0.05715142887178467],
  ])('irr(%j) ≈ %d', (flows, expected) => {
    expect(value(irr(flows))).toBeCloseTo(expected, 4);
  });

  it('lists every rate when there are several', () => {
    expect(irr([-5, 10.5, 1, -8, 1]).allRates?.length).toBe(3);
  });

  it('says so when there is no real solution', () => {
    expect(irr([-1, -2, -3])).toMatchObject({ ok: false, code: 'no_sign_change' });
    expect(irr([10, -1, 10])).toMatchObject({ ok: false, code: 'no_real_solution' });
  });

  it('makes the NPV zero (npf test_npv_irr_congruence) on random investments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 10 }),
        (outlay, returns) => {
          const flows = [-outlay, ...returns];
          const r = irr(flows);
          if (r.ok) expect(Math.abs(npv(r.value, flows))).toBeLessThan(1e-6 * outlay);
        },
      ),
    );
  });
});

describe('mirr', () => {
  it.each([
    [[-4500, -800, 800, 800, 600, 600, 800, 800, 700, 3000], 0.08, 0.055, 0.06659717503155355],
    [[-120000, 39000, 30000, 21000, 37000, 46000], 0.1, 0.12, 0.12609413036590514],
    [[100, 200, -50, 300, -200], 0.05, 0.06, 0.34282338784217664],
    [[-75000, 12000, 15000, 18000, 21000, 24000], 0.1, 0.12, 0.07971710360838036],
  ])('mirr(%j, %d, %d) = %d', (flows, finance, reinvest, expected) => {
    expect(value(mirr(flows, finance, reinvest))).toBeCloseTo(expected, 12);
  });

  it('has no answer without a negative flow', () => {
    expect(mirr([39000, 30000, 21000, 37000, 46000], 0.1, 0.12).ok).toBe(false);
  });
});

describe('xnpv and xirr (Excel documentation example, via formulajs tests)', () => {
  const flows = [
    { date: '2008-01-01', amount: -10000 },
    { date: '2008-03-01', amount: 2750 },
    { date: '2008-10-30', amount: 4250 },
    { date: '2009-02-15', amount: 3250 },
    { date: '2009-04-01', amount: 2750 },
  ];
  // Microsoft's XNPV page prints 2086.65; formulajs asserts 2086.67 only to ±0.1.
  it('xnpv at 9% is 2086.65', () => expect(xnpv(0.09, flows)).toBeCloseTo(2086.6476, 3));
  it('xirr is 37.34%', () => expect(value(xirr(flows))).toBeCloseTo(0.373362535, 8));
  it('xirr of all-positive flows has no solution', () => {
    expect(xirr(flows.map((f) => ({ ...f, amount: Math.abs(f.amount) })))).toMatchObject({ ok: false });
  });
});

describe('time value of money (numpy-financial and formulajs vectors)', () => {
  it.each([
    ['pmt', () => pmt(0.08 / 12, 60, 15000), -304.14591432620523],
    ['pmt rate 0', () => pmt(0, 60, 15000), -250],
    ['pmt begin', () => pmt(0.1 / 12, 24, 100000, 1000000, 'begin'), -42075.45683100995],
    ['pmt fv', () => pmt(0.06 / 12, 216, 0, 50000), -129.0811608679973],
    ['pv', () => pv(0.07, 20, 12000, 0), -127128.17094619393],
    ['pv begin', () => pv(0.1 / 12, 24, 1000, 10000, 'begin'), -30045.54072173169],
    ['pv rate 0', () => pv(0, 24, 1000, 10000, 'begin'), -34000],
    ['fv', () => fv(0.075, 20, -2000, 0), 86609.362673042924],
    ['fv begin', () => fv(0.075, 20, -2000, 0, 'begin'), 93105.064874],
    ['fv excel', () => fv(0.06 / 12, 10, -200, -500, 'begin'), 2581.4033740601185],
    ['nper', () => value(nper(0.075, -2000, 0, 100000)), 21.544944],
    ['nper begin', () => value(nper(0.075, -2000, 0, 100000, 'begin')), 20.76156441],
    ['nper rate 0', () => value(nper(0, -100, 1000)), 10],
    ['nper gh-18', () => value(nper(0.1, 0, -500, 1500)), 11.52670461],
    ['nper excel', () => value(nper(0.1 / 12, -100, -1000, 10000)), 63.39385422740764],
    ['rate', () => value(rate(10, 0, -3500, 10000)), 0.1106908537142689],
    ['rate excel', () => value(rate(24, -1000, -10000, 100000)), 0.06517891177181546],
    ['rate excel begin', () => value(rate(24, -1000, -10000, 100000, 'begin')), 0.0632395800018064],
    ['rate excel 2', () => value(rate(48, -200, 8000)), 0.007701472],
  ])('%s', (_name, compute, expected) => {
    expect(compute()).toBeCloseTo(expected as number, 5);
  });

  it('says so when no rate or period count exists (npf test_rate_with_infeasible_solution)', () => {
    expect(rate(12, 400, 10000, 5000)).toMatchObject({ ok: false, code: 'no_real_solution' });
    expect(rate(12, 400, 10000, 5000, 'begin')).toMatchObject({ ok: false });
    expect(nper(0.1, -10, 1000)).toMatchObject({ ok: false, code: 'no_real_solution' });
    expect(nper(0, 0, 1000)).toMatchObject({ ok: false });
  });

  it('round-trips pmt → pv and pmt → rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 0.2, noNaN: true }),
        fc.integer({ min: 1, max: 360 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (r, n, principal) => {
          const payment = pmt(r, n, principal);
          expect(pv(r, n, payment)).toBeCloseTo(principal, 4);
          expect(value(rate(n, payment, principal))).toBeCloseTo(r, 6);
        },
      ),
    );
  });
});

describe('paybackPeriod', () => {
  it.each([
    [[-1000, 300, 300, 300, 300], undefined, 3 + 100 / 300],
    [[-1000, 500, 500], undefined, 2],
    [[-1000, 600, 600], 0.1, 1 + (1000 - 600 / 1.1) / (600 / 1.21)],
    [[500, 100], undefined, 0],
  ])('%j at %s → %d periods', (flows, r, expected) => {
    expect(value(paybackPeriod(flows, r))).toBeCloseTo(expected, 10);
  });

  it('says when the money never comes back', () => {
    expect(paybackPeriod([-1000, 100, 100])).toMatchObject({ ok: false, code: 'never_paid_back' });
  });
});

describe('calculateFinancialMetrics', () => {
  it('names its conventions and returns every metric', () => {
    const result = calculateFinancialMetrics({
      cashFlows: [-10000, 2750, 4250, 3250, 2750],
      discountRate: 0.09,
      dates: ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01'],
    });
    expect(result.conventions.npv).toContain('t = 0');
    expect(result.npv).toBeCloseTo(npv(0.09, [-10000, 2750, 4250, 3250, 2750]), 10);
    expect(result.xnpv).toBeCloseTo(2086.65, 2);
    expect(result.irr.ok).toBe(true);
    expect(result.paybackPeriods).toMatchObject({ ok: true });
  });

  it('rejects a rate of −100% or below', () => {
    expect(() => calculateFinancialMetrics({ cashFlows: [-1, 2], discountRate: -1 })).toThrowError(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});
