import { computeEstimateTotals, type EstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate, LineItem, ValidationIssue } from '../estimate/estimate-schema.ts';
import { formatCents } from '../money/money.ts';
import { dimensionOf, UOM_INFO, uomLabel } from '../units/uom.ts';
import { quantityIssues } from './implausible-quantity.ts';
import { openQuestionsIssue } from './open-questions.ts';

/** Trade knowledge the validators need, injected so validation stays independent of where profiles live. */
export interface ValidationContext {
  /** ISO date "today", for stale-price checks; omit to skip them. Core has no clock. */
  today?: string;
  stalePriceDays?: number;
  /** The permit a trade's work needs, from the titles of its lines; undefined when none is needed. */
  permitFor?: (tradeId: string, titles: string[]) => string | undefined;
  /** Installed cost range per unit (labor + material before markups) for a line, when a profile knows one. */
  sanityRange?: (
    item: LineItem,
  ) => { minCentsPerUnit: number; maxCentsPerUnit: number; source: string } | undefined;
  /** Above this subtotal an estimate should carry contingency. Spec: $2,000. */
  contingencyThresholdCents?: number;
  /** Questions the reader of the request could not settle (plan `doubts`): each one needs a person's review. */
  doubts?: readonly string[];
  /** The published cost band of one unit of a line's work as a job (overhead and profit included), if known. */
  typicalJob?: (item: LineItem) => { lowCents: number; highCents: number; source: string } | undefined;
  /** The customer's words, when the estimate was read from them: compared with what was priced on finalize. */
  request?: string;
}

/**
 * A line billed at less than a third or more than three times its typical job's band, per unit, is far enough
 * off that the reading or the price is likely wrong (a grease trap priced as a service call): a person looks.
 */
const FAR_FROM_TYPICAL_FACTOR = 3;

/** Words that show a line or group is cleanup and disposal ("garbage disposal" is a kitchen appliance). */
export const CLEANUP_WORDS =
  /\b(clean ?up|cleaning|(?<!garbage )disposal|debris|dumpster|haul(ing)?|dispose)\b/i;
/**
 * Below this much labor a job is a service visit: leaving the site clean is part of the trade's rate and no
 * separate cleanup line is expected.
 */
export const SERVICE_JOB_LABOR_CENTS = 100_000;

/** Labor per sq ft or per LF above these is almost certainly an hourly wage typed as a unit rate. */
const HOURLY_AS_UNIT_LIMIT_CENTS: Partial<Record<string, number>> = { area: 3000, length: 6000 };

function issue(
  severity: ValidationIssue['severity'],
  code: string,
  path: ValidationIssue['path'],
  message: string,
): ValidationIssue {
  return { code, severity, path, message };
}

