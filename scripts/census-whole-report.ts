// Runs the whole-job and light-commercial census (packages/core/src/scope/census-whole.yaml) through the scope
// reader and the engine, as `quoin estimate "<text>" --format json` does: in band / out / not estimated / more
// than 3x off and still `validated`, per phrasing. `npx tsx scripts/census-whole-report.ts [--quiet]`
import { readFileSync } from 'node:fs';
import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  formatCents,
  parseScope,
} from '@quoin/core';
import { load } from 'js-yaml';

interface Topic {
  topic: string;
  band: [number, number];
  phrasings: (string | { text: string; todo?: string })[];
}
const file = new URL('../packages/core/src/scope/census-whole.yaml', import.meta.url);
const { topics } = load(readFileSync(file, 'utf8')) as { topics: Topic[] };
const verbose = !process.argv.includes('--quiet');
const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
let inside = 0;
let outside = 0;
let notEstimated = 0;
let farOffValidated = 0;
for (const t of topics) {
  for (const p of t.phrasings) {
    const text = typeof p === 'string' ? p : p.text;
    const [lowUsd, highUsd] = t.band;
    try {
      const scope = parseScope(text, { registry });
      const built = await buildEstimateFromPlan(scope.plan, { registry, priceSource, id: t.topic });
      const total = built.totals.grandTotalCents;
      const state = built.estimate.lifecycleState;
      const ok = total >= lowUsd * 100 && total <= highUsd * 100;
      const off = total > 3 * highUsd * 100 || total * 3 < lowUsd * 100;
      if (ok) inside++;
      else outside++;
      if (off && state === 'validated') farOffValidated++;
      const ids = scope.plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId}:${i.quantity}`));
      if (verbose)
        console.log(
          `${ok ? 'in ' : off ? 'X3 ' : 'OUT'} ${t.topic.padEnd(30)} ${`$${lowUsd}-${highUsd}`.padEnd(16)} ${formatCents(total).padStart(12)} ${state.padEnd(16)} ${text}\n      ${ids.join(' ')}`,
        );
    } catch (error) {
      notEstimated++;
      if (verbose)
        console.log(
          `ERR ${t.topic.padEnd(30)} ${(error as { code?: string }).code ?? String(error)} ${text}`,
        );
    }
  }
}
const all = inside + outside + notEstimated;
console.log(
  `\ncensus-whole: ${inside}/${all} in band (${Math.round((100 * inside) / all)}%), out ${outside}, not estimated ${notEstimated}, >3x off validated ${farOffValidated}`,
);
