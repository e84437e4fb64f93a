// Prints the golden request set against the engine: range, Quoin total, in or out.
// `npx tsx scripts/golden-requests-report.ts [--markdown]` (the markdown table goes into src/quality/README.md).
import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  formatCents,
  GOLDEN_REQUESTS,
} from '@quoin/core';

const markdown = process.argv.includes('--markdown');
let inside = 0;
if (markdown)
  console.log('| request | range at location | Quoin total | in/out |\n| --- | --- | --- | --- |');
const errors: number[] = [];
for (const request of GOLDEN_REQUESTS) {
  const built = await buildEstimateFromPlan(request.plan, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id: request.id,
  });
  const total = built.totals.grandTotalCents;
  const { lowCents, highCents } = request.expected;
  const ok = total >= lowCents && total <= highCents;
  if (ok) inside++;
  const mid = (lowCents + highCents) / 2;
  errors.push(Math.abs(total - mid) / mid);
  const unresolved = built.estimate.groups
    .flatMap((g) => g.items)
    .filter((i) => i.pricingState === 'unresolved').length;
  if (markdown) {
    console.log(
      `| ${request.id} | ${formatCents(lowCents)} - ${formatCents(highCents)} | ${formatCents(total)} | ${ok ? 'in' : '**out**'} |`,
    );
    continue;
  }
  console.log(
    `${ok ? 'in ' : 'OUT'} ${request.id.padEnd(28)} ${formatCents(lowCents).padStart(11)} – ${formatCents(highCents).padEnd(11)} Quoin ${formatCents(total).padStart(11)}  q${built.estimate.qualityScore}${unresolved ? ` unresolved:${unresolved}` : ''}${request.knownMiss ? ' (known miss)' : ''}`,
  );
}
errors.sort((a, b) => a - b);
console.log(
  `\n${inside}/${GOLDEN_REQUESTS.length} inside (${Math.round((100 * inside) / GOLDEN_REQUESTS.length)}%), median |error| vs midpoint ${(100 * errors[Math.floor(errors.length / 2)]!).toFixed(1)}%`,
);