/** Problems of one line, with paths relative to the estimate. */
export function validateLineItem(
  item: LineItem,
  path: (string | number)[],
  context: ValidationContext = {},
  totals?: EstimateTotals,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (item.type === 'text') return issues;
  issues.push(...quantityIssues(item, path));
  if (item.pricingState === 'unresolved') {
    issues.push(
      issue(
        'blocking',
        'UNRESOLVED',
        path,
        `"${item.title}" is unresolved: ${item.unresolvedReason ?? 'it needs a price'}`,
      ),
    );
  } else if (item.rateCents === 0 && !(item.type === 'assembly' && item.materials.length > 0)) {
    issues.push(
      issue(
        'blocking',
        'ZERO_RATE',
        [...path, 'rateCents'],
        `"${item.title}" has a rate of $0: give it a price`,
      ),
    );
  }
  if (item.quantity <= 0) {
    issues.push(
      issue('warning', 'NON_POSITIVE_QUANTITY', [...path, 'quantity'], `"${item.title}" has no quantity`),
    );
  }
  if (
    item.type === 'assembly' &&
    !item.laborOnly &&
    item.materials.length === 0 &&
    item.pricingState !== 'unresolved'
  ) {
    issues.push(
      issue(
        'warning',
        'MISSING_MATERIALS',
        [...path, 'materials'],
        `"${item.title}" installs something but has no materials attached`,
      ),
    );
  }
  if (item.type === 'assembly' && item.laborOnly && item.materials.length > 0) {
    issues.push(
      issue(
        'warning',
        'LABOR_ONLY_WITH_MATERIALS',
        [...path, 'materials'],
        `"${item.title}" is labor only but has materials; they are not costed`,
      ),
    );
  }
  if (item.type === 'material') {
    const attached = item.materials[0];
    if (
      item.materials.length > 1 ||
      (attached && (attached.priceCents !== item.rateCents || attached.packages !== item.quantity))
    ) {
      issues.push(
        issue(
          'warning',
          'MATERIAL_LINE_MISMATCH',
          [...path, 'materials'],
          `"${item.title}" charges ${item.quantity} × ${formatCents(item.rateCents)} but its product says otherwise`,
        ),
      );
    }
  }
  const hourlyLimit = HOURLY_AS_UNIT_LIMIT_CENTS[dimensionOf(item.uom)];
  // Compared per base unit (sq ft, LF), so $75 per square of roofing is not mistaken for a wage.
  const ratePerBaseUnit = item.rateCents / UOM_INFO[item.uom].toBase;
  // A rate the engine derived from hours per unit × a wage is not a wage typed as a unit rate, however many hours
  // a unit takes (a foot of cabinets is about an hour); the sanity ranges judge those.
  const derivedFromHours = item.labor?.hoursPerUnit !== undefined && !item.userEdited;
  if (
    item.type === 'assembly' &&
    hourlyLimit !== undefined &&
    ratePerBaseUnit > hourlyLimit &&
    !derivedFromHours
  ) {
    issues.push(
      issue(
        'blocking',
        'HOURLY_RATE_AS_UNIT_RATE',
        [...path, 'rateCents'],
        `Labor of ${formatCents(item.rateCents)} per ${uomLabel(item.uom)} looks like an hourly wage used as a unit rate: look the rate up per unit`,
      ),
    );
  }
  const range = context.sanityRange?.(item);
  const itemTotals = totals?.byItem[item.id];
  if (range && itemTotals && item.quantity > 0 && item.type === 'assembly') {
    const perUnit = (itemTotals.laborCents + itemTotals.materialCents) / item.quantity;
    if (perUnit < range.minCentsPerUnit || perUnit > range.maxCentsPerUnit) {
      issues.push(
        issue(
          'warning',
          'PRICE_OUT_OF_RANGE',
          path,
          `"${item.title}" costs ${formatCents(Math.round(perUnit))} per ${uomLabel(item.uom)} installed; expected ${formatCents(range.minCentsPerUnit)}–${formatCents(range.maxCentsPerUnit)} (${range.source})`,
        ),
      );
    }
  }
  const band = context.typicalJob?.(item);
  if (band && itemTotals && item.quantity > 0 && item.type === 'assembly' && !item.laborOnly) {
    // Billed per unit as the customer pays it: markups in, and the O&P the band includes roughly offset by the
    // permit, trip and cleanup lines it also includes.
    const perUnit = itemTotals.extendedCents / item.quantity;
    if (
      perUnit * FAR_FROM_TYPICAL_FACTOR < band.lowCents ||
      perUnit > band.highCents * FAR_FROM_TYPICAL_FACTOR
    ) {
      issues.push(
        issue(
          'blocking',
          'FAR_FROM_TYPICAL_JOB',
          path,
          `"${item.title}" comes to ${formatCents(Math.round(perUnit))} per ${uomLabel(item.uom)}, far from the ${formatCents(band.lowCents)}–${formatCents(band.highCents)} of a typical job (${band.source}): is this the work meant, and is its size right?`,
        ),
      );
    }
  }
  if (context.today) {
    const limitDays = context.stalePriceDays ?? 365;
    const dates = [item.price?.priceDate, ...item.materials.map((m) => m.provenance.priceDate)].filter(
      (d): d is string => Boolean(d),
    );
    const oldest = dates.sort()[0];
    if (oldest && (Date.parse(context.today) - Date.parse(oldest)) / 86_400_000 > limitDays) {
      issues.push(
        issue(
          'info',
          'STALE_PRICE',
          path,
          `"${item.title}" uses a price from ${oldest}, older than ${limitDays} days`,
        ),
      );
    }
  }
  return issues;
}

