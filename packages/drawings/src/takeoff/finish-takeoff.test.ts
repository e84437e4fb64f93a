import { readFileSync } from 'node:fs';
import { assertValidPlan } from '@quoin/core';
import { drawingFixtures } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { ingestDrawingSet } from '../ingest/ingest-drawing-set.ts';
import { finishTakeoff } from './finish-takeoff.ts';

const fixtures = drawingFixtures();

describe.skipIf(!fixtures)('finishTakeoff on the VA finish plan', { timeout: 120_000 }, () => {
  it('turns the room finish schedules and printed room areas into a valid plan, asking for missing areas', async () => {
    const bytes = readFileSync(fixtures?.vaFinishPlan ?? '');
    const set = await ingestDrawingSet({
      bytes,
      fileName: 'va.pdf',
      name: 'va',
      id: 'va',
      revision: 1,
      createdAt: '',
    });
    const takeoff = finishTakeoff(set);
    expect(takeoff.rooms.length).toBeGreaterThanOrEqual(34);
    const storage = takeoff.rooms.find((r) => r.number === '134A');
    expect(storage).toMatchObject({
      areaSqFt: 16,
      finishes: { floor: 'CPT-1', base: 'RB-1', ceiling: 'ACT-1' },
    });
    const floor = takeoff.plan.groups
      .find((g) => g.name === 'Flooring')
      ?.items.find((i) => i.title.includes('134A'));
    expect(floor).toMatchObject({ quantity: 16, uom: 'sq_ft', searchQuery: 'broadloom carpet' });
    expect(takeoff.plan.questions.some((q) => q.startsWith('Room 149 OFFICE'))).toBe(true);
    expect(() => assertValidPlan(takeoff.plan)).not.toThrow();
  });
});
