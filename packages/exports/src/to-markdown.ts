import { type Estimate, formatCents, type LineItem, unitPriceCents, uomLabel } from '@quoin/core';
import { collectPriceSources } from './collect-price-sources.ts';
import { markdownText } from './escapes/markdown-text.ts';
import type { EstimateExportInput } from './estimate-document.ts';

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

function bulletSection(title: string, entries: readonly string[]): string[] {
  return entries.length === 0 ? [] : [`## ${title}`, '', ...entries.map((entry) => `- ${cell(entry)}`), ''];
}

/** The estimate as GitHub-flavoured Markdown: one table per group, totals, notes and price sources. */
export function toMarkdown({ estimate, totals }: EstimateExportInput): string {
  const out: string[] = [`# ${cell(estimate.title)}`, ''];
  out.push(
    `${locationLine(estimate)}  `,
    `State: ${estimate.lifecycleState} · quality score: ${estimate.qualityScore ?? '—'}/100`,
    '',
  );
  for (const group of estimate.groups) {
    out.push(
      `## ${cell(group.name)}`,
      '',
      '| Item | Qty | Unit | Unit price | Extended |',
      '| --- | ---: | --- | ---: | ---: |',
    );
    for (const item of group.items) {
      const extendedCents = totals.byItem[item.id]?.extendedCents ?? 0;
      out.push(
        `| ${cell(item.title)}${stateNote(item)} | ${quantityText(item.quantity)} | ${uomLabel(item.uom)} | ${formatCents(unitPriceCents(extendedCents, item.quantity))} | ${formatCents(extendedCents)} |`,
      );
      if (item.type !== 'assembly' || item.laborOnly) continue;
      for (const material of item.materials) {
        out.push(
          `| &nbsp;&nbsp;+ ${cell(material.name)} | ${quantityText(material.packages)} | ${uomLabel(material.packageUnit)} | ${formatCents(material.priceCents)} | |`,
        );
      }
    }
    out.push(`| **Subtotal** | | | | **${formatCents(totals.byGroup[group.id]?.extendedCents ?? 0)}** |`, '');
  }
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
  out.push('## Totals', '', '| | Amount |', '| --- | ---: |');
  for (const [label, amountCents] of rows) out.push(`| ${label} | ${formatCents(amountCents)} |`);
  out.push(`| **Grand total** | **${formatCents(totals.grandTotalCents)}** |`, '');
  out.push(...bulletSection('Assumptions', estimate.assumptions));
  out.push(...bulletSection('Questions', estimate.questions));
  out.push(...bulletSection('Exclusions', estimate.exclusions));
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
  return `${out.join('\n').trimEnd()}\n`;
}
