import {
  type ChangeOrder,
  type ChangeOrderSummary,
  type Estimate,
  formatCents,
  formatChangeOrderNumber,
  formatEstimateNumber,
  type LineSide,
  uomLabel,
} from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';

export interface ChangeOrderDocumentInput {
  order: Pick<
    ChangeOrder,
    'number' | 'title' | 'reason' | 'status' | 'scheduleImpactDays' | 'createdAt' | 'decidedAt' | 'decidedBy'
  >;
  summary: ChangeOrderSummary;
  /** The estimate the order changes (its title and header name the job and the client). */
  estimate: Pick<Estimate, 'id' | 'title' | 'header'>;
  /** The contract total before this order: as sent plus every earlier approved order, cents. */
  contractBeforeCents: number;
  company?: CompanyProfile;
}

/** What both renderings of a change order say, as text (money formatted, nothing escaped yet). */
export interface ChangeOrderFacts {
  heading: string;
  from?: string;
  meta: string[];
  reason?: string;
  rows: { code: string; item: string; change: string; before: string; after: string; delta: string }[];
  totals: [string, string][];
  schedule: string;
  contract: [string, string][];
  status: string;
}

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

function side(value: LineSide | undefined): string {
  return value ? `${value.quantity} ${uomLabel(value.uom)} · ${formatCents(value.extendedCents)}` : '—';
}

function scheduleText(input: ChangeOrderDocumentInput): string {
  const days = input.order.scheduleImpactDays ?? input.summary.suggestedScheduleDays;
  const basis =
    input.order.scheduleImpactDays === undefined
      ? ` (from ${input.summary.laborHoursDelta} labor hours at a crew of two, 8 h a day)`
      : '';
  if (days === 0) return `Schedule impact: none${basis}.`;
  return `Schedule impact: ${days > 0 ? '+' : ''}${days} working day${Math.abs(days) === 1 ? '' : 's'}${basis}.`;
}

/** The facts of a change order document: what changed, its cost and schedule impact, and the new contract total. */
export function changeOrderFacts(input: ChangeOrderDocumentInput): ChangeOrderFacts {
  const { order, summary, estimate } = input;
  const header = estimate.header;
  const meta = [
    `For: ${estimate.title}${header?.estimateNumber ? ` (estimate ${formatEstimateNumber(header.estimateNumber)})` : ''}`,
    ...(header?.clientName ? [`Client: ${header.clientName}`] : []),
    ...(header?.jobAddress ? [`Job address: ${header.jobAddress.replace(/\s*\r?\n\s*/g, ', ')}`] : []),
    `Opened ${order.createdAt.slice(0, 10)}`,
  ];
  const contractAfter = input.contractBeforeCents + summary.delta.grandTotalCents;
  const totals: [string, string][] = [['Lines', signed(summary.delta.subtotalCents)]];
  if (summary.delta.taxCents) totals.push(['Tax', signed(summary.delta.taxCents)]);
  const markups = summary.delta.contingencyCents + summary.delta.overheadCents + summary.delta.profitCents;
  if (markups) totals.push(['Contingency, overhead and profit', signed(markups)]);
  totals.push(['Change order total', signed(summary.delta.grandTotalCents)]);
  return {
    heading: `Change order ${formatChangeOrderNumber(order.number)}: ${order.title}`,
    ...(input.company ? { from: input.company.name } : {}),
    meta,
    ...(order.reason ? { reason: order.reason } : {}),
    rows: summary.changes.map((change) => ({
      code: change.costCode,
      item: `${change.groupName}: ${change.title}`,
      change: change.kind === 'changed' ? `changed (${change.fields.join(', ') || 'price'})` : change.kind,
      before: side(change.before),
      after: side(change.after),
      delta: signed(change.deltaCents),
    })),
    totals,
    schedule: scheduleText(input),
    contract: [
      ['Contract total before this change', formatCents(input.contractBeforeCents)],
      ['This change', signed(summary.delta.grandTotalCents)],
      ['Contract total with this change', formatCents(contractAfter)],
    ],
    status:
      order.status === 'open'
        ? 'Status: awaiting approval'
        : `Status: ${order.status}${order.decidedAt ? ` on ${order.decidedAt.slice(0, 10)}` : ''}${order.decidedBy ? ` by ${order.decidedBy}` : ''}`,
  };
}
