import { z } from 'zod';
import { isoDateSchema, parseIsoDay } from './calendar.ts';
import { unwrap, validateWith } from './planning-error.ts';

/**
 * A metric that may have no real answer (IRR of flows without a sign change, payback never reached, NPER of
 * a loan that never amortizes). Never a NaN: either a value or a reason a person can read.
 */
export type Metric<T = number> = { ok: true; value: T } | { ok: false; code: string; message: string };

/** `end`: payments at the end of each period (the default of Excel and numpy-financial); `begin`: annuity due. */
export type PaymentTiming = 'end' | 'begin';

/**
 * How NPV treats the first cash flow. `first-at-t0` (numpy-financial `npv`): values[0] is at time 0,
 * undiscounted. `spreadsheet` (Excel/Sheets `NPV`): every value is discounted, the first by one period.
 */
export type NpvConvention = 'first-at-t0' | 'spreadsheet';

const noSolution = (code: string, message: string): Metric<never> => ({ ok: false, code, message });

/** Net present value under the named convention. */
export function npv(
  rate: number,
  values: readonly number[],
  convention: NpvConvention = 'first-at-t0',
): number {
  const shift = convention === 'spreadsheet' ? 1 : 0;
  return values.reduce((sum, value, t) => sum + value / (1 + rate) ** (t + shift), 0);
}

/** Bisects a bracketed sign change of `f` on [lo, hi] to the precision of doubles. */
function bisectRoot(f: (r: number) => number, low: number, high: number, fLow = f(low)): number {
  let lo = low;
  let hi = high;
  let flo = fLow;
  for (let step = 0; step < 200 && hi - lo > 1e-15; step++) {
    const mid = (lo + hi) / 2;
    const fmid = f(mid);
    if (flo * fmid <= 0) hi = mid;
    else {
      lo = mid;
      flo = fmid;
    }
  }
  return (lo + hi) / 2;
}

/** All real roots of NPV(r) = 0 for r > −1, found by scanning a grid and bisecting each sign change. */
function npvRoots(values: readonly number[]): number[] {
  const f = (r: number) => npv(r, values);
  const grid: number[] = [];
  for (let r = -0.99; r < 1; r += 0.005) grid.push(r);
  for (let r = 1; r <= 100; r *= 1.05) grid.push(r);
  const roots: number[] = [];
  for (let g = 0; g + 1 < grid.length; g++) {
    const lo = grid[g] as number;
    const hi = grid[g + 1] as number;
    const flo = f(lo);
    const fhi = f(hi);
    if (flo === 0) roots.push(lo);
    if (flo * fhi >= 0) continue;
    roots.push(bisectRoot(f, lo, hi, flo));
  }
  return roots;
}

/**
 * Internal rate of return: the rate with NPV = 0. With several sign changes there can be several rates;
 * all are listed and `value` is the one closest to `guess` (the rate Excel's iteration from the guess finds).
 */
export function irr(values: readonly number[], guess = 0.1): Metric<number> & { allRates?: number[] } {
  const hasPositive = values.some((v) => v > 0);
  const hasNegative = values.some((v) => v < 0);
  if (!hasPositive || !hasNegative) {
    return noSolution('no_sign_change', 'IRR needs at least one negative and one positive cash flow');
  }
  const roots = npvRoots(values);
  if (roots.length === 0) return noSolution('no_real_solution', 'no rate above −100% makes the NPV zero');
  const value = roots.reduce((best, r) => (Math.abs(r - guess) < Math.abs(best - guess) ? r : best));
  return roots.length > 1 ? { ok: true, value, allRates: roots } : { ok: true, value };
}

/**
 * Modified IRR (Excel MIRR, numpy-financial mirr): negatives discounted at `financeRate` to t = 0, positives
 * compounded at `reinvestRate` to the last period.
 */
export function mirr(values: readonly number[], financeRate: number, reinvestRate: number): Metric {
  const n = values.length;
  const pvNegative = values.reduce((s, v, t) => s + (v < 0 ? v / (1 + financeRate) ** t : 0), 0);
  const fvPositive = values.reduce((s, v, t) => s + (v > 0 ? v * (1 + reinvestRate) ** (n - 1 - t) : 0), 0);
  if (pvNegative === 0 || fvPositive === 0) {
    return noSolution('no_sign_change', 'MIRR needs at least one negative and one positive cash flow');
  }
  return { ok: true, value: (fvPositive / -pvNegative) ** (1 / (n - 1)) - 1 };
}

