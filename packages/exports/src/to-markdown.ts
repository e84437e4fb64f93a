import {
  costCodeOf,
  type Estimate,
  formatCents,
  formatEstimateNumber,
  type LineItem,
  unitPriceCents,
  uomLabel,
} from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';
import { collectPriceSources } from './collect-price-sources.ts';
import { markdownText } from './escapes/markdown-text.ts';
import type { EstimateExportInput } from './estimate-document.ts';
import { alternateRows, baseItemOrder } from './proposal/alternate-rows.ts';
import { foldMarkupsIntoPrices } from './proposal/client-prices.ts';
import { markdownCompanyFooter, markdownCompanyHeader } from './proposal/markdown-company.ts';

export interface MarkdownOptions {
  /**
   * The company profile: with one the Markdown is a document to send — the company's header, overhead,
   * profit and contingency folded into the prices (unless `showMarkups` or the company's setting), no checks
   * or price sources, then the payment schedule, terms and an acceptance block.
   */
  company?: CompanyProfile;
  showMarkups?: boolean;
}

/** Text from the estimate, escaped so it prints as written (see markdownText). */
const cell = markdownText;

function quantityText(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);
}

function stateNote(item: LineItem): string {
  if (item.pricingState === 'unresolved') return ' **(unresolved)**';
  if (item.pricingState === 'estimated') return ' _(estimated)_';
  return '';
}

function locationLine(estimate: Estimate): string {
  const where = estimate.location;
  if (!where) return 'Location: national average';
  const zip = where.zip3 ? ` (ZIP3 ${where.zip3})` : '';
  return `Location: ${where.area}, ${where.state}${zip} · labor factor ${where.laborFactor} · material factor ${where.materialFactor}`;
}

/** The estimate header's lines: number, client, job address, issue date and validity. */
function headerLines(estimate: Estimate): string[] {
  const header = estimate.header;
  if (!header) return [];
  const lines: string[] = [];
  if (header.estimateNumber) lines.push(`Estimate ${formatEstimateNumber(header.estimateNumber)}`);
  if (header.clientName)
    lines.push(
      `Prepared for: ${cell(header.clientName)}${header.clientContact ? ` · ${cell(header.clientContact)}` : ''}`,
    );
  if (header.jobAddress) lines.push(`Job address: ${cell(header.jobAddress.replace(/\s*\r?\n\s*/g, ', '))}`);
  if (header.issuedOn)
    lines.push(
      `Issued ${header.issuedOn}${header.validityDays ? ` · valid ${header.validityDays} days` : ''}`,
    );
  return lines.map((line) => `${line}  `);
}

function bulletSection(title: string, entries: readonly string[]): string[] {
  return entries.length === 0 ? [] : [`## ${title}`, '', ...entries.map((entry) => `- ${cell(entry)}`), ''];
}

/** The QA pass's note on the contingency it added: internal when the markups are folded in. */
const MARKUP_NOTE = /^(contingency|overhead|profit) of \d/i;

function internalTotalRows(estimate: Estimate, totals: EstimateExportInput['totals']): [string, number][] {
  const settings = estimate.settings;
  const rows: [string, number][] = [
    [`Labor + markup ${settings.laborMarkupPercent}%`, totals.laborCents + totals.laborMarkupCents],
    [
      `Materials + markup ${settings.materialMarkupPercent}%`,
      totals.materialCents + totals.materialMarkupCents,
    ],
  ];
  if (totals.equipmentCents)
    rows.push(['Equipment + markup', totals.equipmentCents + totals.equipmentMarkupCents]);
  if (totals.permitCents) rows.push(['Permits', totals.permitCents]);
  if (totals.allowanceCents) rows.push(['Allowances', totals.allowanceCents]);
  rows.push(['Subtotal', totals.subtotalCents]);
  if (totals.taxCents) rows.push([`Tax on materials ${settings.taxRatePercent}%`, totals.taxCents]);
  if (totals.contingencyCents)
    rows.push([`Contingency ${settings.contingencyPercent}%`, totals.contingencyCents]);
  if (totals.overheadCents) rows.push([`Overhead ${settings.overheadPercent}%`, totals.overheadCents]);
  if (totals.profitCents) rows.push([`Profit ${settings.profitPercent}%`, totals.profitCents]);
  return rows;
}

/**
 * The estimate as GitHub-flavoured Markdown: one table per group, totals, notes and price sources. With a
 * company profile it is the client's copy (see MarkdownOptions).
 */
