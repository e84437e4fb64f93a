import { type Estimate, type EstimateTotals, formatEstimateNumber } from '@quoin/core';
import type { ClientProposal, CompanyProfile } from '@quoin/protocol';
import { DEFAULT_VALIDITY_DAYS } from '../proposal-context.ts';
import { baseBidEstimate, baseItemOrder } from './alternate-rows.ts';
import { foldMarkupsIntoPrices } from './client-prices.ts';
import { companyLines, termsParagraphs } from './company-lines.ts';
import { paymentSchedule } from './payment-schedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The QA pass's note on the contingency it added: internal on a client's page. */
const MARKUP_NOTE = /^(contingency|overhead|profit) of \d/i;

/**
 * The client's proposal as data for the share page: the base bid at client prices (contingency, overhead and
 * profit folded in, as on the PDF; no price sources, checks or internal notes), each alternate with its price,
 * the totals, the payment schedule and the terms. Link state and signature are the caller's to add.
 */
export function clientProposalView(
  { estimate, totals }: { estimate: Estimate; totals: EstimateTotals },
  options: { now: Date; company?: CompanyProfile },
): Omit<ClientProposal, 'linkExpiresAt' | 'signature'> {
  const header = estimate.header;
  const prepared = header?.issuedOn ? new Date(`${header.issuedOn}T00:00:00Z`) : options.now;
  const validUntil = new Date(prepared.getTime() + (header?.validityDays ?? DEFAULT_VALIDITY_DAYS) * DAY_MS);
  const folded = foldMarkupsIntoPrices(totals, baseItemOrder(estimate));
  const base = baseBidEstimate(estimate);
  const company = options.company;
  return {
    title: estimate.title,
    proposalNumber: header?.estimateNumber ? formatEstimateNumber(header.estimateNumber) : estimate.id,
    estimateVersion: estimate.version,
    lifecycleState: estimate.lifecycleState,
    preparedOn: prepared.toISOString().slice(0, 10),
    validUntil: validUntil.toISOString().slice(0, 10),
    company: company ? { name: company.name, lines: companyLines(company) } : null,
    client: {
      ...(header?.clientName ? { name: header.clientName } : {}),
      ...(header?.clientContact ? { contact: header.clientContact } : {}),
      ...(header?.jobAddress ? { jobAddress: header.jobAddress } : {}),
    },
    groups: base.groups
      .filter((group) => group.items.length > 0)
      .map((group) => ({
        name: group.name,
        subtotalCents: folded.byGroup[group.id] ?? 0,
        items: group.items.map((item) => ({
          title: item.title,
          quantity: item.quantity,
          unit: item.uom,
          amountCents: folded.byItem[item.id] ?? 0,
        })),
      })),
    alternates: totals.alternates.map(({ id, title, kind, decision, amountCents }) => ({
      id,
      title,
      kind,
      decision,
      amountCents,
    })),
    subtotalCents: folded.subtotalCents,
    taxCents: totals.taxCents,
    baseBidCents: totals.baseBidCents,
    acceptedAlternatesCents: totals.acceptedAlternatesCents,
    grandTotalCents: totals.grandTotalCents,
    assumptions: estimate.assumptions.filter((note) => !MARKUP_NOTE.test(note)),
    exclusions: estimate.exclusions,
    payments: paymentSchedule(
      totals.grandTotalCents,
      company?.depositPercent ?? 0,
      company?.paymentSchedule ?? [],
    ),
    terms: termsParagraphs(company),
  };
}
