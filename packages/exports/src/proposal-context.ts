import {
  costCodeOf,
  type Estimate,
  formatCents,
  formatEstimateNumber,
  unitPriceCents,
  uomLabel,
} from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';
import { collectPriceSources } from './collect-price-sources.ts';
import { escapeProposalValues } from './escapes/proposal-markup-text.ts';
import type { EstimateExportInput } from './estimate-document.ts';
import {
  type AlternateRow,
  alternateRows,
  baseBidEstimate,
  baseItemOrder,
} from './proposal/alternate-rows.ts';
import { foldMarkupsIntoPrices } from './proposal/client-prices.ts';
import { companyLines, termsParagraphs } from './proposal/company-lines.ts';
import { paymentSchedule } from './proposal/payment-schedule.ts';

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
  /** The company profile: the header (name, logo, license, address), terms, deposit and payment schedule. */
  company?: CompanyProfile;
  /**
   * Show contingency, overhead, profit and the price sources. Off by default (the company's
   * `proposalShowsMarkups` decides when given): the markups are folded into the prices shown.
   */
  showMarkups?: boolean;
}

/** What the Handlebars template sees: every value already formatted for print. */
export interface ProposalContext {
  contractor: Required<Contractor>;
  estimate: Estimate;
  location?: string;
  /** `Q-0007` once the store has numbered the estimate, else its id. */
  proposalNumber: string;
  /** Who the proposal is for, from the estimate header: each line printed when given. */
  client: { name?: string; contact?: string; jobAddress?: string };
  preparedOn: string;
  preparedOnIso: string;
  validUntil: string;
  validUntilIso: string;
  groups: {
    name: string;
    scope: string;
    subtotal: string;
    items: { code: string; title: string; quantity: string; unit: string; rate: string; amount: string }[];
  }[];
  totalRows: { label: string; amount: string }[];
  grandTotal: string;
  grandTotalCents: number;
  assumptions: string[];
  exclusions: string[];
  questions: string[];
  /** Empty unless the markups are shown: where the prices come from is internal. */
  priceSources: string[];
  /** Options the client accepts or declines, priced apart from the base bid (issue #15). */
  alternates: AlternateRow[];
  /** The base bid, printed when there are alternates (the total then adds the accepted ones). */
  baseBid: string;
  acceptedAlternates: string;
  /** Allowance lines: budgets the client settles by choosing later. */
  allowances: { title: string; amount: string }[];
  /** The deposit and the milestones, amounts adding up to the total. */
  payments: { label: string; percent: string; amount: string }[];
  terms: string[];
  /** True when the company has a logo (the template's `!logo` line draws it). */
  hasLogo: boolean;
  showMarkups: boolean;
}

export const DEFAULT_VALIDITY_DAYS = 30;
/** The QA pass's note on the contingency it added (core/plan/qa-pass.ts): internal when markups are hidden. */
const MARKUP_NOTE = /^(contingency|overhead|profit) of \d/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

function quantityText(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);
}

