import { readFileSync } from 'node:fs';
import { ToolRegistry } from '@quoin/agents';
import type { TenderAnalysis } from '@quoin/documents';
import { BID_FIXTURE_FILES, BID_FIXTURES_URL, sampleEstimate } from '@quoin/testkit';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { documentTools } from './document-tools.ts';

// The four bids of packages/documents/test-fixtures/bids (written by make-bid-fixtures.ts) for the sample
// bathroom estimate: demo $850.00, wall tile 90 sf × $14.00 = $1,260.00, floor tile 40 sf × $12.00 = $480.00,
// exhaust fan $320.00; lines $2,910.00.
const registry = new ToolRegistry({ now: () => new Date('2026-11-25T00:00:00Z'), timer: () => 0 }).register(
  ...documentTools(),
);
const bids = BID_FIXTURE_FILES.map((fileName) => ({
  fileName,
  contentBase64: readFileSync(new URL(fileName, BID_FIXTURES_URL)).toString('base64'),
}));

describe('analyze_tender on a CSV, an XLSX and two PDF bids', async () => {
  const response = await registry.execute('analyze_tender', { estimate: sampleEstimate(), bids });
  const data = response.data as TenderAnalysis;
  const bidder = (name: string) => data.bidders.find((b) => b.bidder === name);

  it('reads every bid: bidder, lines, stated total, exclusions and qualifications', () => {
    expect(response.error).toBeNull();
    expect(data.bidders.map((b) => [b.bidder, b.statedTotalCents, b.linesTotalCents])).toEqual([
      ['Sierra Tile & Bath', 305_000, 305_000], // 900 + 1,350 + 500 + 300
      ['Capitol Remodel Co', 276_000, 276_000], // 800 + 1,170 + 440 + 350
      ['Delta Bath Works', 215_000, 215_000], // 700 + 810 + 360 + 280
      ['Northgate Construction', 325_000, 325_000], // 950 + 1,440 + 520 + 340
    ]);
    expect(bidder('Sierra Tile & Bath')).toMatchObject({
      exclusions: ['permits', 'drywall repair beyond 10 sq ft'],
      qualifications: ['price valid 30 days'],
    });
    expect(bidder('Capitol Remodel Co')?.exclusions).toEqual(['electrical work, exhaust fan']);
    expect(bidder('Delta Bath Works')?.exclusions).toEqual(['permits and inspections', 'haul-off of debris']);
    expect(data.bidders.every((b) => b.arithmeticIssues.length === 0)).toBe(true);
  });

  it('maps each bid line to the estimate line it prices; the dumpster is extra scope', () => {
    const mapped = data.mapping.map((m) => [m.bidder.split(' ')[0], m.bidTitle, m.itemId]);
    expect(mapped).toEqual([
      ['Sierra', 'Demo existing tub and tile surround', 'i1'],
      ['Sierra', 'Wall tile, 3x6 subway, installed', 'i2'],
      ['Sierra', 'Floor tile, 12x24 porcelain, installed', 'i3'],
      ['Sierra', 'Exhaust fan, 80 CFM, ducted to exterior', 'i4'],
      ['Capitol', 'Demolition and haul-off', 'i1'],
      ['Capitol', 'Wall tile', 'i2'],
      ['Capitol', 'Floor tile', 'i3'],
      ['Capitol', 'Dumpster (20 yd)', null],
      ['Delta', 'Tear-out of tub, tile and drywall', 'i1'],
      ['Delta', 'Wall tile', 'i2'],
      ['Delta', 'Floor tile', 'i3'],
      ['Delta', 'Bath fan', 'i4'],
      ['Northgate', 'Demolition', 'i1'],
      ['Northgate', 'Wall tile - tub surround', 'i2'],
      ['Northgate', 'Floor tile', 'i3'],
      ['Northgate', 'Exhaust fan & duct', 'i4'],
    ]);
    expect(bidder('Capitol Remodel Co')?.extraLines).toEqual([
      { title: 'Dumpster (20 yd)', amountCents: 35_000 },
    ]);
  });

  it('normalises for missing scope: Capitol leaves out the fan, plugged at the median of the others', () => {
    // Fan bids of the others: 300, 280, 340 → median $300.00; 2,760 + 300 = $3,060.00.
    const fan = data.lines.find((line) => line.itemId === 'i4');
    expect(fan?.cells['Capitol Remodel Co']).toMatchObject({
      amountCents: null,
      plugCents: 30_000,
      plugBasis: 'median of the other bids',
      excludedInText: true,
    });
    expect(data.bidders.map((b) => [b.normalizedTotalCents, b.plugsCents, b.rank])).toEqual([
      [305_000, 0, 2],
      [306_000, 30_000, 3],
      [215_000, 0, 1],
      [325_000, 0, 4],
    ]);
  });

  it('spreads each line against our estimate', () => {
    // Wall tile: ours $1,260.00; Sierra $1,350.00 (+$90.00, +7.14%); bids 1,350 / 1,170 / 810 / 1,440.
    const wall = data.lines.find((line) => line.itemId === 'i2');
    expect(wall?.ourCents).toBe(126_000);
    expect(wall?.cells['Sierra Tile & Bath']).toMatchObject({
      amountCents: 135_000,
      deltaCents: 9_000,
      deltaPercent: 7.14,
    });
    expect(wall?.cells['Delta Bath Works']).toMatchObject({
      deltaCents: -45_000,
      deltaPercent: -35.71,
      outlier: true,
    });
    // Median of 810, 1,170, 1,350, 1,440 = (1,170 + 1,350) ÷ 2 = $1,260.00; spread 1,440 − 810 = $630.00.
    expect(wall).toMatchObject({ medianCents: 126_000, spreadCents: 63_000 });
  });

  it('flags the outlier line and the abnormally low bid, and recommends the lowest sound bid', () => {
    // Delta's wall tile: (810 − 1,260) ÷ 1,260 = −35.71%, beyond 25%. No other line strays 25% from its median.
    expect(data.outliers).toEqual([
      {
        bidder: 'Delta Bath Works',
        itemId: 'i2',
        title: 'Install wall tile',
        amountCents: 81_000,
        medianCents: 126_000,
        deviationPercent: -35.71,
      },
    ]);
    // Delta $2,150.00 against the median of 3,050 / 3,060 / 3,250 = $3,060.00: 29.74% below, beyond 15%.
    expect(bidder('Delta Bath Works')?.abnormallyLowPercent).toBe(29.74);
    expect(data.bidders.filter((b) => b.abnormallyLowPercent !== null)).toHaveLength(1);
    expect(data.recommendation?.bidder).toBe('Sierra Tile & Bath');
    expect(data.recommendation?.reasons[0]).toContain('$3,050.00 (rank 2 of 4)');
    expect(data.recommendation?.reasons.at(-1)).toContain(
      'Delta Bath Works is lower ($2,150.00) but 29.74% below',
    );
    expect(response.status).toBe('warning');
  });

  it('writes the leveling XLSX with live formulas and a PDF summary', async () => {
    expect(response.files).toEqual([
      'bid-leveling-hall-bathroom-remodel.xlsx',
      'bid-leveling-hall-bathroom-remodel.pdf',
    ]);
    const workbook = new ExcelJS.Workbook();
    const xlsx = Buffer.from(data.files[0]?.content ?? '', 'base64');
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leveling');
    const rowOf = (label: string) => {
      let found = 0;
      sheet?.eachRow((row, number) => {
        if (row.getCell(1).value === label) found = number;
      });
      return found;
    };
    const normalized = rowOf('Normalised total');
    const plugs = rowOf('Plugs');
    // Capitol is column E (C ours, D Sierra, E Capitol): its fan plug sits on row 7 (lines start on row 4).
    expect(sheet?.getCell(`E${plugs}`).value).toEqual({ formula: 'E7', result: 300 });
    expect(sheet?.getCell(`E${normalized}`).value).toEqual({
      formula: `E${rowOf('Bid total')}+E${plugs}`,
      result: 3060,
    });
    expect(sheet?.getCell(`C${rowOf('Bid total')}`).value).toEqual({ formula: 'SUM(C4:C7)', result: 2910 });
    expect(sheet?.getCell(`F${rowOf('Against our estimate')}`).value).toEqual({
      formula: `F${normalized}-$C$${normalized}`,
      result: -760,
    });
    expect(data.files[1]?.mediaType).toBe('application/pdf');
  });
});