export function toMarkdown({ estimate, totals }: EstimateExportInput, options: MarkdownOptions = {}): string {
  const { company } = options;
  const internal = !company || (options.showMarkups ?? company.proposalShowsMarkups);
  const folded = foldMarkupsIntoPrices(totals, baseItemOrder(estimate));
  const alternates = alternateRows(totals);
  const alternateIds = new Set(alternates.map((alternate) => alternate.id));
  const itemCents = (id: string) =>
    internal ? (totals.byItem[id]?.extendedCents ?? 0) : (folded.byItem[id] ?? 0);
  const out: string[] = [...(company ? markdownCompanyHeader(company) : []), `# ${cell(estimate.title)}`, ''];
  out.push(...headerLines(estimate), `${locationLine(estimate)}  `);
  if (internal)
    out.push(`State: ${estimate.lifecycleState} · quality score: ${estimate.qualityScore ?? '—'}/100`);
  out.push('');
  for (const group of estimate.groups) {
    if (alternateIds.has(group.id)) continue;
    out.push(
      `## ${cell(group.name)}`,
      '',
      '| Code | Item | Qty | Unit | Unit price | Extended |',
      '| --- | --- | ---: | --- | ---: | ---: |',
    );
    for (const item of group.items) {
      if (alternateIds.has(item.id)) continue;
      const extendedCents = itemCents(item.id);
      out.push(
        `| ${cell(costCodeOf(item, group).code)} | ${cell(item.title)}${stateNote(item)} | ${quantityText(item.quantity)} | ${uomLabel(item.uom)} | ${formatCents(unitPriceCents(extendedCents, item.quantity))} | ${formatCents(extendedCents)} |`,
      );
      if (!internal || item.type !== 'assembly' || item.laborOnly) continue;
      for (const material of item.materials) {
        out.push(
          `| | &nbsp;&nbsp;+ ${cell(material.name)} | ${quantityText(material.packages)} | ${uomLabel(material.packageUnit)} | ${formatCents(material.priceCents)} | |`,
        );
      }
    }
    const groupCents = internal
      ? (totals.byGroup[group.id]?.extendedCents ?? 0)
      : (folded.byGroup[group.id] ?? 0);
    out.push(`| | **Subtotal** | | | | **${formatCents(groupCents)}** |`, '');
  }
  const rows: [string, number][] = internal
    ? internalTotalRows(estimate, totals)
    : [['Subtotal', folded.subtotalCents]];
  if (!internal && totals.taxCents)
    rows.push([`Tax on materials ${estimate.settings.taxRatePercent}%`, totals.taxCents]);
  out.push('## Totals', '', '| | Amount |', '| --- | ---: |');
  for (const [label, amountCents] of rows) out.push(`| ${label} | ${formatCents(amountCents)} |`);
  if (alternates.length > 0)
    out.push(
      `| **Base bid** | **${formatCents(totals.baseBidCents)}** |`,
      `| Accepted alternates | ${formatCents(totals.acceptedAlternatesCents)} |`,
    );
  out.push(`| **Grand total** | **${formatCents(totals.grandTotalCents)}** |`, '');
  if (alternates.length > 0) {
    out.push('## Alternates', '', '| Alternate | Kind | Amount | Choice |', '| --- | --- | ---: | --- |');
    for (const row of alternates)
      out.push(
        `| ${cell(row.title)} | ${row.kindLabel} | ${row.amount} | ${row.boxes.replace(/\[/g, '\\[')} |`,
      );
    out.push('');
  }
  const assumptions = internal
    ? estimate.assumptions
    : estimate.assumptions.filter((n) => !MARKUP_NOTE.test(n));
  out.push(...bulletSection('Assumptions', assumptions));
  out.push(...bulletSection('Questions', estimate.questions));
  out.push(...bulletSection('Exclusions', estimate.exclusions));
  if (internal) {
    out.push(
      ...bulletSection(
        'Checks',
        estimate.issues.map((issue) => `[${issue.severity}] ${issue.message}`),
      ),
    );
    out.push(
      ...bulletSection(
        'Price sources',
        collectPriceSources(estimate).map(
          (source) =>
            `${source.sourceKind}: ${source.sourceName}${source.priceDate ? ` (prices dated ${source.priceDate})` : ''}`,
        ),
      ),
    );
  }
  if (company) out.push(...markdownCompanyFooter(company, totals.grandTotalCents));
  return `${out.join('\n').trimEnd()}\n`;
}
