import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backwardPass, compileNetwork, forwardPass, type Link, markCritical } from './network.ts';

const arbitraryNetwork = fc.array(
  fc.record({
    duration: fc.integer({ min: 0, max: 9 }),
    links: fc.array(
      fc.record({
        back: fc.integer({ min: 1, max: 5 }),
        type: fc.constantFrom<Link['type']>('FS', 'SS', 'FF', 'SF'),
        lagDays: fc.integer({ min: -4, max: 4 }),
      }),
      { maxLength: 3 },
    ),
  }),
  { minLength: 1, maxLength: 30 },
);

describe('markCritical', () => {
  it('marks exactly the activities a full backward pass finds with zero total float', () => {
    fc.assert(
      fc.property(arbitraryNetwork, (rows) => {
        const nodes = rows.map((row, j) => ({
          id: String(j),
          predecessors: row.links
            .filter((l) => j - l.back >= 0)
            .map((l) => ({ id: String(j - l.back), type: l.type, lagDays: l.lagDays })),
        }));
        const compiled = compileNetwork(nodes);
        if (!compiled.ok) throw new Error('unexpected');
        const duration = Float64Array.from(rows, (r) => r.duration);
        const es = new Float64Array(rows.length);
        const ls = new Float64Array(rows.length);
        const finish = forwardPass(compiled.value, duration, es);
        backwardPass(compiled.value, duration, finish, ls);
        const critical = new Uint8Array(rows.length);
        markCritical(compiled.value, duration, es, finish, 1e-9, critical);
        expect(Array.from(critical)).toEqual(
          Array.from(ls, (l, i) => (l - (es[i] as number) <= 1e-9 ? 1 : 0)),
        );
      }),
    );
  });
});