/** Builds the template's data from an estimate; the dates count in UTC so a proposal reads the same anywhere. */
export function proposalContext(
  { estimate: whole, totals }: EstimateExportInput,
  options: ProposalOptions,
): ProposalContext {
  // Alternates are listed apart, with their own prices: the scope's tables are the base bid.
  const estimate = baseBidEstimate(whole);
  const header = estimate.header;
  // The header's issue date wins over the export's time: a proposal re-exported next week keeps its date.
  const now = new Date(header?.issuedOn ? `${header.issuedOn}T00:00:00Z` : options.now);
  if (Number.isNaN(now.getTime())) throw new RangeError(`"${String(options.now)}" is not a date`);
  const validityDays = options.validityDays ?? header?.validityDays ?? DEFAULT_VALIDITY_DAYS;
  const validUntil = new Date(now.getTime() + validityDays * DAY_MS);
  const { settings } = estimate;
  const showMarkups = options.showMarkups ?? options.company?.proposalShowsMarkups ?? false;
  const itemOrder = baseItemOrder(whole);
  // Shown prices: each line's extended cost, plus its share of the markups when they are not shown.
  const client = foldMarkupsIntoPrices(totals, itemOrder);
  const itemCents = (id: string) =>
    showMarkups ? (totals.byItem[id]?.extendedCents ?? 0) : (client.byItem[id] ?? 0);
  const groupCents = (id: string) =>
    showMarkups ? (totals.byGroup[id]?.extendedCents ?? 0) : (client.byGroup[id] ?? 0);
  const totalRows: ProposalContext['totalRows'] = [
    { label: 'Subtotal', amount: formatCents(showMarkups ? totals.subtotalCents : client.subtotalCents) },
  ];
  if (totals.taxCents)
    totalRows.push({
      label: `Sales tax on materials (${settings.taxRatePercent}%)`,
      amount: formatCents(totals.taxCents),
    });
  if (showMarkups && totals.contingencyCents)
    totalRows.push({
      label: `Contingency (${settings.contingencyPercent}%)`,
      amount: formatCents(totals.contingencyCents),
    });
  if (showMarkups && totals.overheadCents)
    totalRows.push({
      label: `Overhead (${settings.overheadPercent}%)`,
      amount: formatCents(totals.overheadCents),
    });
  if (showMarkups && totals.profitCents)
    totalRows.push({ label: `Profit (${settings.profitPercent}%)`, amount: formatCents(totals.profitCents) });
  const where = estimate.location;
  const company = options.company;
  const contractor = company
    ? { name: company.name, lines: companyLines(company) }
    : { name: options.contractor?.name ?? 'Estimate proposal', lines: options.contractor?.lines ?? [] };
  const payments = paymentSchedule(
    totals.grandTotalCents,
    company?.depositPercent ?? 0,
    company?.paymentSchedule ?? [],
  );
  // Every value is escaped for the markup: a title with a line break or a "|" cannot add rows or headings.
  return escapeProposalValues({
    contractor,
    estimate: whole,
    ...(where ? { location: `${where.area}, ${where.state}${where.input ? ` ${where.input}` : ''}` } : {}),
    proposalNumber: header?.estimateNumber ? formatEstimateNumber(header.estimateNumber) : estimate.id,
    client: {
      ...(header?.clientName ? { name: header.clientName } : {}),
      ...(header?.clientContact ? { contact: header.clientContact } : {}),
      ...(header?.jobAddress ? { jobAddress: header.jobAddress.replace(/\s*\r?\n\s*/g, ', ') } : {}),
    },
    preparedOn: longDate(now),
    preparedOnIso: now.toISOString().slice(0, 10),
    validUntil: longDate(validUntil),
    validUntilIso: validUntil.toISOString().slice(0, 10),
    groups: estimate.groups.map((group) => ({
      name: group.name,
      scope: `${group.items.map((item) => item.title).join('; ')}.`,
      subtotal: formatCents(groupCents(group.id)),
      items: group.items.map((item) => ({
        code: costCodeOf(item, group).code,
        title: item.title,
        quantity: quantityText(item.quantity),
        unit: uomLabel(item.uom),
        // Unit price × quantity ≈ amount (the issue: a labor-only rate beside the extended misled).
        rate: formatCents(unitPriceCents(itemCents(item.id), item.quantity)),
        amount: formatCents(itemCents(item.id)),
      })),
    })),
    totalRows,
    grandTotal: formatCents(totals.grandTotalCents),
    alternates: alternateRows(totals),
    baseBid: formatCents(totals.baseBidCents),
    acceptedAlternates: formatCents(totals.acceptedAlternatesCents),
    grandTotalCents: totals.grandTotalCents,
    assumptions: showMarkups
      ? estimate.assumptions
      : estimate.assumptions.filter((note) => !MARKUP_NOTE.test(note)),
    exclusions: estimate.exclusions,
    questions: estimate.questions,
    priceSources: showMarkups
      ? collectPriceSources(estimate).map(
          (source) => `${source.sourceName}${source.priceDate ? ` (prices dated ${source.priceDate})` : ''}`,
        )
      : [],
    allowances: estimate.groups.flatMap((group) =>
      group.items
        .filter((item) => item.type === 'allowance')
        .map((item) => ({ title: item.title, amount: formatCents(itemCents(item.id)) })),
    ),
    payments: payments.map((row) => ({
      label: row.label,
      percent: `${Number(row.percent.toFixed(2))}%`,
      amount: formatCents(row.amountCents),
    })),
    terms: termsParagraphs(company),
    hasLogo: company?.logo !== undefined,
    showMarkups,
  });
}
