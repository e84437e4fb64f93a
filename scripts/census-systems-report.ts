// The building-systems census (packages/core/src/scope/census-systems.yaml) run as `quoin estimate` does: for
// each phrasing, the kinds of work read, the total against the guide's band, and the estimate's state.
// `npx tsx scripts/census-systems-report.ts` · `-- <topic words>` (only topics whose name contains them) ·
// `-- --quiet` (summary only).
import { readFileSync } from 'node:fs';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, parseScope } from '@quoin/core';
import { load } from 'js-yaml';

interface Topic {
  topic: string;
  band: [number, number];
  kinds: string[];
  says: string[];
}

const topics = load(
  readFileSync(new URL('../packages/core/src/scope/census-systems.yaml', import.meta.url), 'utf8'),
) as Topic[];
const quiet = process.argv.includes('--quiet');
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));
const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
let inBand = 0;
let readAndInBand = 0;
let notEstimated = 0;
let farOffValidated = 0;
let count = 0;
for (const t of topics) {
  if (only && !t.topic.includes(only)) continue;
  for (const text of t.says) {
    count++;
    try {
      const { plan } = parseScope(text, { registry });
      const built = await buildEstimateFromPlan(plan, { registry, priceSource, id: 'census' });
      const total = built.totals.grandTotalCents / 100;
      const state = built.estimate.lifecycleState;
      const lines = plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId}:${i.quantity} ${i.uom}`));
      const ids = lines.map((line) => line.split(':')[0]);
      const kindsRead = t.kinds.every((kind) => kind.split('|').some((one) => ids.includes(one)));
      const ok = total >= t.band[0] && total <= t.band[1];
      const off = total > 3 * t.band[1] || total * 3 < t.band[0];
      if (ok) inBand++;
      if (ok && kindsRead) readAndInBand++;
      if (off && state === 'validated') farOffValidated++;
      if (!quiet)
        console.log(
          `${ok ? 'in ' : off ? 'X3 ' : 'OUT'} ${kindsRead ? 'k' : '!'} ${String(Math.round(total)).padStart(7)} [${t.band[0]}-${t.band[1]}] ${state} | ${text} | ${lines.join(', ')}`,
        );
    } catch (error) {
      notEstimated++;
      if (!quiet) console.log(`ERR ! ${(error as { code?: string }).code ?? String(error)} | ${text}`);
    }
  }
}
console.log(
  `\nsystems census: ${inBand}/${count} in band (${Math.round((100 * inBand) / count)}%), ${readAndInBand} with the kinds read, not estimated ${notEstimated}, >3x off and validated ${farOffValidated}`,
);
