import {
  type Estimate,
  type EstimateTotals,
  type ScopeParseResult as ParsedScope,
  renderEstimateText,
} from '@quoin/core';

/** What the command knows beyond the estimate: how it read the user's words. */
export interface TableExtras {
  scope?: Pick<ParsedScope, 'understood' | 'unrecognized'>;
  importedPriceCount?: number;
}

/** Line-level warnings that core's "Checks" list does not already show, and every unresolved line. */
function lineWarnings(estimate: Estimate): string[] {
  const shown = new Set(estimate.issues.map((issue) => issue.message));
  const warnings: string[] = [];
  for (const group of estimate.groups) {
    for (const item of group.items) {
      for (const issue of item.issues) {
        if (issue.severity === 'info' || shown.has(issue.message)) continue;
        warnings.push(`  - [${issue.severity}] ${group.name} › ${item.title}: ${issue.message}`);
      }
      if (item.pricingState === 'unresolved') {
        warnings.push(
          `  - [unresolved] ${group.name} › ${item.title}: ${item.unresolvedReason ?? 'no price found'}`,
        );
      }
    }
  }
  return warnings;
}

/**
 * The terminal view of an estimate: core's grouped table (subtotals, totals, assumptions, questions, checks,
 * price sources with dates, quality score and lifecycle state) with how the scope was read and line warnings.
 */
export function renderEstimateTable(
  estimate: Estimate,
  totals: EstimateTotals,
  extras: TableExtras = {},
): string {
  const out: string[] = [];
  const { scope } = extras;
  if (scope) {
    if (scope.understood.length > 0)
      out.push('Understood:', ...scope.understood.map((text) => `  - ${text}`));
    if (scope.unrecognized.length > 0) {
      out.push('Not understood (left out):', ...scope.unrecognized.map((text) => `  - ${text}`));
    }
    if (out.length > 0) out.push('');
  }
  out.push(renderEstimateText(estimate, totals));
  const warnings = lineWarnings(estimate);
  if (warnings.length > 0) out.push('Warnings:', ...warnings);
  if (extras.importedPriceCount) {
    out.push(
      `Your imported price list (${extras.importedPriceCount} items) was searched before the bundled catalog.`,
    );
  }
  return out.join('\n');
}