function productKey(name: string, sku?: string): string {
  return sku ?? name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Whole-estimate problems: per-line checks plus missing scope, duplicates and double costing. */
export function validateEstimate(estimate: Estimate, context: ValidationContext = {}): ValidationIssue[] {
  const totals = computeEstimateTotals(estimate);
  const issues: ValidationIssue[] = [];
  const groupNames = new Map<string, number>();
  const attachedProducts = new Map<string, string>();
  const standaloneProducts: { key: string; path: (string | number)[]; title: string }[] = [];
  let hasPhysicalWork = false;
  let hasCleanup = false;
  let hasPermit = false;
  let pricedLines = 0;
  const titlesByTrade = new Map<string, string[]>();

  for (const doubt of context.doubts ?? [])
    issues.push(issue('blocking', 'SCOPE_DOUBT', ['questions'], doubt));
  const open = openQuestionsIssue(estimate, context.doubts);
  if (open) issues.push(open);
  estimate.groups.forEach((group, g) => {
    const nameKey = group.name.trim().toLowerCase();
    if (groupNames.has(nameKey)) {
      issues.push(
        issue('warning', 'DUPLICATE_GROUP', ['groups', g], `Group "${group.name}" appears twice: merge them`),
      );
    }
    groupNames.set(nameKey, g);
    if (CLEANUP_WORDS.test(group.name)) hasCleanup = true;
    group.items.forEach((item, i) => {
      const path = ['groups', g, 'items', i];
      issues.push(...validateLineItem(item, path, context, totals));
      if (item.type !== 'text' && item.rateCents > 0) pricedLines++;
      if (item.type === 'assembly' && !item.laborOnly) hasPhysicalWork = true;
      if (CLEANUP_WORDS.test(item.title)) hasCleanup = true;
      if (item.type === 'permit') hasPermit = true;
      const tradeId = item.tradeId ?? group.tradeId;
      if (tradeId && item.type === 'assembly' && item.origin !== 'qa')
        titlesByTrade.set(tradeId, [...(titlesByTrade.get(tradeId) ?? []), item.title]);
      if (item.type === 'assembly' && !item.laborOnly) {
        for (const material of item.materials)
          attachedProducts.set(productKey(material.name, material.provenance.sku), item.title);
      }
      if (item.type === 'material') {
        const product = item.materials[0];
        standaloneProducts.push({
          key: productKey(product?.name ?? item.title, product?.provenance.sku),
          path,
          title: item.title,
        });
      }
    });
  });

  for (const standalone of standaloneProducts) {
    const assembly = attachedProducts.get(standalone.key);
    if (assembly) {
      issues.push(
        issue(
          'blocking',
          'DOUBLE_COSTED',
          standalone.path,
          `"${standalone.title}" is costed twice: as a standalone material and inside "${assembly}". Remove one`,
        ),
      );
    }
  }
  if (pricedLines === 0) {
    issues.push(issue('blocking', 'EMPTY_ESTIMATE', ['groups'], 'The estimate has no priced lines'));
  }
  if (hasPhysicalWork && !hasCleanup && totals.laborCents >= SERVICE_JOB_LABOR_CENTS) {
    issues.push(
      issue(
        'warning',
        'MISSING_CLEANUP',
        ['groups'],
        'The job has physical work but no cleanup and disposal',
      ),
    );
  }
  const permitsNeeded = [...titlesByTrade]
    .map(([tradeId, titles]) => context.permitFor?.(tradeId, titles))
    .filter((title): title is string => title !== undefined);
  if (permitsNeeded.length > 0 && !hasPermit) {
    issues.push(
      issue(
        'warning',
        'MISSING_PERMIT',
        ['groups'],
        `The work normally needs a permit (${permitsNeeded.join(', ')}), and there is none`,
      ),
    );
  }
  const threshold = context.contingencyThresholdCents ?? 200_000;
  if (totals.subtotalCents > threshold && estimate.settings.contingencyPercent === 0) {
    issues.push(
      issue(
        'info',
        'MISSING_CONTINGENCY',
        ['settings', 'contingencyPercent'],
        `The estimate is over ${formatCents(threshold)} and carries no contingency`,
      ),
    );
  }
  return issues;
}

/** Spec §12: 100 − 15 per blocking issue − 5 per warning − 2 per info, within 0–100. */
export function computeQualityScore(issues: readonly ValidationIssue[]): number {
  let score = 100;
  for (const { severity } of issues) score -= severity === 'blocking' ? 15 : severity === 'warning' ? 5 : 2;
  return Math.max(0, Math.min(100, score));
}
