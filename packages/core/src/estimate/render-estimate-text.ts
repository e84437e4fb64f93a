import { formatCents, roundCents } from '../money/money.ts';
import { uomLabel } from '../units/uom.ts';
import type { EstimateTotals } from './compute-totals.ts';
import type { Estimate } from './estimate-schema.ts';
import { wrapWords } from './wrap-words.ts';

function pad(text: string, width: number, right = false): string {
  const cut = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return right ? cut.padStart(width) : cut.padEnd(width);
}

/**
 * Extended ÷ quantity: what one unit costs with its materials and markups, so Qty × Unit price = Extended (to
 * the cent). The labor rate alone is on the line's "labor:" detail.
 */
export function unitPriceCents(extendedCents: number, quantity: number): number {
  return quantity > 0 ? roundCents(extendedCents / quantity) : extendedCents;
}

function quantityText(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);
}

/** A plain-text estimate for a terminal: groups, lines, materials with package math, totals, issues, sources. */
export function renderEstimateText(estimate: Estimate, totals: EstimateTotals): string {
  const out: string[] = [];
  const line = '─'.repeat(100);
  out.push(estimate.title);
  const where = estimate.location;
  out.push(
    where
      ? `Location: ${where.area}${where.zip3 ? ` (ZIP3 ${where.zip3})` : ''} · labor factor ${where.laborFactor} · material factor ${where.materialFactor}${where.fallback ? ` · ${where.note}` : ''}`
      : 'Location: national average',
  );
  out.push(
    `Mode: ${estimate.mode} · state: ${estimate.lifecycleState} · quality score: ${estimate.qualityScore ?? '—'}/100`,
  );
  out.push(line);
  out.push(
    `${pad('Item', 52)}${pad('Qty', 10, true)} ${pad('Unit', 7)}${pad('Unit price', 12, true)}${pad('Extended', 14, true)}`,
  );
  for (const group of estimate.groups) {
    out.push(line);
    out.push(
      `${group.name.toUpperCase()}${pad(formatCents(totals.byGroup[group.id]?.extendedCents ?? 0), 100 - group.name.length, true)}`,
    );
    for (const item of group.items) {
      const extended = totals.byItem[item.id]?.extendedCents ?? 0;
      const flag =
        item.pricingState === 'unresolved'
          ? ' [UNRESOLVED]'
          : item.pricingState === 'estimated'
            ? ' [est]'
            : '';
      // A long title wraps onto the lines below its figures, never cut inside a word.
      const [firstLine = '', ...moreLines] = wrapWords(`${item.title}${flag}`, 50);
      out.push(
        `  ${pad(firstLine, 50)}${pad(quantityText(item.quantity), 10, true)} ${pad(uomLabel(item.uom), 7)}${pad(formatCents(unitPriceCents(extended, item.quantity)), 12, true)}${pad(formatCents(extended), 14, true)}`,
        ...moreLines.map((more) => `    ${more}`),
      );
      if (item.type === 'assembly' && item.rateCents > 0)
        out.push(`      labor: ${item.labor?.formula ?? 'as entered'}`);
      if (item.type === 'material') continue;
      for (const material of item.materials) {
        const math =
          material.provenance.packageMath?.formula ??
          `${material.packages} ${uomLabel(material.packageUnit)}`;
        const [firstName = '', ...moreName] = wrapWords(material.name, 56);
        out.push(
          `      + ${pad(firstName, 56)} ${material.packages} × ${formatCents(material.priceCents)}  (${math}; ${material.provenance.sourceKind}, ${material.provenance.confidence})`,
          ...moreName.map((more) => `        ${more}`),
        );
      }
      if (item.unresolvedReason) out.push(`      ! ${item.unresolvedReason}`);
    }
  }
  out.push(line);
  const row = (label: string, cents: number) =>
    out.push(`${pad(label, 80)}${pad(formatCents(cents), 20, true)}`);
  row(
    `Labor ${formatCents(totals.laborCents)} + markup ${estimate.settings.laborMarkupPercent}%`,
    totals.laborCents + totals.laborMarkupCents,
  );
  row(
    `Materials ${formatCents(totals.materialCents)} + markup ${estimate.settings.materialMarkupPercent}%`,
    totals.materialCents + totals.materialMarkupCents,
  );
  if (totals.equipmentCents)
    row('Equipment (with markup)', totals.equipmentCents + totals.equipmentMarkupCents);
  if (totals.permitCents) row('Permits', totals.permitCents);
  if (totals.allowanceCents) row('Allowances', totals.allowanceCents);
  row('Subtotal', totals.subtotalCents);
  if (totals.taxCents) row(`Tax on materials ${estimate.settings.taxRatePercent}%`, totals.taxCents);
  if (totals.contingencyCents)
    row(`Contingency ${estimate.settings.contingencyPercent}%`, totals.contingencyCents);
  if (totals.overheadCents) row(`Overhead ${estimate.settings.overheadPercent}%`, totals.overheadCents);
  if (totals.profitCents) row(`Profit ${estimate.settings.profitPercent}%`, totals.profitCents);
  row('GRAND TOTAL', totals.grandTotalCents);
  out.push(line);
  for (const [title, list] of [
    ['Assumptions', estimate.assumptions],
    ['Questions', estimate.questions],
    ['Exclusions', estimate.exclusions],
  ] as const) {
    if (list.length > 0) out.push(`${title}:`, ...list.map((text) => `  - ${text}`));
  }
  if (estimate.issues.length > 0) {
    out.push('Checks:', ...estimate.issues.map((issue) => `  - [${issue.severity}] ${issue.message}`));
  }
  const sources = new Map<string, string>();
  for (const group of estimate.groups) {
    for (const item of group.items) {
      for (const provenance of [item.price, ...item.materials.map((m) => m.provenance)]) {
        if (provenance)
          sources.set(`${provenance.sourceKind}: ${provenance.sourceName}`, provenance.priceDate ?? '');
      }
    }
  }
  if (sources.size > 0) {
    out.push(
      'Price sources:',
      ...[...sources].map(([name, date]) => `  - ${name}${date ? ` (prices dated ${date})` : ''}`),
    );
  }
  return out.join('\n');
}
