import type { CompanyProfile } from '@quoin/protocol';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseEstimateDocument } from './estimate-document.ts';
import { buildExportCase } from './test-support/build-golden-estimate.ts';
import { toCsv } from './to-csv.ts';
import { toJson } from './to-json.ts';

const COMPANY: CompanyProfile = {
  name: 'Oak & Sons Remodeling',
  licenseNumber: 'CSLB 1045521',
  address: '12 Elm St\nSan Diego, CA 92101',
  phone: '(619) 555-0134',
  depositPercent: 0,
  paymentSchedule: [],
  proposalShowsMarkups: false,
  logo: { mediaType: 'image/png', dataBase64: 'iVBORw0KGgo=' },
};

async function numberedInput() {
  const input = await buildExportCase('every-line-type');
  return {
    ...input,
    estimate: { ...input.estimate, header: { estimateNumber: 7, clientName: 'Dana Whitfield' } },
  };
}

describe('the data exports carry the company profile, as the PDF does', () => {
  it('JSON: the company (name, license, address, contact; no logo bytes) beside the estimate', async () => {
    const text = toJson(await numberedInput(), { company: COMPANY });
    const read = parseEstimateDocument(text);
    if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
    expect(read.value.company).toEqual({
      name: 'Oak & Sons Remodeling',
      licenseNumber: 'CSLB 1045521',
      address: '12 Elm St\nSan Diego, CA 92101',
      phone: '(619) 555-0134',
    });
    expect(text).not.toContain('iVBORw0KGgo');
    expect(JSON.parse(toJson(await numberedInput())).company).toBeUndefined();
  });

  it('CSV: company and header rows before the lines, the columns unchanged', async () => {
    const rows = parse(toCsv(await numberedInput(), { company: COMPANY }), { columns: true }) as Record<
      string,
      string
    >[];
    const of = (type: string) =>
      Object.fromEntries(rows.filter((row) => row.row_type === type).map((row) => [row.group, row.title]));
    expect(of('company')).toEqual({
      name: 'Oak & Sons Remodeling',
      license: 'CSLB 1045521',
      address: '12 Elm St\nSan Diego, CA 92101',
      phone: '(619) 555-0134',
    });
    expect(of('header')).toEqual({ estimate_number: 'Q-0007', client: 'Dana Whitfield' });
    expect(rows.findIndex((row) => row.row_type === 'item')).toBe(6);
  });
});
