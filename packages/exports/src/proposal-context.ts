import { type Estimate, formatCents, uomLabel } from '@quoin/core';
import { collectPriceSources } from './collect-price-sources.ts';
import { escapeProposalValues } from './escapes/proposal-markup-text.ts';
import type { EstimateExportInput } from './estimate-document.ts';

/** Who the proposal is from; printed in its header. */
export interface Contractor {
  name: string;
  /** Address, phone, email, license number: one line each. */
  lines?: string[];
}

export interface ProposalOptions {
  /** When the proposal is made (ISO time or Date); the validity date counts from it. */
  now: string | Date;
  /** How long the price holds; 30 days unless the contractor says otherwise. */
  validityDays?: number;
  contractor?: Contractor;
}

/** What the Handlebars template sees: every value already formatted for print. */
export interface ProposalContext {
  contractor: Required<Contractor>;
  estimate: Estimate;
  location?: string;
  preparedOn: string;
  preparedOnIso: string;
  validUntil: string;
  validUntilIso: string;
  groups: {
    name: string;
    scope: string;
    subtotal: string;
    items: { title: string; quantity: string; unit: string; rate: string; amount: string }[];
  }[];
  totalRows: { label: string; amount: string }[];
  grandTotal: string;
  grandTotalCents: number;
  assumptions: string[];
  exclusions: string[];
  questions: string[];
  priceSources: string[];
}

export const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

function quantityText(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);
}

/** Builds the template's data from an estimate; the dates count in UTC so a proposal reads the same anywhere. */
export function proposalContext(
  { estimate, totals }: EstimateExportInput,
  options: ProposalOptions,
): ProposalContext {
  const now = new Date(options.now);
  if (Number.isNaN(now.getTime())) throw new RangeError(`"${String(options.now)}" is not a date`);
  const validUntil = new Date(now.getTime() + (options.validityDays ?? DEFAULT_VALIDITY_DAYS) * DAY_MS);
  const { settings } = estimate;
  const totalRows: ProposalContext['totalRows'] = [
    { label: 'Subtotal', amount: formatCents(totals.subtotalCents) },
  ];
  if (totals.taxCents)
    totalRows.push({
      label: `Sales tax on materials (${settings.taxRatePercent}%)`,
      amount: formatCents(totals.taxCents),
    });
  if (totals.contingencyCents)
    totalRows.push({
      label: `Contingency (${settings.contingencyPercent}%)`,
      amount: formatCents(totals.contingencyCents),
    });
  if (totals.overheadCents)
    totalRows.push({
      label: `Overhead (${settings.overheadPercent}%)`,
      amount: formatCents(totals.overheadCents),
    });
  if (totals.profitCents)
    totalRows.push({ label: `Profit (${settings.profitPercent}%)`, amount: formatCents(totals.profitCents) });
  const where = estimate.location;
  // Every value is escaped for the markup: a title with a line break or a "|" cannot add rows or headings.
  return escapeProposalValues({
    contractor: {
      name: options.contractor?.name ?? 'Estimate proposal',
      lines: options.contractor?.lines ?? [],
    },
    estimate,
    ...(where ? { location: `${where.area}, ${where.state}${where.input ? ` ${where.input}` : ''}` } : {}),
    preparedOn: longDate(now),
    preparedOnIso: now.toISOString().slice(0, 10),
    validUntil: longDate(validUntil),
    validUntilIso: validUntil.toISOString().slice(0, 10),
    groups: estimate.groups.map((group) => ({
      name: group.name,
      scope: `${group.items.map((item) => item.title).join('; ')}.`,
      subtotal: formatCents(totals.byGroup[group.id]?.extendedCents ?? 0),
      items: group.items.map((item) => ({
        title: item.title,
        quantity: quantityText(item.quantity),
        unit: uomLabel(item.uom),
        rate: formatCents(item.rateCents),
        amount: formatCents(totals.byItem[item.id]?.extendedCents ?? 0),
      })),
    })),
    totalRows,
    grandTotal: formatCents(totals.grandTotalCents),
    grandTotalCents: totals.grandTotalCents,
    assumptions: estimate.assumptions,
    exclusions: estimate.exclusions,
    questions: estimate.questions,
    priceSources: collectPriceSources(estimate).map(
      (source) => `${source.sourceName}${source.priceDate ? ` (prices dated ${source.priceDate})` : ''}`,
    ),
  });
}
