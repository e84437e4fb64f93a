import { describe, expect, it } from 'vitest';
import { calculateCriticalPath } from './critical-path.ts';
import {
  pertBetaMean,
  pertBetaVariance,
  triangularMean,
  triangularQuantile,
  triangularVariance,
} from './distributions.ts';
import { runMonteCarlo } from './monte-carlo.ts';

const N = 20_000;
const estimate = { min: 2, mostLikely: 4, max: 9 };

describe('runMonteCarlo: closed-form checks (within 3σ/√N)', () => {
  it('matches the triangular mean and quantiles of a single activity', () => {
    const result = runMonteCarlo({
      activities: [{ id: 'A', durationDays: estimate }],
      distribution: 'triangular',
      iterations: N,
      seed: 11,
    });
    const sigma = Math.sqrt(triangularVariance(estimate));
    expect(Math.abs(result.durationDays.mean - triangularMean(estimate))).toBeLessThan(
      (3 * sigma) / Math.sqrt(N),
    );
    expect(result.durationDays.standardDeviation).toBeCloseTo(sigma, 1);
    for (const [key, p] of [
      ['p10', 0.1],
      ['p50', 0.5],
      ['p80', 0.8],
      ['p90', 0.9],
    ] as const) {
      const x = triangularQuantile(estimate, p);
      // Standard error of a sample quantile: sqrt(p(1−p)/N) / density(x).
      const density =
        x < estimate.mostLikely
          ? (2 * (x - estimate.min)) / ((estimate.max - estimate.min) * (estimate.mostLikely - estimate.min))
          : (2 * (estimate.max - x)) / ((estimate.max - estimate.min) * (estimate.max - estimate.mostLikely));
      const standardError = Math.sqrt((p * (1 - p)) / N) / density;
      expect(Math.abs(result.durationDays[key] - x)).toBeLessThan(3 * standardError);
    }
  });

  it('matches the PERT-Beta mean (a + 4m + b)/6 and variance (μ − a)(b − μ)/7', () => {
    const result = runMonteCarlo({
      activities: [{ id: 'A', durationDays: estimate }],
      distribution: 'pert-beta',
      iterations: N,
      seed: 12,
    });
    const sigma = Math.sqrt(pertBetaVariance(estimate));
    expect(Math.abs(result.durationDays.mean - pertBetaMean(estimate))).toBeLessThan(
      (3 * sigma) / Math.sqrt(N),
    );
    expect(result.durationDays.standardDeviation).toBeCloseTo(sigma, 1);
  });

  it('samples parallel paths (merge bias): E[max] of two Tri(0,0,1) paths is 7/15, not 1/3', () => {
    // F(x) = 1 − (1 − x)²; E[max] = ∫(1 − F²) = 7/15; E[max²] = ∫ 2x(1 − F²) = 4/15 − … computed numerically.
    const F = (x: number) => 1 - (1 - x) ** 2;
    let secondMoment = 0;
    const steps = 100_000;
    for (let s = 0; s < steps; s++) {
      const x = (s + 0.5) / steps;
      secondMoment += (2 * x * (1 - F(x) ** 2)) / steps;
    }
    const mean = 7 / 15;
    const sigma = Math.sqrt(secondMoment - mean * mean);
    const path = { min: 0, mostLikely: 0, max: 1 };
    const result = runMonteCarlo({
      activities: [
        { id: 'left', durationDays: path },
        { id: 'right', durationDays: path },
        { id: 'finish', durationDays: 0, predecessors: ['left', 'right'] },
      ],
      distribution: 'triangular',
      iterations: N,
      seed: 13,
    });
    expect(Math.abs(result.durationDays.mean - mean)).toBeLessThan((3 * sigma) / Math.sqrt(N));
    expect(result.deterministic.durationDays).toBe(0);
    const index = Object.fromEntries(result.criticalityIndex.map((c) => [c.id, c.index]));
    expect(index.finish).toBe(1);
    expect(Math.abs((index.left ?? 0) - 0.5)).toBeLessThan(3 * Math.sqrt(0.25 / N));
    expect((index.left ?? 0) + (index.right ?? 0)).toBeCloseTo(1, 10);
  });

  it('sums costs and adds time-dependent cost per day', () => {
    const result = runMonteCarlo({
      activities: [
        { id: 'A', durationDays: 5, costCents: { min: 100_00, mostLikely: 200_00, max: 600_00 } },
        { id: 'B', durationDays: 3, costCents: 50_00, predecessors: ['A'] },
      ],
      distribution: 'triangular',
      iterations: N,
      seed: 14,
      indirectCostPerDayCents: 10_00,
      targetCostCents: 400_00,
    });
    const triangle = { min: 100_00, mostLikely: 200_00, max: 600_00 };
    const expected = triangularMean(triangle) + 50_00 + 8 * 10_00;
    const sigma = Math.sqrt(triangularVariance(triangle));
    expect(Math.abs(result.costCents.mean - expected)).toBeLessThan((3 * sigma) / Math.sqrt(N) + 1);
    expect(Number.isInteger(result.costCents.p80)).toBe(true);
    expect(result.deterministic).toEqual({ durationDays: 8, costCents: 200_00 + 50_00 + 80_00 });
    expect(result.durationDays.standardDeviation).toBe(0);
    // P(cost ≤ 400) = P(A ≤ 270): the triangular CDF at 270 is 1 − 330² / (500 · 400).
    const p = 1 - (330 * 330) / (500 * 400);
    expect(Math.abs((result.probabilityOfMeetingCost ?? 0) - p)).toBeLessThan(
      3 * Math.sqrt((p * (1 - p)) / N),
    );
  });
});

