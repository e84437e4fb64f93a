import { computeEstimateTotals } from '@quoin/core';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeCsvFormula } from './escapes/csv-formula.ts';
import { buildExportCase, buildGoldenEstimate, EXPORT_CASES } from './test-support/build-golden-estimate.ts';
import { CSV_COLUMNS, quoteCsvCell, toCsv } from './to-csv.ts';

type Row = Record<(typeof CSV_COLUMNS)[number], string>;
const toCents = (text: string) => Math.round(Number(text) * 100);

function readCsv(text: string): Row[] {
  return parse(text, { columns: true }) as Row[];
}

describe('toCsv', () => {
  it.each(EXPORT_CASES)('%s: item rows add up to the subtotal and the totals rows match', async (name) => {
    const input = await buildExportCase(name);
    const rows = readCsv(toCsv(input));
    const items = rows.filter((row) => row.row_type === 'item');
    expect(items).toHaveLength(input.estimate.groups.reduce((n, group) => n + group.items.length, 0));
    const extendedCents = items.reduce((sum, row) => sum + toCents(row.extended), 0);
    expect(extendedCents).toBe(input.totals.subtotalCents);
    const total = (title: string) =>
      toCents(rows.find((row) => row.title === title && row.row_type === 'total')!.extended);
    expect(total('Grand total')).toBe(input.totals.grandTotalCents);
    expect(total('Tax')).toBe(input.totals.taxCents);
    // Material rows explain a parent's material cost; they never add to it.
    for (const item of items) {
      const materialCents = rows
        .filter((row) => row.row_type === 'material' && row.item_id === item.item_id)
        .reduce((sum, row) => sum + toCents(row.material), 0);
      if (materialCents > 0) expect(materialCents).toBe(toCents(item.material));
    }
  });

  it('quotes commas, quotes and line breaks so a title survives the round trip', async () => {
    const input = structuredClone(await buildGoldenEstimate('deck'));
    const item = input.estimate.groups[0]!.items[0]!;
    item.title = 'Deck, 12\' x 16\' "composite"\nwith stairs';
    const rows = readCsv(toCsv(input));
    expect(rows.find((row) => row.item_id === item.id && row.row_type === 'item')?.title).toBe(item.title);
  });

  it('writes the documented header', async () => {
    const text = toCsv(await buildGoldenEstimate('fence'));
    expect(text.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
  });
});

describe('quoteCsvCell', () => {
  it('round-trips any text through a CSV reader (formulas neutralized)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 5 }), (cells) => {
        const line = `${cells.map(quoteCsvCell).join(',')}\r\n`;
        const [record] = parse(line, { relax_quotes: false }) as string[][];
        // A lone empty cell is an empty line to a CSV reader; that row shape never occurs in the export.
        if (cells.length === 1 && cells[0] === '') return;
        expect(record).toEqual(cells.map(neutralizeCsvFormula));
      }),
    );
    // 100 generated rows took 4.5 s of the default 5 s on the loaded 2-core machine.
  }, 30_000);

  // Issue 14, finding 5: a title starting with =, +, -, @ became a live formula in a spreadsheet.
  it.each([
    ['=HYPERLINK("http://x","click")', `"'=HYPERLINK(""http://x"",""click"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\t=1', "'\t=1"],
    ['-12.50', '-12.50'],
    ['Paint walls', 'Paint walls'],
  ])('writes %j as %s', (text, cell) => {
    expect(quoteCsvCell(text)).toBe(cell);
  });
});

describe('toCsv unit price and alternates', () => {
  it.each(EXPORT_CASES)(
    '%s: quantity × unit_price is extended, to the rounding of one unit',
    async (name) => {
      const input = await buildExportCase(name);
      const items = readCsv(toCsv(input)).filter((row) => row.row_type === 'item');
      for (const item of items) {
        const quantity = Number(item.quantity);
        const extendedCents = toCents(item.extended);
        if (quantity <= 0) continue;
        // The unit price is rounded to the cent: Qty × Unit price is off by at most half a cent per unit.
        expect(Math.abs(quantity * toCents(item.unit_price) - extendedCents)).toBeLessThanOrEqual(
          Math.ceil(quantity * 0.5),
        );
      }
    },
  );

  it.each([
    ['a line offered as an add alternate', 'line', 'add', 'pending'],
    ['a whole group offered as a deduct alternate, accepted', 'group', 'deduct', 'accepted'],
  ] as const)('%s carries alternate and alternate_decision', async (_name, where, kind, decision) => {
    const input = structuredClone(await buildGoldenEstimate('deck'));
    const group = input.estimate.groups[0]!;
    const item = group.items[0]!;
    if (where === 'line') item.alternate = { kind, decision };
    else group.alternate = { kind, decision };
    const totals = computeEstimateTotals(input.estimate);
    const rows = readCsv(toCsv({ estimate: input.estimate, totals })).filter(
      (row) => row.row_type === 'item',
    );
    const marked = rows.filter((row) => row.alternate !== '');
    expect(marked.map((row) => row.item_id)).toEqual(
      where === 'line' ? [item.id] : group.items.map((line) => line.id),
    );
    expect(marked.every((row) => row.alternate === kind && row.alternate_decision === decision)).toBe(true);
  });
});
