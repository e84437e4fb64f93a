import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { uomLabel } from '../units/uom.ts';
import { actionDoubts } from './action-doubt.ts';
import { coverageDoubts, coverageLexiconFor } from './coverage-doubt.ts';
import { materialDoubts } from './material-doubt.ts';
import { bundledNamedMaterials } from './named-materials.ts';
import { partPricedWholeDoubts, pricedLines } from './part-priced-whole.ts';
import { bundledPartWords } from './part-words.ts';
import { bundledRequestActions } from './request-actions.ts';
import { typicalSizeDoubts } from './typical-size-doubt.ts';
import { wholeJobAsks, wholeJobDoubts } from './whole-job-doubt.ts';
import { bundledWholeJobs, type WholeJobs } from './whole-jobs.ts';

function describeLine(item: LineItem): string {
  return item.quantity === 1 && item.uom === 'each'
    ? item.title
    : `${item.title} (${item.quantity.toLocaleString('en-US')} ${uomLabel(item.uom)})`;
}

/**
 * The doubts of comparing the customer's words with what was priced: a whole job asked for and a part of it priced,
 * a typical size used where the request writes one, new work priced where only upkeep or removal was asked, a part
 * priced as its whole system, and (given the registry) work words of the request no priced line was read from.
 * Pure: the request and the priced estimate in, questions out.
 */
export function requestDoubts(
  request: string,
  estimate: Estimate,
  wholeJobs: WholeJobs = bundledWholeJobs(),
  registry?: TradeRegistry,
): string[] {
  const items = estimate.groups.flatMap((group) => group.items);
  const work = items.filter((item) => item.type === 'assembly' || item.type === 'material');
  const priced = {
    lines: work.map(describeLine),
    grandTotalCents: computeEstimateTotals(estimate).grandTotalCents,
  };
  return [
    ...wholeJobDoubts(wholeJobAsks(request, wholeJobs), priced),
    ...typicalSizeDoubts(request, items),
    ...actionDoubts(request, items, bundledRequestActions()),
    ...materialDoubts(request, items, bundledNamedMaterials(), bundledRequestActions().removal),
    ...partPricedWholeDoubts(request, pricedLines(estimate), bundledPartWords()),
    ...(registry
      ? coverageDoubts(request, items, coverageLexiconFor(registry, bundledRequestActions()))
      : []),
  ];
}
