// `npm run bench`: engine timings printed as figures (no pass/fail). Run on an idle machine; the note says which.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import {
  buildEstimateFromPlan,
  bundledCatalog,
  bundledCatalogItems,
  computeEstimateTotals,
  defaultTradeRegistry,
  GOLDEN_PLANS,
  GOLDEN_REQUESTS,
  newEstimate,
  newGroup,
  newLineItem,
  parseScope,
  updateTotalsForItem,
} from '@quoin/core';
import { benchAgents } from './bench-agents.ts';
import { benchDrawings } from './bench-drawings.ts';
import { benchReads } from './bench-reads.ts';
import { benchRuntime } from './bench-runtime.ts';
import { benchServeMemory } from './bench-serve-memory.ts';
import { benchServer } from './bench-server.ts';
import { benchWeb } from './bench-web.ts';

function stats(samplesMs: number[]): string {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(3)} ms · p95 ${at(0.95).toFixed(3)} ms · n=${sorted.length}`;
}

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const result = fn();
  return [result, performance.now() - start];
}

console.log(`Quoin bench · node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);

// Warm the caches (profiles, catalog, location factors) once, and report what that costs.
const [registry, loadMs] = time(() => {
  const r = defaultTradeRegistry();
  bundledCatalog();
  return r;
});
console.log(`load bundled data (trades, catalog): ${loadMs.toFixed(1)} ms`);
const priceSource = bundledCatalog();

console.log('\nPlan execution (compile → execute → QA → validate), 30 runs each:');
for (const [name, plan] of Object.entries(GOLDEN_PLANS)) {
  const samples: number[] = [];
  let lines = 0;
  for (let run = 0; run < 30; run++) {
    const start = performance.now();
    const built = await buildEstimateFromPlan(plan, { registry, priceSource, id: name });
    samples.push(performance.now() - start);
    lines = built.estimate.groups.reduce((sum, g) => sum + g.items.length, 0);
  }
  console.log(`  ${name.padEnd(18)} ${String(lines).padStart(3)} lines  ${stats(samples)}`);
}

console.log(
  `\nEstimate from text (parse → compile → execute → QA → validate), ${GOLDEN_REQUESTS.length} golden requests × 10 runs:`,
);
const fromText: number[] = [];
for (let run = 0; run < 10; run++) {
  for (const request of GOLDEN_REQUESTS) {
    const start = performance.now();
    const scope = parseScope(request.text, { registry, defaultZip: request.zip });
    await buildEstimateFromPlan(scope.plan, { registry, priceSource, id: request.id });
    fromText.push(performance.now() - start);
  }
}
console.log(`  per estimate: ${stats(fromText)}`);

const cli = new URL('../packages/cli/bin/quoin.mjs', import.meta.url).pathname;
for (const [label, args] of [
  ['quoin --version', ['--version']],
  ['quoin estimate "…" (cold, whole process)', ['estimate', 'Remodel my 5x8 bathroom in Austin, TX']],
] as const) {
  const samples: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
    samples.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`${label} failed: ${result.stderr}`);
  }
  console.log(`CLI cold start, ${label}: ${stats(samples)}`);
}

// Speed of the pieces the estimate path leans on (timed here, not in tests).
const queries = [
  '1/2 in drywall 4x8',
  '50 gallon gas water heater',
  'gfci outlet',
  'architectural shingles',
  'composite deck boards',
];
const searchSamples: number[] = [];
for (let run = 0; run < 200; run++) {
  const start = performance.now();
  priceSource.searchSync(queries[run % queries.length]!);
  searchSamples.push(performance.now() - start);
}
console.log(`\nCatalog search (${bundledCatalogItems().length} items): ${stats(searchSamples)}`);
const detection = performance.now();
for (let index = 0; index < 10_000; index++) {
  registry.detectTrade(queries[index % queries.length]!, 'Kitchen remodel');
  registry.findAssembly(queries[index % queries.length]!);
}
console.log(`Trade and assembly detection, 10,000 lines: ${(performance.now() - detection).toFixed(0)} ms`);
const paragraph =
  'Hi, we need a quote in Austin TX. Paint 3 bedrooms with 9 ft ceilings, walls and ceiling, replace the kitchen faucet and a 50-gallon gas water heater, install six recessed lights in the 12x14 living room, and build a 12x16 composite deck. I supply the paint.';
const parseSamples: number[] = [];
for (let run = 0; run < 100; run++) {
  const start = performance.now();
  parseScope(paragraph, { registry });
  parseSamples.push(performance.now() - start);
}
console.log(`Scope parse of a five-job paragraph: ${stats(parseSamples)}`);

const estimate = newEstimate({ id: 'big', title: '10,000 lines' });
for (let g = 0; g < 100; g++) {
  const group = newGroup({ id: `g${g}`, name: `Group ${g}` });
  for (let i = 0; i < 100; i++) {
    group.items.push(
      newLineItem({
        id: `g${g}-i${i}`,
        type: i % 3 === 0 ? 'material' : 'assembly',
        title: `Line ${i}`,
        quantity: 10 + i,
        uom: 'sq_ft',
        rateCents: 95 + i,
        materials:
          i % 3 === 0
            ? []
            : [
                {
                  id: `m${g}-${i}`,
                  name: 'Panel',
                  role: 'primary',
                  priceCents: 1248,
                  packages: 3 + (i % 7),
                  packageUnit: 'sheet',
                  provenance: { sourceKind: 'catalog', sourceName: 'bench', confidence: 'high', notes: [] },
                },
              ],
      }),
    );
  }
  estimate.groups.push(group);
}
const full: number[] = [];
let totals = computeEstimateTotals(estimate);
for (let run = 0; run < 50; run++) full.push(time(() => computeEstimateTotals(estimate))[1]);
console.log(`\nFull recomputation of a 10,000-line estimate: ${stats(full)}`);
const single: number[] = [];
for (let run = 0; run < 200; run++) {
  const group = estimate.groups[run % 100]!;
  const item = group.items[run % 100]!;
  item.quantity += 1;
  const [next, ms] = time(() => updateTotalsForItem(totals, estimate, group.id, item.id));
  totals = next;
  single.push(ms);
}
console.log(`Single-line update of the same estimate:        ${stats(single)}`);
const check = computeEstimateTotals(estimate).grandTotalCents === totals.grandTotalCents;
console.log(`  incremental grand total equals full recomputation: ${check}`);

try {
  await import('./bench-planning.ts');
} catch (error) {
  if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
}

await benchAgents();
await benchRuntime();
await benchServer();
await benchWeb();
await benchDrawings();
await benchServeMemory();
await benchReads();
// Many servers and workers (issue 20) when a PostgreSQL is given: scripts/with-test-postgres.sh npm run bench.
const scaleDatabaseUrl = process.env.QUOIN_BENCH_DATABASE_URL ?? process.env.QUOIN_TEST_DATABASE_URL;
if (scaleDatabaseUrl) await (await import('./bench-scale.ts')).benchScale(scaleDatabaseUrl);
else
  console.log(
    '\nMany servers and workers: skipped, no PostgreSQL (set QUOIN_BENCH_DATABASE_URL, or run scripts/with-test-postgres.sh npm run bench)',
  );