export interface DatedCashFlow {
  date: string;
  amount: number;
}

/** XNPV (Excel): each flow discounted by (1 + rate)^(days since the first flow's date / 365). */
export function xnpv(rate: number, flows: readonly DatedCashFlow[]): number {
  const first = parseIsoDay((flows[0] as DatedCashFlow).date);
  return flows.reduce((s, f) => s + f.amount / (1 + rate) ** ((parseIsoDay(f.date) - first) / 365), 0);
}

/** XIRR (Excel): the rate with XNPV = 0, by bisection over a bracket found by scanning. */
export function xirr(flows: readonly DatedCashFlow[], guess = 0.1): Metric {
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) {
    return noSolution('no_sign_change', 'XIRR needs at least one negative and one positive cash flow');
  }
  const f = (r: number) => xnpv(r, flows);
  const roots: number[] = [];
  let previous = -0.999;
  let fPrevious = f(previous);
  for (let r = -0.99; r <= 100; r = r < 1 ? r + 0.01 : r * 1.05) {
    const fr = f(r);
    if (fPrevious * fr < 0) roots.push(bisectRoot(f, previous, r, fPrevious));
    previous = r;
    fPrevious = fr;
  }
  if (roots.length === 0) return noSolution('no_real_solution', 'no rate above −100% makes the XNPV zero');
  return { ok: true, value: roots.reduce((b, r) => (Math.abs(r - guess) < Math.abs(b - guess) ? r : b)) };
}

/**
 * Payback period in periods: flows are at the end of periods 0, 1, 2 …; the crossing is interpolated
 * linearly within the period (so 2.5 means halfway through period 3). Discounted when a rate is given.
 */
export function paybackPeriod(values: readonly number[], discountRate?: number): Metric {
  let cumulative = 0;
  for (let t = 0; t < values.length; t++) {
    const flow = (values[t] as number) / (discountRate === undefined ? 1 : (1 + discountRate) ** t);
    const before = cumulative;
    cumulative += flow;
    if (cumulative >= 0 && (t === 0 ? flow >= 0 : before < 0)) {
      return { ok: true, value: t === 0 ? 0 : t - 1 + -before / flow };
    }
  }
  return noSolution('never_paid_back', 'the cumulative cash flow never turns non-negative');
}

const when = (timing: PaymentTiming) => (timing === 'begin' ? 1 : 0);

/** Future value (Excel FV / numpy-financial fv; money paid out is negative). */
export function fv(rate: number, nper: number, pmt: number, pv = 0, timing: PaymentTiming = 'end'): number {
  if (rate === 0) return -(pv + pmt * nper);
  const growth = (1 + rate) ** nper;
  return -(pv * growth + ((pmt * (1 + rate * when(timing))) / rate) * (growth - 1));
}

/** Present value (Excel PV). */
export function pv(
  rate: number,
  nper: number,
  pmt: number,
  fvValue = 0,
  timing: PaymentTiming = 'end',
): number {
  if (rate === 0) return -(fvValue + pmt * nper);
  const growth = (1 + rate) ** nper;
  return -(fvValue + ((pmt * (1 + rate * when(timing))) / rate) * (growth - 1)) / growth;
}

/** Payment per period (Excel PMT). */
export function pmt(
  rate: number,
  nper: number,
  pvValue: number,
  fvValue = 0,
  timing: PaymentTiming = 'end',
): number {
  if (rate === 0) return -(fvValue + pvValue) / nper;
  const growth = (1 + rate) ** nper;
  return (-(fvValue + pvValue * growth) * rate) / ((1 + rate * when(timing)) * (growth - 1));
}