describe('analyze_tender refuses bad bids', () => {
  it.each([
    [
      'a bid with no lines',
      { fileName: 'empty.csv', text: 'Description,Qty,Unit,Unit Price,Amount\nExcludes everything' },
      /empty\.csv .* has no priced lines/,
    ],
    [
      'a PDF that is no PDF',
      { fileName: 'broken.pdf', contentBase64: Buffer.from('not a pdf').toString('base64') },
      /broken\.pdf/,
    ],
  ])('%s', async (_name, bid, message) => {
    const response = await registry.execute('analyze_tender', { estimate: sampleEstimate(), bids: [bid] });
    expect(response.status).toBe('error');
    expect(response.error?.message).toMatch(message);
  });

  it('a bid without text or content is an argument error', async () => {
    const response = await registry.execute('analyze_tender', {
      estimate: sampleEstimate(),
      bids: [{ fileName: 'a.csv' }],
    });
    expect(response.error).toMatchObject({ category: 'validation', code: 'INVALID_ARGUMENTS' });
  });
});

describe('analyze_tender bidder names', () => {
  it('names a bid that opens with its table header after its file, not after the header', async () => {
    const csv = (amount: string) =>
      `Description,Qty,Unit,Unit Price,Amount\nInstall wall tile,90,SF,$14.00,${amount}\n`;
    const response = await registry.execute('analyze_tender', {
      estimate: sampleEstimate(),
      bids: [
        { fileName: 'sierra-tile.csv', text: csv('$1,260.00') },
        { fileName: 'capitol-remodel.csv', text: csv('$1,170.00') },
      ],
      formats: [],
    });
    const bidders = (response.data as { bidders: { bidder: string }[] }).bidders.map((b) => b.bidder);
    expect(bidders.sort()).toEqual(['capitol-remodel', 'sierra-tile']);
  });
});
