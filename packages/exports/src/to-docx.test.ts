import type { CompanyProfile } from '@quoin/protocol';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildExportCase } from './test-support/build-golden-estimate.ts';
import { toDocx } from './to-docx.ts';

// The smallest PNG (1×1), so the logo goes into the document as an image part.
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const COMPANY: CompanyProfile = {
  name: 'Oak & Sons Remodeling',
  licenseNumber: 'CSLB 1045521',
  address: '12 Elm St\nSan Diego, CA 92101',
  depositPercent: 0,
  paymentSchedule: [],
  proposalShowsMarkups: false,
  logo: { mediaType: 'image/png', dataBase64: ONE_PIXEL_PNG },
};

function wordParts(docx: Buffer) {
  const entries = unzipSync(new Uint8Array(docx));
  return { xml: strFromU8(entries['word/document.xml'] ?? new Uint8Array()), names: Object.keys(entries) };
}

describe('toDocx', { timeout: 30_000 }, () => {
  it('is the proposal in Word with the company header, the estimate number and the logo', async () => {
    const input = await buildExportCase('every-line-type');
    const numbered = {
      ...input,
      estimate: { ...input.estimate, header: { estimateNumber: 12, clientName: 'Dana Whitfield' } },
    };
    const { xml, names } = wordParts(
      await toDocx(numbered, { now: '2025-03-01T12:00:00.000Z', company: COMPANY }),
    );
    for (const expected of [
      'Oak &amp; Sons Remodeling',
      'License CSLB 1045521',
      'San Diego, CA 92101',
      'Q-0012',
      'Dana Whitfield',
    ])
      expect(xml).toContain(expected);
    // The client's copy, as the PDF: overhead and profit folded into the prices.
    for (const hidden of ['Overhead', 'Profit']) expect(xml).not.toContain(hidden);
    expect(names.some((name) => name.startsWith('word/media/'))).toBe(true);
  });

  it('without a profile names the contractor given, or Quoin', async () => {
    const input = await buildExportCase('fence');
    const { xml } = wordParts(
      await toDocx(input, { now: '2025-03-01T12:00:00.000Z', contractor: { name: 'Lee Builders' } }),
    );
    expect(xml).toContain('Lee Builders');
  });
});
