import { computeEstimateTotals, type Estimate, formatCents, QuoinError, stateCodeOf } from '@quoin/core';
import { type LetterTemplate, lienNoticeRule, stateName } from './letter-templates.ts';

export interface LetterParties {
  contractor: Record<string, string | undefined>;
  recipient: Record<string, string | undefined>;
  project: Record<string, string | undefined>;
  details: Record<string, string | number | undefined>;
}

/** A blank the letter could not fill: its field path and what to put there. */
export interface MissingField {
  path: string;
  label: string;
}

export interface LetterContext {
  values: Record<string, unknown>;
  missing: MissingField[];
}

/** How an unfilled blank reads in the letter: the field and what belongs there, so nothing is silently empty. */
export function blank(field: MissingField): string {
  return `[${field.path}: ${field.label}]`;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** "November 25, 2026" from an ISO date, read in UTC so the day never shifts with the machine's zone. */
function formatLetterDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  const from = Date.parse(`${fromIsoDate.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toIsoDate.slice(0, 10)}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}

function estimateValues(estimate: Estimate) {
  const totals = computeEstimateTotals(estimate);
  return {
    grandTotalCents: totals.grandTotalCents,
    values: {
      title: estimate.title,
      total: formatCents(totals.grandTotalCents),
      groups: [...estimate.groups]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((group) => ({
          name: group.name,
          total: formatCents(totals.byGroup[group.id]?.extendedCents ?? 0),
        })),
    },
  };
}

function centsDetail(details: LetterParties['details'], name: string): number | undefined {
  const value = details[name];
  if (isEmpty(value)) return undefined;
  const cents = Number(value);
  if (!Number.isInteger(cents) || cents < 0)
    throw new QuoinError('INVALID_INPUT', `details.${name} is a whole number of cents (got "${value}")`);
  return cents;
}

/**
 * Everything a letter template reads: the parties and details as given, project name and state defaulted from
 * the estimate, the estimate's total and groups, and each letter's derived values (revised contract sum, days
 * past due, the state's lien notice rule). A required field left empty becomes a named blank in `missing`.
 */
export function letterContext(
  template: LetterTemplate,
  parties: LetterParties,
  estimate: Estimate | undefined,
  isoDate: string,
): LetterContext {
  const missing: MissingField[] = [];
  const groups: Record<string, Record<string, unknown>> = {
    contractor: { ...parties.contractor },
    recipient: { ...parties.recipient },
    project: { ...parties.project },
    details: { ...parties.details },
  };
  const project = groups.project as Record<string, unknown>;
  if (isEmpty(project.name) && estimate) project.name = estimate.title;
  if (isEmpty(project.state) && estimate?.location && estimate.location.state !== 'US')
    project.state = estimate.location.state;
  for (const field of template.fields) {
    const [root = '', key = ''] = field.path.split('.');
    const holder = groups[root] as Record<string, unknown>;
    if (field.required && isEmpty(holder[key])) {
      missing.push(field);
      holder[key] = blank(field);
    }
  }
  const values: Record<string, unknown> = { ...groups, date: formatLetterDate(isoDate) };
  const priced = estimate ? estimateValues(estimate) : undefined;
  // A letter that prints the estimate's figures outside an {{#if estimate}} block needs an estimate.
  const required = template.template.replace(/{{#if estimate}}[\s\S]*?{{\/if}}/g, '');
  const usesEstimate = /{{(#each\s+)?\s*estimate\./.test(required);
  if (priced) values.estimate = priced.values;
  else if (usesEstimate && template.id !== 'payment_reminder') {
    const field = { path: 'estimate', label: 'the estimate the price comes from' };
    missing.push(field);
    values.estimate = { title: blank(field), total: blank(field), groups: [] };
  }
  const details = parties.details;
  const original = centsDetail(details, 'originalContractSumCents');
  if (original !== undefined && priced)
    values.contract = {
      original: formatCents(original),
      revised: formatCents(original + priced.grandTotalCents),
    };
  if (template.id === 'payment_reminder') {
    const amountDueCents = centsDetail(details, 'amountDueCents') ?? priced?.grandTotalCents;
    const amountField = { path: 'details.amountDueCents', label: 'the amount due in cents, or an estimate' };
    if (amountDueCents === undefined) missing.push(amountField);
    const dueDate = typeof details.dueDate === 'string' ? details.dueDate : '';
    const pastDue = /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? daysBetween(dueDate, isoDate) : 0;
    values.payment = {
      amountDue: amountDueCents === undefined ? blank(amountField) : formatCents(amountDueCents),
      daysPastDue: pastDue > 0 ? pastDue : undefined,
    };
  }
  if (template.id === 'preliminary_lien_notice') values.lien = lienValues(project.state);
  if (typeof details.punchList === 'string')
    values.punchList = details.punchList
      .split(/\r?\n/)
      .map((line) => line.replace(/^[-*•]\s*/, '').trim())
      .filter(Boolean);
  return { values, missing };
}

function lienValues(stateField: unknown) {
  const text = typeof stateField === 'string' ? stateField : '';
  if (text.startsWith('[')) return { noticeName: 'Preliminary Notice', stateName: text };
  const code = stateCodeOf(text);
  const name = code ? stateName(code) : undefined;
  if (!code || !name)
    throw new QuoinError(
      'INVALID_INPUT',
      `project.state "${text}" is not a US state; give its two letters, e.g. CA`,
    );
  const rule = lienNoticeRule(code);
  return rule ? { ...rule } : { noticeName: 'Preliminary Notice', stateName: name };
}
