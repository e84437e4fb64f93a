import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CpmActivityInput, calculateCriticalPath, validateCpmInput } from './critical-path.ts';
import type { LinkType } from './network.ts';

type Row = [id: string, es: number, ef: number, ls: number, lf: number, totalFloat: number];

function expectTimes(activities: CpmActivityInput[], rows: Row[]) {
  const result = calculateCriticalPath({ activities });
  for (const [id, es, ef, ls, lf, tf] of rows) {
    const a = result.activities.find((x) => x.id === id);
    expect({
      id,
      es: a?.earlyStart,
      ef: a?.earlyFinish,
      ls: a?.lateStart,
      lf: a?.lateFinish,
      tf: a?.totalFloat,
    }).toEqual({ id, es, ef, ls, lf, tf });
  }
  return result;
}

describe('calculateCriticalPath: published networks', () => {
  it('FS only: chrisspen/criticalpath tests.py test_project (0-based, duration 14, path A-D-E)', () => {
    const result = expectTimes(
      [
        { id: 'A', durationDays: 3 },
        { id: 'B', durationDays: 3, predecessors: ['A'] },
        { id: 'C', durationDays: 4, predecessors: ['A'] },
        { id: 'D', durationDays: 6, predecessors: ['A'] },
        { id: 'E', durationDays: 5, predecessors: ['B', 'C', 'D'] },
      ],
      [
        ['A', 0, 3, 0, 3, 0],
        ['B', 3, 6, 6, 9, 3],
        ['C', 3, 7, 5, 9, 2],
        ['D', 3, 9, 3, 9, 0],
        ['E', 9, 14, 9, 14, 0],
      ],
    );
    expect(result.projectDurationDays).toBe(14);
    expect(result.criticalPath).toEqual(['A', 'D', 'E']);
    expect(result.timeUnit).toBe('working-days');
    expect(result.timeConvention).toMatch(/0-based/);
  });

  it('FS only: Hendrickson, Project Management for Construction, nine-activity site project (30 days, A-C-F-I)', () => {
    // Network and the published duration/critical path from the book's Table 10-1 example; the per-activity
    // late times and floats below were recomputed by hand with the standard passes.
    const result = expectTimes(
      [
        { id: 'A', name: 'Site clearing', durationDays: 4 },
        { id: 'B', name: 'Removal of trees', durationDays: 3 },
        { id: 'C', name: 'General excavation', durationDays: 8, predecessors: ['A'] },
        { id: 'D', name: 'Grading general area', durationDays: 7, predecessors: ['A'] },
        { id: 'E', name: 'Excavation for trenches', durationDays: 9, predecessors: ['B', 'C'] },
        { id: 'F', name: 'Formwork and reinforcement', durationDays: 12, predecessors: ['B', 'C'] },
        { id: 'G', name: 'Installing sewer lines', durationDays: 2, predecessors: ['D', 'E'] },
        { id: 'H', name: 'Installing other utilities', durationDays: 5, predecessors: ['D', 'E'] },
        { id: 'I', name: 'Pouring concrete', durationDays: 6, predecessors: ['F', 'G'] },
      ],
      [
        ['A', 0, 4, 0, 4, 0],
        ['B', 0, 3, 9, 12, 9],
        ['C', 4, 12, 4, 12, 0],
        ['D', 4, 11, 15, 22, 11],
        ['E', 12, 21, 13, 22, 1],
        ['F', 12, 24, 12, 24, 0],
        ['G', 21, 23, 22, 24, 1],
        ['H', 21, 26, 25, 30, 4],
        ['I', 24, 30, 24, 30, 0],
      ],
    );
    expect(result.projectDurationDays).toBe(30);
    expect(result.criticalPath).toEqual(['A', 'C', 'F', 'I']);
  });

  it('with SS links: the open-textbook "Network Construction – Precedence Diagram Method" example (38 days)', () => {
    // Activity list as published (B SS A, J SS G, K SS I); times recomputed by hand, 0-based.
    const ss = (id: string) => ({ id, type: 'SS' as const });
    const result = expectTimes(
      [
        { id: 'A', durationDays: 2 },
        { id: 'B', durationDays: 10, predecessors: [ss('A')] },
        { id: 'C', durationDays: 13, predecessors: ['A'] },
        { id: 'D', durationDays: 12, predecessors: ['A'] },
        { id: 'E', durationDays: 12, predecessors: ['B'] },
        { id: 'F', durationDays: 7, predecessors: ['B'] },
        { id: 'G', durationDays: 10, predecessors: ['D'] },
        { id: 'H', durationDays: 16, predecessors: ['D'] },
        { id: 'I', durationDays: 6, predecessors: ['F'] },
        { id: 'J', durationDays: 12, predecessors: ['C', ss('G')] },
        { id: 'K', durationDays: 5, predecessors: [ss('I')] },
        { id: 'L', durationDays: 8, predecessors: ['E', 'I', 'K'] },
        { id: 'M', durationDays: 5, predecessors: ['H'] },
        { id: 'N', durationDays: 3, predecessors: ['G', 'J', 'L', 'M'] },
      ],
      [
        ['A', 0, 2, 0, 2, 0],
        ['B', 0, 10, 4, 14, 4],
        ['C', 2, 15, 10, 23, 8],
        ['D', 2, 14, 2, 14, 0],
        ['E', 10, 22, 15, 27, 5],
        ['F', 10, 17, 14, 21, 4],
        ['G', 14, 24, 23, 33, 9],
        ['H', 14, 30, 14, 30, 0],
        ['I', 17, 23, 21, 27, 4],
        ['J', 15, 27, 23, 35, 8],
        ['K', 17, 22, 22, 27, 5],
        ['L', 23, 31, 27, 35, 4],
        ['M', 30, 35, 30, 35, 0],
        ['N', 35, 38, 35, 38, 0],
      ],
    );
    expect(result.criticalPath).toEqual(['A', 'D', 'H', 'M', 'N']);
  });

  it('all four link types with lags and leads (hand-computed; checked by the relaxation oracle below)', () => {
    const link = (id: string, type: LinkType, lagDays: number) => ({ id, type, lagDays });
    const activities: CpmActivityInput[] = [
      { id: 'A', durationDays: 4 },
      { id: 'B', durationDays: 6, predecessors: [link('A', 'SS', 2)] },
      { id: 'C', durationDays: 3, predecessors: [link('B', 'FF', -1)] },
      { id: 'D', durationDays: 5, predecessors: [link('A', 'FS', -1)] },
      { id: 'E', durationDays: 2, predecessors: [link('D', 'SF', 3)] },
      { id: 'F', durationDays: 4, predecessors: ['C', 'E'] },
      // An SF lead that would pull G before the project start: the start is clamped to 0.
      { id: 'G', durationDays: 2, predecessors: [link('A', 'SF', -5)] },
    ];
    const result = expectTimes(activities, [
      ['A', 0, 4, 0, 4, 0],
      ['B', 2, 8, 2, 8, 0],
      ['C', 4, 7, 4, 7, 0],
      ['D', 3, 8, 4, 9, 1],
      ['E', 4, 6, 5, 7, 1],
      ['F', 7, 11, 7, 11, 0],
      ['G', 0, 2, 9, 11, 9],
    ]);
    expect(result.projectDurationDays).toBe(11);
    expect(result.criticalPath).toEqual(['A', 'B', 'C', 'F']);
    expect(Object.fromEntries(result.activities.map((a) => [a.id, a.freeFloat]))).toEqual({
      A: 0,
      B: 0,
      C: 0,
      D: 0,
      E: 1,
      F: 0,
      G: 9,
    });
    expect(oracle(activities)).toEqual(
      result.activities.map((a) => [a.earlyStart, a.earlyFinish, a.lateStart, a.lateFinish]),
    );
  });
});

