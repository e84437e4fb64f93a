// Timings of the planning engine: CPM on 10,000 activities and Monte Carlo 10,000 iterations × 1,000
// activities. Run with `npx tsx scripts/bench-planning.ts`. The network is synthetic: each activity follows
// one or two earlier ones, with a mix of link types and lags, so paths merge as in a real schedule.
import {
  type CpmActivityInput,
  calculateCriticalPath,
  createRandom,
  runMonteCarlo,
} from '../packages/planning/src/index.ts';

function syntheticNetwork(size: number, seed: number): CpmActivityInput[] {
  const random = createRandom(seed);
  const types = ['FS', 'FS', 'FS', 'SS', 'FF', 'SF'] as const;
  return Array.from({ length: size }, (_, i) => {
    const preds = new Set<number>();
    if (i > 0) preds.add(Math.floor(random.next() * i));
    if (i > 10) preds.add(i - 1 - Math.floor(random.next() * 10));
    return {
      id: `A${i}`,
      durationDays: 1 + Math.floor(random.next() * 10),
      predecessors: [...preds].map((p) => ({
        id: `A${p}`,
        type: types[Math.floor(random.next() * types.length)] ?? 'FS',
        lagDays: Math.floor(random.next() * 5) - 1,
      })),
    };
  });
}

function time<T>(label: string, run: () => T): T {
  const started = performance.now();
  const result = run();
  console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms`);
  return result;
}

const big = syntheticNetwork(10_000, 1);
calculateCriticalPath({ activities: big.slice(0, 500) }); // warm-up
const cpm = time('CPM, 10,000 activities', () => calculateCriticalPath({ activities: big }));
console.log(`  duration ${cpm.projectDurationDays} working days, ${cpm.criticalActivityIds.length} critical`);

const network = syntheticNetwork(1000, 2).map((a) => ({
  ...a,
  durationDays: { min: a.durationDays * 0.8, mostLikely: a.durationDays, max: a.durationDays * 1.6 },
  costCents: { min: 90_000, mostLikely: 100_000, max: 150_000 },
}));
runMonteCarlo({ activities: network, distribution: 'triangular', iterations: 200, seed: 1 }); // warm-up
for (const distribution of ['triangular', 'pert-beta'] as const) {
  const result = time(`Monte Carlo ${distribution}, 10,000 iterations × 1,000 activities`, () =>
    runMonteCarlo({ activities: network, distribution, iterations: 10_000, seed: 1 }),
  );
  const d = result.durationDays;
  console.log(`  duration P50 ${d.p50.toFixed(1)}, P80 ${d.p80.toFixed(1)}, P90 ${d.p90.toFixed(1)} days`);
}
