import { describe, expect, it } from 'vitest';
import { analyzePert, pertEstimate } from './pert.ts';

describe('pertEstimate', () => {
  it.each([
    // leliel12/pert test.py: expect(1, 2, 1) ≈ 1.1666 (args o, p, m), std(1, 2) ≈ 0.1666.
    [1, 1, 2, 7 / 6, 1 / 6],
    [2, 4, 6, 4, 2 / 3],
    [3, 4, 11, 5, 4 / 3],
    [5, 5, 5, 5, 0],
  ])('o=%d m=%d p=%d → te %d, σ %d', (o, m, p, expected, sigma) => {
    const estimate = pertEstimate(o, m, p);
    expect(estimate.expected).toBeCloseTo(expected, 10);
    expect(estimate.standardDeviation).toBeCloseTo(sigma, 10);
    expect(estimate.variance).toBeCloseTo(sigma * sigma, 10);
  });
});

describe('analyzePert', () => {
  // Heizer & Render, Operations Management, the Milwaukee Paper Manufacturing example: te = 15 weeks,
  // critical path A-C-E-G-H, variance 3.11 (σ 1.76); P(done within 16) is printed as .7157 from z
  // rounded to 0.57. Durations here are in the example's weeks; values recomputed here to more digits.
  const milwaukee = [
    { id: 'A', optimisticDays: 1, mostLikelyDays: 2, pessimisticDays: 3 },
    { id: 'B', optimisticDays: 2, mostLikelyDays: 3, pessimisticDays: 4 },
    { id: 'C', optimisticDays: 1, mostLikelyDays: 2, pessimisticDays: 3, predecessors: ['A'] },
    { id: 'D', optimisticDays: 2, mostLikelyDays: 4, pessimisticDays: 6, predecessors: ['A', 'B'] },
    { id: 'E', optimisticDays: 1, mostLikelyDays: 4, pessimisticDays: 7, predecessors: ['C'] },
    { id: 'F', optimisticDays: 1, mostLikelyDays: 2, pessimisticDays: 9, predecessors: ['C'] },
    { id: 'G', optimisticDays: 3, mostLikelyDays: 4, pessimisticDays: 11, predecessors: ['D', 'E'] },
    { id: 'H', optimisticDays: 1, mostLikelyDays: 2, pessimisticDays: 3, predecessors: ['F', 'G'] },
  ];

  it('reproduces the Milwaukee Paper example: 15, variance 3.11, P(≤16) ≈ 0.715', () => {
    const result = analyzePert({ activities: milwaukee, targetDurationDays: 16 });
    expect(result.expectedDurationDays).toBeCloseTo(15, 10);
    expect(result.criticalPath).toEqual(['A', 'C', 'E', 'G', 'H']);
    expect(result.criticalPathVariance).toBeCloseTo(112 / 36, 10);
    expect(result.criticalPathSigmaDays).toBeCloseTo(1.764, 3);
    expect(result.target?.zScore).toBeCloseTo(0.567, 3);
    // Φ(0.5669) = 0.7146; the book's .7157 comes from rounding z to 0.57.
    expect(result.target?.probability).toBeCloseTo(0.7146, 3);
    expect(result.durationAtConfidence.p50).toBeCloseTo(15, 10);
    expect(result.durationAtConfidence.p90).toBeCloseTo(15 + 1.2815516 * Math.sqrt(112 / 36), 5);
  });

  it.each([
    [15, 0.5],
    [15 - 1.959964 * Math.sqrt(112 / 36), 0.025],
    [15 + 1.959964 * Math.sqrt(112 / 36), 0.975],
  ])('probability of finishing within %d is %d', (target, probability) => {
    expect(
      analyzePert({ activities: milwaukee, targetDurationDays: target }).target?.probability,
    ).toBeCloseTo(probability, 5);
  });

  it('turns a target date into working days on the calendar', () => {
    const result = analyzePert({
      activities: [{ id: 'A', optimisticDays: 4, mostLikelyDays: 5, pessimisticDays: 12 }],
      startDate: '2025-03-03', // Monday
      targetDate: '2025-03-10', // next Monday: six working days through it
    });
    expect(result.expectedDurationDays).toBeCloseTo(6, 10);
    expect(result.target?.durationDays).toBe(6);
    expect(result.target?.probability).toBeCloseTo(0.5, 10);
  });

  it('rejects estimates out of order', () => {
    expect(() =>
      analyzePert({ activities: [{ id: 'A', optimisticDays: 5, mostLikelyDays: 4, pessimisticDays: 6 }] }),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
