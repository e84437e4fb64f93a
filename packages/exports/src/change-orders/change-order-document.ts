import { markdownText } from '../escapes/markdown-text.ts';
import { proposalMarkupText } from '../escapes/proposal-markup-text.ts';
import { proposalMarkupToPdf } from '../proposal-markup-pdf.ts';
import { type ChangeOrderDocumentInput, changeOrderFacts } from './change-order-facts.ts';

const ACCEPTANCE = [
  'The undersigned accept this change to the contract, its price and its schedule impact.',
  'Client name: ______________________   Signature: ______________________   Date: __________',
  'Contractor: ______________________   Signature: ______________________   Date: __________',
];

/** A change order as Markdown: what changed, its cost and schedule impact, the contract total and an acceptance block. */
export function toChangeOrderMarkdown(input: ChangeOrderDocumentInput): string {
  const facts = changeOrderFacts(input);
  const t = markdownText;
  const out = [...(facts.from ? [`**${t(facts.from)}**`, ''] : []), `# ${t(facts.heading)}`, ''];
  out.push(...facts.meta.map((line) => `${t(line)}  `), facts.status, '');
  if (facts.reason) out.push('## Reason', '', t(facts.reason), '');
  out.push('## What changes', '');
  if (facts.rows.length === 0) out.push('No line changes yet.', '');
  else {
    out.push(
      '| Code | Item | Change | Before | After | Difference |',
      '| --- | --- | --- | ---: | ---: | ---: |',
    );
    for (const row of facts.rows) {
      out.push(
        `| ${t(row.code)} | ${t(row.item)} | ${row.change} | ${row.before} | ${row.after} | ${row.delta} |`,
      );
    }
    out.push('');
  }
  out.push(
    '## Cost',
    '',
    '| | Amount |',
    '| --- | ---: |',
    ...facts.totals.map(([l, a]) => `| ${l} | ${a} |`),
    '',
  );
  out.push('## Schedule', '', facts.schedule, '');
  out.push('## Contract total', '', '| | Amount |', '| --- | ---: |');
  out.push(...facts.contract.map(([label, amount]) => `| ${label} | ${amount} |`), '');
  out.push('## Acceptance', '', ...ACCEPTANCE.map((line) => `${line}  `), '');
  return out.join('\n');
}

/** The change order in the proposal markup the PDF renderer reads. */
function changeOrderMarkup(input: ChangeOrderDocumentInput): string {
  const facts = changeOrderFacts(input);
  const t = proposalMarkupText;
  const out = [
    ...(input.company?.logo ? ['!logo'] : []),
    ...(facts.from ? [`# ${t(facts.from)}`, '---'] : []),
    `## ${t(facts.heading)}`,
  ];
  out.push(...facts.meta.map(t), facts.status, '');
  if (facts.reason) out.push('### Reason', t(facts.reason), '');
  out.push('### What changes');
  if (facts.rows.length === 0) out.push('No line changes yet.');
  else {
    out.push('|* Item | Change | Before | After | Difference |');
    for (const row of facts.rows) {
      out.push(
        `| ${t(`${row.code}  ${row.item}`)} | ${t(row.change)} | ${row.before} | ${row.after} | ${row.delta} |`,
      );
    }
  }
  out.push('', '### Cost', ...facts.totals.map(([label, amount]) => `| ${label} | ${amount} |`));
  out.push('', '### Schedule', facts.schedule, '', '### Contract total');
  out.push(...facts.contract.map(([label, amount]) => `| ${label} | ${amount} |`));
  out.push('', '### Acceptance', ...ACCEPTANCE);
  return out.join('\n');
}

/** The change order as a PDF (US Letter). `now` stamps the file's dates. */
export async function toChangeOrderPdf(input: ChangeOrderDocumentInput, now: string): Promise<Buffer> {
  return proposalMarkupToPdf(changeOrderMarkup(input), {
    title: changeOrderFacts(input).heading,
    author: input.company?.name ?? 'Quoin',
    now,
    logo: input.company?.logo,
  });
}
