import { QuoinError } from '@quoin/core';
import { parse as parseCsv } from 'csv-parse/sync';
import type { BidReader, BidTextLine } from './bid-types.ts';

export type BidFileKind = 'csv' | 'xlsx' | 'pdf';

/** The kind of a bid file from its name, or from its first bytes when the name does not say. */
function bidFileKind(fileName: string, bytes: Uint8Array): BidFileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'xlsx' || extension === 'pdf') return extension;
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head === '%PDF-') return 'pdf';
  if (head.startsWith('PK')) return 'xlsx';
  return 'csv';
}

// Cell positions for rows read from a table: far enough apart that the PDF reader's cell rules hold.
const COLUMN_POINTS = 100;

function rowsToLines(rows: string[][]): BidTextLine[] {
  return rows.map((row, index) => ({
    page: 1,
    line: index + 1,
    y: -index,
    cells: row
      .map((text, column) => ({ x: column * COLUMN_POINTS, text: text.trim() }))
      .filter((cell) => cell.text !== ''),
  }));
}

function money(value: number): string {
  return `$${value.toFixed(2)}`;
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const value = cell.value;
      const result = typeof value === 'object' && value !== null && 'result' in value ? value.result : value;
      // A money-formatted number reads as money, so the table reader tells a unit price from a quantity.
      const isMoney = typeof result === 'number' && /\$/.test(cell.numFmt ?? '');
      cells[column - 1] = isMoney
        ? money(result)
        : result === null || result === undefined
          ? ''
          : String(result);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return rows;
}

/** A bid file as lines of cells: CSV and XLSX rows, PDF text runs (through the injected reader). */
export async function bidFileLines(
  fileName: string,
  bytes: Uint8Array,
  reader: BidReader,
): Promise<{ kind: BidFileKind; lines: BidTextLine[] }> {
  const kind = bidFileKind(fileName, bytes);
  try {
    if (kind === 'pdf') return { kind, lines: await reader.readPdfLines(bytes) };
    if (kind === 'xlsx') return { kind, lines: rowsToLines(await xlsxRows(bytes)) };
    const rows: string[][] = parseCsv(Buffer.from(bytes).toString('utf8'), {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    });
    return { kind, lines: rowsToLines(rows) };
  } catch (error) {
    throw new QuoinError(
      'INVALID_INPUT',
      `${fileName} could not be read as ${kind.toUpperCase()}: ${(error as Error).message}`,
    );
  }
}