describe('runMonteCarlo: behaviour', () => {
  const network = [
    { id: 'A', durationDays: { min: 1, mostLikely: 2, max: 4 } },
    {
      id: 'B',
      durationDays: { min: 2, mostLikely: 3, max: 8 },
      predecessors: [{ id: 'A', type: 'SS' as const, lagDays: 1 }],
    },
    { id: 'C', durationDays: 2, predecessors: ['A', 'B'] },
  ];

  it('gives the same answer for the same seed and a different one for another seed', () => {
    const run = (seed: number) =>
      runMonteCarlo({ activities: network, distribution: 'pert-beta', iterations: 2000, seed });
    expect(run(5)).toEqual(run(5));
    expect(run(5).durationDays.mean).not.toBe(run(6).durationDays.mean);
  });

  it('with fixed durations equals the CPM answer and its critical activities', () => {
    const fixed = [
      { id: 'A', durationDays: 3 },
      { id: 'B', durationDays: 3, predecessors: ['A'] },
      { id: 'C', durationDays: 4, predecessors: ['A'] },
      { id: 'D', durationDays: 6, predecessors: ['A'] },
      { id: 'E', durationDays: 5, predecessors: ['B', 'C', 'D'] },
    ];
    const result = runMonteCarlo({ activities: fixed, distribution: 'triangular', iterations: 10, seed: 1 });
    const cpm = calculateCriticalPath({ activities: fixed });
    expect(result.durationDays.p10).toBe(14);
    expect(result.durationDays.p90).toBe(14);
    expect(result.criticalityIndex.filter((c) => c.index === 1).map((c) => c.id)).toEqual(
      cpm.criticalActivityIds,
    );
  });

  it('reports finish dates of the percentiles and the chance of meeting a duration', () => {
    const result = runMonteCarlo({
      activities: network,
      distribution: 'triangular',
      iterations: 5000,
      seed: 3,
      startDate: '2025-01-06',
      targetDurationDays: 7,
    });
    expect(result.finishDates?.p50).toMatch(/^2025-01-1\d$/);
    expect(result.probabilityOfMeetingDuration).toBeGreaterThan(0);
    expect(result.probabilityOfMeetingDuration).toBeLessThan(1);
    expect(result.distribution).toBe('triangular');
  });

  it('refuses a missing distribution name and a bad range', () => {
    expect(() => runMonteCarlo({ activities: network } as never)).toThrowError(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() =>
      runMonteCarlo({
        activities: [{ id: 'A', durationDays: { min: 5, mostLikely: 2, max: 9 } }],
        distribution: 'triangular',
      }),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
