/** A three-point estimate: optimistic (minimum), most likely (mode), pessimistic (maximum). */
export interface ThreePoint {
  min: number;
  mostLikely: number;
  max: number;
}

/** The two named duration/cost distributions. PERT-Beta uses the classic λ = 4 shape. */
export type DistributionName = 'triangular' | 'pert-beta';

/** Inverse CDF of the triangular distribution (exact). */
export function triangularQuantile({ min, mostLikely, max }: ThreePoint, p: number): number {
  const range = max - min;
  if (range <= 0) return min;
  const cut = (mostLikely - min) / range;
  return p < cut
    ? min + Math.sqrt(p * range * (mostLikely - min))
    : max - Math.sqrt((1 - p) * range * (max - mostLikely));
}

export function triangularMean({ min, mostLikely, max }: ThreePoint): number {
  return (min + mostLikely + max) / 3;
}

export function triangularVariance({ min: a, mostLikely: c, max: b }: ThreePoint): number {
  return (a * a + b * b + c * c - a * b - a * c - b * c) / 18;
}

/** Shape parameters of PERT-Beta: α = 1 + 4(m − a)/(b − a), β = 1 + 4(b − m)/(b − a). */
export function pertBetaShape({ min, mostLikely, max }: ThreePoint): { alpha: number; beta: number } {
  const range = max - min;
  if (range <= 0) return { alpha: 1, beta: 1 };
  return { alpha: 1 + (4 * (mostLikely - min)) / range, beta: 1 + (4 * (max - mostLikely)) / range };
}

/** Mean of PERT-Beta, the classic (a + 4m + b) / 6. */
export function pertBetaMean({ min, mostLikely, max }: ThreePoint): number {
  return (min + 4 * mostLikely + max) / 6;
}

/** Variance of PERT-Beta: (μ − a)(b − μ)/7 for λ = 4. */
export function pertBetaVariance(estimate: ThreePoint): number {
  const mean = pertBetaMean(estimate);
  return ((mean - estimate.min) * (estimate.max - mean)) / 7;
}

/**
 * Standard normal CDF Φ(z): Hart's double-precision algorithm 5666 as given by G. West, "Better
 * approximations to cumulative normal functions" (2005); absolute error near machine precision.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z);
  let tail = 0;
  if (x <= 37) {
    const gauss = Math.exp((-x * x) / 2);
    if (x < 7.07106781186547) {
      const numerator = poly(
        [
          3.52624965998911e-2, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871,
          221.213596169931, 220.206867912376,
        ],
        x,
      );
      const denominator = poly(
        [
          8.83883476483184e-2, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674,
          637.333633378831, 793.826512519948, 440.413735824752,
        ],
        x,
      );
      tail = (gauss * numerator) / denominator;
    } else {
      const fraction = x + 1 / (x + 2 / (x + 3 / (x + 4 / (x + 0.65))));
      tail = gauss / fraction / 2.506628274631;
    }
  }
  return z > 0 ? 1 - tail : tail;
}

/** Inverse standard normal CDF (Acklam's rational approximation refined by one Halley step). */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = poly(c, q) / (poly(d, q) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x = (poly(a, r) * q) / (poly(b, r) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -poly(c, q) / (poly(d, q) * q + 1);
  }
  // One Halley step against the accurate CDF brings the result to near machine precision.
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** Horner evaluation of coefficients given highest power first. */
function poly(coefficients: number[], x: number): number {
  return coefficients.reduce((acc, k) => acc * x + k, 0);
}

/** Cells in a PERT-Beta quantile table: interpolation error stays near 1e-4 of the range away from the tails. */
export const BETA_TABLE_CELLS = 2048;

/**
 * Inverse CDF of Beta(α, β) on [0, 1] (α, β ≥ 1) tabulated at u = k / cells, for fast sampling by lookup
 * and linear interpolation: one uniform per draw instead of two Gamma variates. The CDF is integrated by the
 * trapezoid rule on a grid 16 times finer than the table, then inverted by a single monotone sweep.
 */
export function betaQuantileTable(alpha: number, beta: number, cells = BETA_TABLE_CELLS): Float64Array {
  const fine = cells * 16;
  const cdf = new Float64Array(fine + 1);
  const density = (x: number) => x ** (alpha - 1) * (1 - x) ** (beta - 1);
  let previous = density(0);
  for (let m = 1; m <= fine; m++) {
    const current = density(m / fine);
    cdf[m] = (cdf[m - 1] as number) + (previous + current) / 2;
    previous = current;
  }
  const total = cdf[fine] as number;
  const table = new Float64Array(cells + 1);
  table[cells] = 1;
  let m = 0;
  for (let k = 1; k < cells; k++) {
    const target = (k / cells) * total;
    while ((cdf[m + 1] as number) < target) m += 1;
    const low = cdf[m] as number;
    const high = cdf[m + 1] as number;
    table[k] = (m + (high > low ? (target - low) / (high - low) : 0)) / fine;
  }
  return table;
}