describe('calculateCriticalPath: dates on a working calendar', () => {
  it('maps 0-based working days to dates, skipping weekends and holidays', () => {
    const result = calculateCriticalPath({
      startDate: '2025-06-27', // a Friday
      calendar: { holidays: ['2025-07-04'] },
      activities: [
        { id: 'demo', durationDays: 3 },
        { id: 'rough', durationDays: 5, predecessors: ['demo'] },
        { id: 'done', durationDays: 0, predecessors: ['rough'] },
      ],
    });
    const dates = Object.fromEntries(result.activities.map((a) => [a.id, a.dates]));
    expect(dates.demo).toMatchObject({ earlyStartDate: '2025-06-27', earlyFinishDate: '2025-07-01' });
    // Working days: Jul 2, 3, (4th is a holiday), 7, 8, 9.
    expect(dates.rough).toMatchObject({ earlyStartDate: '2025-07-02', earlyFinishDate: '2025-07-09' });
    expect(dates.done).toMatchObject({ earlyStartDate: '2025-07-10', earlyFinishDate: '2025-07-10' });
    expect(result.startDate).toBe('2025-06-27');
    expect(result.finishDate).toBe('2025-07-09');
  });
});

describe('validateCpmInput', () => {
  it('names the activities of a loop', () => {
    const result = validateCpmInput({
      activities: [
        { id: 'A', durationDays: 1 },
        { id: 'B', durationDays: 1, predecessors: ['A', 'D'] },
        { id: 'C', durationDays: 1, predecessors: ['B'] },
        { id: 'D', durationDays: 1, predecessors: ['C'] },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.code).toBe('cycle');
    expect(result.problems[0]?.message).toContain('B → C → D → B');
  });

  it.each([
    [{ activities: [{ id: 'A', durationDays: 1, predecessors: ['Z'] }] }, 'dangling_predecessor', '"Z"'],
    [{ activities: [{ id: 'A', durationDays: 1, predecessors: ['A'] }] }, 'self_predecessor', '"A"'],
    [
      {
        activities: [
          { id: 'A', durationDays: 1 },
          { id: 'A', durationDays: 2 },
        ],
      },
      'duplicate_activity_id',
      '"A"',
    ],
    [{ activities: [{ id: 'A', durationDays: -1 }] }, 'invalid_too_small', ''],
    [{ activities: [] }, 'invalid_too_small', ''],
    [{ activities: [{ id: 'A', durationDays: 1 }], calendar: {} }, 'invalid_custom', 'startDate'],
  ])('rejects %j with %s', (input, code, named) => {
    const result = validateCpmInput(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.code).toBe(code);
    expect(result.problems[0]?.message).toContain(named);
  });

  it('throws a PlanningError with the problems for calculateCriticalPath', () => {
    expect(() =>
      calculateCriticalPath({ activities: [{ id: 'A', durationDays: 1, predecessors: ['nope'] }] }),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_INPUT', isRetryable: false }));
  });
});

/** Independent oracle: label-correcting relaxation over start times, no topological order. */
function oracle(activities: CpmActivityInput[]): number[][] {
  const index = new Map(activities.map((a, i) => [a.id, i]));
  const d = activities.map((a) => a.durationDays);
  // Constraint S_j ≥ S_i + offset for each link.
  const edges: [number, number, number][] = [];
  activities.forEach((a, j) => {
    for (const p of a.predecessors ?? []) {
      const link = typeof p === 'string' ? { id: p, type: 'FS' as const, lagDays: 0 } : p;
      const i = index.get(link.id) as number;
      const lag = link.lagDays ?? 0;
      const di = d[i] as number;
      const dj = d[j] as number;
      const offset = { FS: di + lag, SS: lag, FF: di + lag - dj, SF: lag - dj }[link.type ?? 'FS'];
      edges.push([i, j, offset]);
    }
  });
  const es = activities.map(() => 0);
  for (let round = 0; round < activities.length; round++) {
    for (const [i, j, c] of edges) es[j] = Math.max(es[j] as number, (es[i] as number) + c);
  }
  const finish = Math.max(...es.map((s, i) => s + (d[i] as number)));
  const ls = activities.map((_, i) => finish - (d[i] as number));
  for (let round = 0; round < activities.length; round++) {
    for (const [i, j, c] of edges) ls[i] = Math.min(ls[i] as number, (ls[j] as number) - c);
  }
  return activities.map((_, i) => [
    es[i] as number,
    (es[i] as number) + (d[i] as number),
    ls[i] as number,
    (ls[i] as number) + (d[i] as number),
  ]);
}

const networkArbitrary = fc
  .array(
    fc.record({
      durationDays: fc.integer({ min: 0, max: 12 }),
      links: fc.array(
        fc.record({
          back: fc.integer({ min: 1, max: 6 }),
          type: fc.constantFrom<LinkType>('FS', 'SS', 'FF', 'SF'),
          lagDays: fc.integer({ min: -5, max: 5 }),
        }),
        { maxLength: 3 },
      ),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((rows): CpmActivityInput[] =>
    rows.map((row, j) => ({
      id: `T${j}`,
      durationDays: row.durationDays,
      predecessors: [
        ...new Map(
          row.links
            .filter((l) => j - l.back >= 0)
            .map((l) => [`T${j - l.back}`, { id: `T${j - l.back}`, type: l.type, lagDays: l.lagDays }]),
        ).values(),
      ],
    })),
  );

describe('calculateCriticalPath: properties', () => {
  it('agrees with the relaxation oracle on random networks of all four link types', () => {
    fc.assert(
      fc.property(networkArbitrary, (activities) => {
        const result = calculateCriticalPath({ activities });
        expect(
          result.activities.map((a) => [a.earlyStart, a.earlyFinish, a.lateStart, a.lateFinish]),
        ).toEqual(oracle(activities));
      }),
    );
  });

  it('never reports negative float, and free float never exceeds total float', () => {
    fc.assert(
      fc.property(networkArbitrary, (activities) => {
        for (const a of calculateCriticalPath({ activities }).activities) {
          expect(a.totalFloat).toBeGreaterThanOrEqual(0);
          expect(a.freeFloat).toBeGreaterThanOrEqual(0);
          expect(a.freeFloat).toBeLessThanOrEqual(a.totalFloat);
        }
      }),
    );
  });

  it('gives every activity of the critical path zero total float and ends it at the project finish', () => {
    fc.assert(
      fc.property(networkArbitrary, (activities) => {
        const result = calculateCriticalPath({ activities });
        const byId = new Map(result.activities.map((a) => [a.id, a]));
        expect(result.criticalPath.length).toBeGreaterThan(0);
        for (const id of result.criticalPath) expect(byId.get(id)?.totalFloat).toBe(0);
        for (const id of result.criticalActivityIds) expect(byId.get(id)?.critical).toBe(true);
        const last = byId.get(result.criticalPath[result.criticalPath.length - 1] as string);
        expect(last?.earlyFinish).toBe(result.projectDurationDays);
      }),
    );
  });

  it('never gets shorter when a lag grows', () => {
    fc.assert(
      fc.property(networkArbitrary, fc.nat(), fc.integer({ min: 0, max: 10 }), (activities, pick, extra) => {
        const withLinks = activities.filter((a) => (a.predecessors ?? []).length > 0);
        fc.pre(withLinks.length > 0);
        const target = withLinks[pick % withLinks.length] as CpmActivityInput;
        const before = calculateCriticalPath({ activities }).projectDurationDays;
        const longer = activities.map((a) =>
          a === target
            ? {
                ...a,
                predecessors: (a.predecessors ?? []).map((p, k) =>
                  k === 0 && typeof p !== 'string' ? { ...p, lagDays: (p.lagDays ?? 0) + extra } : p,
                ),
              }
            : a,
        );
        expect(calculateCriticalPath({ activities: longer }).projectDurationDays).toBeGreaterThanOrEqual(
          before,
        );
      }),
    );
  });
});
