import type { ValidationIssue } from '@quoin/core';

/** Which agent can fix an issue (spec §12 "Feedback Loop"): pricing, scope, or only a person / the QA pass. */
export type IssueTarget = 'pricing' | 'scope' | 'qa_only';

const PRICING_CODES = new Set([
  'UNRESOLVED',
  'ZERO_RATE',
  'PRICE_OUT_OF_RANGE',
  'MISSING_MATERIALS',
  'MATERIAL_LINE_MISMATCH',
  'HOURLY_RATE_AS_UNIT_RATE',
]);
const SCOPE_CODES = new Set([
  'MISSING_PERMIT',
  'MISSING_CLEANUP',
  'EMPTY_ESTIMATE',
  'DUPLICATE_GROUP',
  'DOUBLE_COSTED',
  'NON_POSITIVE_QUANTITY',
]);

function classifyIssue(issue: ValidationIssue): IssueTarget {
  if (PRICING_CODES.has(issue.code)) return 'pricing';
  if (SCOPE_CODES.has(issue.code)) return 'scope';
  return 'qa_only';
}

/** The one retry worth running: pricing before scope, nothing when only a person can settle the issues. */
export function retryTarget(issues: readonly ValidationIssue[]): Exclude<IssueTarget, 'qa_only'> | undefined {
  const targets = new Set(issues.filter((i) => i.severity !== 'info').map(classifyIssue));
  if (targets.has('pricing')) return 'pricing';
  if (targets.has('scope')) return 'scope';
  return undefined;
}
