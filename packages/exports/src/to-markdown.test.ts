import { formatCents } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import { buildGoldenEstimate } from './test-support/build-golden-estimate.ts';
import { toMarkdown } from './to-markdown.ts';

describe('toMarkdown', () => {
  it('has a section and a subtotal per group, the grand total and the price sources', async () => {
    const input = await buildGoldenEstimate('kitchen-remodel');
    const markdown = toMarkdown(input);
    const headings = markdown.split('\n').filter((line) => line.startsWith('## '));
    for (const group of input.estimate.groups) {
      expect(headings).toContain(`## ${group.name}`);
      expect(markdown).toContain(`**${formatCents(input.totals.byGroup[group.id]!.extendedCents)}**`);
    }
    expect(markdown).toContain(`| **Grand total** | **${formatCents(input.totals.grandTotalCents)}** |`);
    expect(headings).toContain('## Price sources');
    expect(markdown).toMatch(/prices dated \d{4}-\d{2}-\d{2}/);
  });

  it('keeps every table row to the same number of cells when a title has a pipe', async () => {
    const input = structuredClone(await buildGoldenEstimate('fence'));
    input.estimate.groups[0]!.items[0]!.title = 'Gate | double swing';
    const rows = toMarkdown(input)
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| |'));
    const cellCounts = new Set(
      rows.filter((line) => !line.includes('Amount')).map((line) => line.split(/(?<!\\)\|/).length),
    );
    expect(cellCounts.size).toBeGreaterThan(0);
    expect(toMarkdown(input)).toContain('Gate \\| double swing');
  });
});
