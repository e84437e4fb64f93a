import { formatCents } from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';
import { markdownText } from '../escapes/markdown-text.ts';
import { companyLines, termsParagraphs } from './company-lines.ts';
import { paymentSchedule } from './payment-schedule.ts';

/** The company's header above a Markdown estimate: logo, name, address, license and contact. */
export function markdownCompanyHeader(company: CompanyProfile): string[] {
  const logo = company.logo
    ? [
        `![${markdownText(company.name)}](data:${company.logo.mediaType};base64,${company.logo.dataBase64})`,
        '',
      ]
    : [];
  return [
    ...logo,
    `**${markdownText(company.name)}**  `,
    ...companyLines(company).map((line) => `${markdownText(line)}  `),
    '',
  ];
}

/** Payment schedule, terms and the acceptance block below a Markdown estimate sent to a client. */
export function markdownCompanyFooter(company: CompanyProfile, grandTotalCents: number): string[] {
  const payments = paymentSchedule(grandTotalCents, company.depositPercent, company.paymentSchedule);
  const terms = termsParagraphs(company);
  return [
    '## Payment schedule',
    '',
    '| Payment | Share | Amount |',
    '| --- | ---: | ---: |',
    ...payments.map(
      (row) =>
        `| ${markdownText(row.label)} | ${Number(row.percent.toFixed(2))}% | ${formatCents(row.amountCents)} |`,
    ),
    '',
    ...(terms.length > 0
      ? ['## Terms and conditions', '', ...terms.map(markdownText).join('\n\n').split('\n'), '']
      : []),
    '## Acceptance',
    '',
    'The undersigned accepts this proposal, its scope of work, prices and payment schedule.',
    '',
    'Name: ______________________________  ',
    'Signature: __________________________  ',
    'Date: ______________',
    '',
  ];
}
