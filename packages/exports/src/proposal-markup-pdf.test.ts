import { readPdf } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { proposalMarkupToPdf } from './proposal-markup-pdf.ts';

describe('proposalMarkupToPdf', () => {
  const markup = '# Kitchen remodel\n## Scope\n- Cabinets\n| Total | $1,234.00 |';
  const info = { title: 'Kitchen remodel', author: 'Acme Builders', now: '2026-11-25T12:00:00.000Z' };

  it('draws the markup with its title', async () => {
    const pdf = await readPdf(await proposalMarkupToPdf(markup, info));
    expect(pdf.title).toBe('Kitchen remodel');
    expect(pdf.text).toContain('Cabinets');
    expect(pdf.text).toContain('$1,234.00');
  }, 30_000);

  it('gives the same bytes whether now is a string or a Date', async () => {
    const fromString = await proposalMarkupToPdf(markup, info);
    const fromDate = await proposalMarkupToPdf(markup, { ...info, now: new Date(info.now) });
    expect(fromDate.equals(fromString)).toBe(true);
  }, 30_000);
});