/** Number of periods (Excel NPER); no solution when the payment never reaches the target. */
export function nper(
  rate: number,
  pmtValue: number,
  pvValue: number,
  fvValue = 0,
  timing: PaymentTiming = 'end',
): Metric {
  if (rate === 0) {
    if (pmtValue === 0)
      return noSolution('no_solution', 'with no interest and no payment the balance never changes');
    return { ok: true, value: -(fvValue + pvValue) / pmtValue };
  }
  const z = (pmtValue * (1 + rate * when(timing))) / rate;
  const ratio = (z - fvValue) / (z + pvValue);
  if (!(ratio > 0) || !Number.isFinite(ratio)) {
    return noSolution('no_real_solution', 'no number of periods reaches the future value with this payment');
  }
  return { ok: true, value: Math.log(ratio) / Math.log(1 + rate) };
}

/** Interest rate per period (Excel RATE): Newton from the guess, then a bracketing scan if that fails. */
export function rate(
  nperValue: number,
  pmtValue: number,
  pvValue: number,
  fvValue = 0,
  timing: PaymentTiming = 'end',
  guess = 0.1,
): Metric {
  // fv() returns the balance the payments leave; RATE solves for the rate where it equals `fvValue`.
  const f = (r: number) => fv(r, nperValue, pmtValue, pvValue, timing) - fvValue;
  const scale = Math.max(1, Math.abs(pvValue), Math.abs(fvValue), Math.abs(pmtValue * nperValue));
  let r = guess;
  for (let step = 0; step < 100; step++) {
    const h = 1e-7 * Math.max(1, Math.abs(r));
    const slope = (f(r + h) - f(r - h)) / (2 * h);
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = r - f(r) / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - r) < 1e-13) return { ok: true, value: next };
    r = next;
  }
  if (Math.abs(f(r)) < 1e-9 * scale && r > -1) return { ok: true, value: r };
  let previous = -0.999;
  for (let x = -0.99; x <= 10; x += 0.01) {
    if (f(previous) * f(x) < 0) return { ok: true, value: bisectRoot(f, previous, x) };
    previous = x;
  }
  return noSolution('no_real_solution', 'no interest rate reconciles these payments and balances');
}

export const financialMetricsInputSchema = z.object({
  /** Cash flows per period, values[0] at the start (t = 0): negative out, positive in. */
  cashFlows: z.array(z.number().finite()).min(2),
  /** Discount rate per period, e.g. 0.08. */
  discountRate: z.number().finite().gt(-1),
  npvConvention: z.enum(['first-at-t0', 'spreadsheet']).default('first-at-t0'),
  financeRate: z.number().finite().gt(-1).optional(),
  reinvestRate: z.number().finite().gt(-1).optional(),
  /** Dates of the cash flows, for XNPV and XIRR. */
  dates: z.array(isoDateSchema).optional(),
});

export type FinancialMetricsInput = z.input<typeof financialMetricsInputSchema>;

/** The `calculate_financial_metrics` bundle: NPV, IRR, MIRR, paybacks and, with dates, XNPV and XIRR. */
export function calculateFinancialMetrics(input: FinancialMetricsInput) {
  const valid = unwrap(validateWith(financialMetricsInputSchema, input), 'financial metrics input');
  const { cashFlows, discountRate } = valid;
  const financeRate = valid.financeRate ?? discountRate;
  const reinvestRate = valid.reinvestRate ?? discountRate;
  const dated = valid.dates
    ? valid.dates.length === cashFlows.length
      ? valid.dates.map((date, i) => ({ date, amount: cashFlows[i] as number }))
      : undefined
    : undefined;
  return {
    conventions: {
      npv:
        valid.npvConvention === 'first-at-t0'
          ? 'first cash flow at t = 0, undiscounted (numpy-financial npv)'
          : 'every cash flow discounted, the first by one period (Excel/Sheets NPV)',
      timing: 'cash flows at the end of each period; payback interpolated linearly within a period',
      xnpv: 'actual days / 365 from the first date (Excel XNPV)',
    },
    npv: npv(discountRate, cashFlows, valid.npvConvention),
    irr: irr(cashFlows),
    mirr: mirr(cashFlows, financeRate, reinvestRate),
    paybackPeriods: paybackPeriod(cashFlows),
    discountedPaybackPeriods: paybackPeriod(cashFlows, discountRate),
    ...(dated ? { xnpv: xnpv(discountRate, dated), xirr: xirr(dated) } : {}),
    ...(valid.dates && !dated
      ? {
          datesProblem: `got ${valid.dates.length} dates for ${cashFlows.length} cash flows; XNPV/XIRR skipped`,
        }
      : {}),
  };
}
