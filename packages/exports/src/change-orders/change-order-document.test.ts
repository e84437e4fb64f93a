import { newLineItem, summarizeChangeOrder } from '@quoin/core';
import { readPdf } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { buildGoldenEstimate, TEST_NOW } from '../test-support/build-golden-estimate.ts';
import { toChangeOrderMarkdown, toChangeOrderPdf } from './change-order-document.ts';
import type { ChangeOrderDocumentInput } from './change-order-facts.ts';

/** The painting job as sent, then one line doubled, one removed and a line added. */
async function paintingChange(): Promise<ChangeOrderDocumentInput> {
  const { estimate: sent, totals } = await buildGoldenEstimate('interior-painting');
  const changed = structuredClone(sent);
  const group = changed.groups[0]!;
  group.items[0] = { ...group.items[0]!, quantity: group.items[0]!.quantity * 2 };
  const removed = group.items.pop()!;
  group.items.push(
    newLineItem({
      id: 'li-closet',
      type: 'material',
      title: 'Closet | shelving',
      quantity: 2,
      uom: 'each',
      rateCents: 4_500,
    }),
  );
  return {
    order: {
      number: 2,
      title: 'Owner adds a closet',
      reason: 'Asked on site',
      status: 'open',
      createdAt: TEST_NOW,
    },
    summary: summarizeChangeOrder(sent, changed),
    estimate: { ...sent, header: { clientName: 'Jane Smith', estimateNumber: 12 } },
    contractBeforeCents: totals.grandTotalCents,
    removedTitle: removed.title,
  } as ChangeOrderDocumentInput & { removedTitle: string };
}

describe('change order documents', () => {
  it('Markdown: what changed line by line, its cost, schedule, the contract total and an acceptance block', async () => {
    const input = await paintingChange();
    const markdown = toChangeOrderMarkdown(input);
    expect(markdown).toContain('# Change order CO-2: Owner adds a closet');
    expect(markdown).toContain('Client: Jane Smith');
    expect(markdown).toMatch(/\| 09 91 00 \| Painting: .* \| changed \(quantity\) \|/);
    expect(markdown).toContain('| added |');
    expect(markdown).toContain('| removed |');
    expect(markdown).toContain('Closet \\| shelving');
    const after = input.contractBeforeCents + input.summary.delta.grandTotalCents;
    expect(markdown).toContain(
      `| Contract total with this change | $${(after / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} |`,
    );
    expect(markdown).toMatch(/Schedule impact: \+\d+ working days? \(from/);
    expect(markdown).toContain('## Acceptance');
  });

  it('PDF: the same facts, a title naming the order', async () => {
    const input = await paintingChange();
    const { text, title } = await readPdf(await toChangeOrderPdf(input, TEST_NOW));
    expect(title).toBe('Change order CO-2: Owner adds a closet');
    expect(text).toContain('Contract total with this change');
    expect(text).toContain('Signature');
    expect(text).toContain('Closet | shelving');
  });
});
