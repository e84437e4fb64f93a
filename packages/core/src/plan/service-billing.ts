import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { newLineItem } from '../estimate/new-estimate.ts';
import { formatCents, roundCents } from '../money/money.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';

/** The plan key of the service-billing line (a relocation prices it again). */
export const SERVICE_KEY = 'qa/service-billing';

/** What the QA pass reports it changed (QaChange in qa-pass.ts, which calls this). */
interface Change {
  code: string;
  message: string;
}

interface ServiceLine {
  item: LineItem;
  hours: number;
}

/**
 * Small service work that is the whole job (a device or fixture swap, a service call) is billed as the trade
 * bills it: its trip charge plus the hours at its published billed hourly rate (the trade's `serviceBilling`),
 * not the loaded wage with markups, which prices a two-outlet swap below any electrician's visit. The
 * difference is one labor line, compared with labor as billed (`billedFactor`: labor markup, overhead and
 * profit), like the minimum charge. Work beside bigger work keeps its wage pricing: the trip is in that job.
 */
export function applyServiceBilling(
  estimate: Estimate,
  registry: TradeRegistry,
  billedFactor: number,
  changes: Change[],
): void {
  if (estimate.groups.some((g) => g.items.some((i) => i.planKey === SERVICE_KEY))) return;
  const work = estimate.groups.flatMap((g) =>
    g.items.filter((i) => i.type === 'assembly' && i.origin !== 'qa'),
  );
  if (work.length === 0) return;
  const byTrade = new Map<string, ServiceLine[]>();
  for (const item of work) {
    const trade = item.tradeId ? registry.get(item.tradeId) : undefined;
    const billing = trade?.serviceBilling;
    const assemblyId = item.labor?.assemblyId;
    if (!trade || !billing || !assemblyId || !billing.assemblies.includes(assemblyId)) return;
    const hours = item.quantity * (item.labor?.hoursPerUnit ?? 0);
    byTrade.set(trade.id, [...(byTrade.get(trade.id) ?? []), { item, hours }]);
  }
  let billedCents = 0;
  const parts: string[] = [];
  for (const [tradeId, lines] of byTrade) {
    const billing = registry.get(tradeId)!.serviceBilling!;
    const hours = Math.max(
      1,
      lines.reduce((sum, line) => sum + line.hours, 0),
    );
    // Published rates are national; the job's labor factor (the line's own) moves them like the wage.
    const factor = lines[0]?.item.labor?.laborFactor ?? 1;
    const tripCents = roundCents(billing.tripChargeCents * factor);
    const hourlyCents = roundCents(billing.hourlyRateCents * factor);
    billedCents += tripCents + roundCents(hours * hourlyCents);
    const place = factor === 1 ? '' : ` (national × ${factor.toFixed(2)} labor factor)`;
    parts.push(
      `${registry.get(tradeId)!.name}: ${formatCents(tripCents)} trip + ${hours.toFixed(2)} h × ${formatCents(hourlyCents)}/h billed${place} (${billing.source})`,
    );
  }
  const totals = computeEstimateTotals(estimate);
  const targetLaborCents = roundCents(billedCents / billedFactor);
  if (totals.laborCents >= targetLaborCents) return;
  const shortfallCents = targetLaborCents - totals.laborCents;
  const [tradeId] = [...byTrade.keys()];
  const group =
    estimate.groups.find((g) => g.items.some((i) => i.tradeId === tradeId)) ?? estimate.groups[0]!;
  group.items.push(
    newLineItem({
      id: 'li-qa-service-billing',
      type: 'assembly',
      title: 'Service call billing (trip charge and billed hourly rate)',
      description: parts.join('; '),
      quantity: 1,
      uom: 'lump_sum',
      rateCents: shortfallCents,
      laborOnly: true,
      ...(tradeId ? { tradeId } : {}),
      pricingState: 'labor_only',
      planKey: SERVICE_KEY,
      origin: 'qa',
      labor: {
        ...(tradeId ? { tradeId } : {}),
        formula: `${formatCents(billedCents)} billed ÷ ${billedFactor.toFixed(3)} (labor markup, overhead, profit) = ${formatCents(targetLaborCents)} labor − ${formatCents(totals.laborCents)} priced = ${formatCents(shortfallCents)}`,
      },
    }),
  );
  changes.push({
    code: 'ADDED_SERVICE_BILLING',
    message: `Billed the service work at the trade's trip charge and hourly rate (+${formatCents(shortfallCents)})`,
  });
}
