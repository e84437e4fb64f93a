// Scores the interior-finishes topic census (packages/core/src/scope/census-interior.yaml) as
// `quoin estimate "<text>" --format json` would: in band, out, not estimated, and >3x off still `validated`.
// `npx tsx scripts/census-interior-report.ts [--fresh] [--quiet]`
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
  id: string;
  band: [number, number];
  kinds: string[];
  texts: string[];
}
// `--fresh`: the second list (census-interior-fresh.yaml), written after tuning to measure how it generalises.
const name = process.argv.includes('--fresh') ? 'census-interior-fresh' : 'census-interior';
const file = new URL(`../packages/core/src/scope/${name}.yaml`, import.meta.url);
const topics = (load(readFileSync(file, 'utf8')) as { topics: Topic[] }).topics;
const verbose = !process.argv.includes('--quiet');
const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
let inside = 0;
let total = 0;
let notEstimated = 0;
let farOffValidated = 0;
let kindsRead = 0;
for (const topic of topics) {
  const [lowUsd, highUsd] = topic.band;
  for (const text of topic.texts) {
    total++;
    try {
      const scope = parseScope(text, { registry });
      const built = await buildEstimateFromPlan(scope.plan, { registry, priceSource, id: topic.id });
      const cents = built.totals.grandTotalCents;
      const state = built.estimate.lifecycleState;
      const read = scope.plan.groups.flatMap((g) =>
        g.items.map((i) => `${i.assemblyId}:${i.quantity}${i.uom}`),
      );
      const ok = cents >= lowUsd * 100 && cents <= highUsd * 100;
      const off = cents > 3 * highUsd * 100 || cents * 3 < lowUsd * 100;
      const kindsOk = topic.kinds.every((k) => read.some((r) => r.startsWith(`${k}:`)));
      if (ok) inside++;
      if (kindsOk) kindsRead++;
      if (off && state === 'validated') farOffValidated++;
      if (verbose)
        console.log(
          `${ok ? 'in ' : off ? 'X3 ' : 'OUT'} ${kindsOk ? 'k' : '-'} ${topic.id.padEnd(26)} ${`$${lowUsd}-$${highUsd}`.padEnd(14)} ${formatCents(cents).padStart(11)} ${state.padEnd(16)} ${text} | ${read.join(' ')}`,
        );
    } catch (error) {
      notEstimated++;
      if (verbose)
        console.log(
          `ERR - ${topic.id.padEnd(26)} ${(error as { code?: string }).code ?? String(error)} ${text}`,
        );
    }
  }
}
console.log(
  `\n${name}: ${topics.length} topics, ${inside}/${total} phrasings in band (${Math.round((100 * inside) / total)}%), kinds read ${kindsRead}/${total}, not estimated ${notEstimated}, >3x off validated ${farOffValidated}`,
);
