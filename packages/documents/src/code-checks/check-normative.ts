import { estimateSchema } from '@quoin/core';
import { z } from 'zod';
import {
  type CodeRule,
  type CodeRuleSet,
  FINDING_SEVERITIES,
  type FindingSeverity,
  loadResidentialRules,
  type MeasureRule,
} from './code-rules.ts';

export const checkNormativeInputSchema = z
  .object({
    estimate: estimateSchema.optional().describe('the estimate whose groups and lines show the scope'),
    brief: z.string().max(20_000).optional().describe('the job description, e.g. the intake brief'),
    scopes: z.array(z.string()).default([]).describe('scopes to check even if the text does not name them'),
    facts: z
      .record(z.string(), z.number())
      .default({})
      .describe('measurements, e.g. {"stair.riserHeightIn": 8, "egressWindow.sillHeightIn": 46}'),
  })
  .refine(
    (input) =>
      input.estimate || input.brief || input.scopes.length > 0 || Object.keys(input.facts).length > 0,
    {
      message: 'give an estimate, a brief, scopes or facts to check',
    },
  );
export type CheckNormativeInput = z.input<typeof checkNormativeInputSchema>;

export type FindingStatus = 'fail' | 'pass' | 'missing_from_estimate' | 'not_checked';

export interface CodeFinding {
  ruleId: string;
  /** "IRC 2021 R311.7.5.1" */
  reference: string;
  title: string;
  status: FindingStatus;
  severity: FindingSeverity;
  message: string;
}

export interface NormativeCheck {
  scopesDetected: string[];
  findings: CodeFinding[];
  counts: Record<FindingStatus, number>;
  editions: Record<string, string>;
  disclaimer: string;
}

function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`).test(text);
}

function estimateText(input: z.output<typeof checkNormativeInputSchema>): string {
  const parts = [input.brief ?? ''];
  if (input.estimate) {
    parts.push(input.estimate.title);
    for (const group of input.estimate.groups) {
      parts.push(group.name);
      for (const item of group.items) parts.push(item.title, item.description);
    }
  }
  return parts.join('\n').toLowerCase();
}

function lineText(input: z.output<typeof checkNormativeInputSchema>): string {
  if (!input.estimate) return '';
  return input.estimate.groups
    .flatMap((group) => group.items.map((item) => `${group.name} ${item.title} ${item.description}`))
    .join('\n')
    .toLowerCase();
}

function formatValue(value: number, unit: string): string {
  return `${value} ${unit}`;
}

function measureFinding(rule: MeasureRule, value: number): { status: FindingStatus; message: string } {
  const tooLow = rule.min !== undefined && value < rule.min;
  const tooHigh = rule.max !== undefined && value > rule.max;
  const limit =
    rule.min !== undefined && rule.max !== undefined
      ? `${rule.min}–${formatValue(rule.max, rule.unit)}`
      : rule.min !== undefined
        ? `at least ${formatValue(rule.min, rule.unit)}`
        : `at most ${formatValue(rule.max ?? 0, rule.unit)}`;
  const measured = formatValue(value, rule.unit);
  if (tooLow || tooHigh)
    return { status: 'fail', message: `${rule.title}: ${measured}; the code requires ${limit}.` };
  return { status: 'pass', message: `${rule.title}: ${measured} meets ${limit}.` };
}

function checkRule(
  rule: CodeRule,
  applies: boolean,
  facts: Record<string, number>,
  lines: string,
  hasEstimate: boolean,
): { status: FindingStatus; message: string } | undefined {
  if (rule.onlyIf) {
    const condition = facts[rule.onlyIf.fact];
    if (condition !== undefined && !(condition > rule.onlyIf.greaterThan)) return undefined;
  }
  if (rule.kind === 'measure') {
    const value = facts[rule.fact];
    if (value !== undefined) return measureFinding(rule, value);
    if (!applies) return undefined;
    return { status: 'not_checked', message: `Measure ${rule.fact} (${rule.unit}) to check: ${rule.title}.` };
  }
  if (!applies) return undefined;
  if (!hasEstimate)
    return { status: 'not_checked', message: `Include ${rule.requires[0]} in the estimate: ${rule.title}.` };
  if (rule.requires.some((phrase) => containsPhrase(lines, phrase)))
    return { status: 'pass', message: `The estimate includes it: ${rule.title}.` };
  return {
    status: 'missing_from_estimate',
    message: `No line for ${rule.requires[0]}: ${rule.title}. Add it or note why it does not apply.`,
  };
}

/** Which of the rule set's scopes the job's words name (whole words), plus the ones asked for. */
function detectScopes(text: string, rules: CodeRuleSet, extra: string[] = []): string[] {
  const found = Object.entries(rules.scopes)
    .filter(([, phrases]) => phrases.some((phrase) => containsPhrase(text, phrase)))
    .map(([scope]) => scope);
  return [...new Set([...found, ...extra.filter((scope) => scope in rules.scopes)])].sort();
}

const STATUS_ORDER: Record<FindingStatus, number> = {
  fail: 0,
  missing_from_estimate: 1,
  not_checked: 2,
  pass: 3,
};

/**
 * Checks a job against the residential rule set (data): measured facts against limits, and the estimate's lines
 * against what each detected scope requires (GFCI in a bathroom, a ledger on a deck). Findings carry the code
 * edition and section; failures keep the rule's severity, unmeasured or unpriced items are info.
 */
export function checkNormative(rawInput: CheckNormativeInput): NormativeCheck {
  const input = checkNormativeInputSchema.parse(rawInput);
  const rules = loadResidentialRules();
  const scopes = detectScopes(estimateText(input), rules, input.scopes);
  const lines = lineText(input);
  const findings: CodeFinding[] = [];
  for (const rule of rules.rules) {
    const applies = rule.appliesTo.some((scope) => scopes.includes(scope));
    const result = checkRule(rule, applies, input.facts, lines, Boolean(input.estimate));
    if (!result) continue;
    const severity: FindingSeverity =
      result.status === 'fail' || result.status === 'missing_from_estimate' ? rule.severity : 'info';
    findings.push({
      ruleId: rule.id,
      reference: `${rule.code} ${rule.section}`,
      title: rule.title,
      status: result.status,
      severity,
      message: rule.note && result.status === 'fail' ? `${result.message} ${rule.note}` : result.message,
    });
  }
  findings.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      FINDING_SEVERITIES.indexOf(a.severity) - FINDING_SEVERITIES.indexOf(b.severity),
  );
  const counts = { fail: 0, missing_from_estimate: 0, not_checked: 0, pass: 0 };
  for (const finding of findings) counts[finding.status] += 1;
  return {
    scopesDetected: scopes,
    findings,
    counts,
    editions: rules.codes,
    disclaimer:
      'Model-code checks for a first review, not a plan review: the local jurisdiction’s adopted edition and amendments govern.',
  };
}
