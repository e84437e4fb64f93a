import { parse } from 'csv-parse/sync';
import { parseMoneyToCents } from '../money/money.ts';
import type { Problem, ValidationResult } from '../problem.ts';
import { parseUom } from '../units/parse-uom.ts';
import type { Quantity } from '../units/uom.ts';
import type { CatalogItem } from './price-source.ts';

/** The columns of a price-list CSV, in the order the bundled catalog writes them. */
export const PRICE_LIST_COLUMNS: readonly string[] = Object.freeze(
  'sku,name,category,price,package_unit,coverage_qty,coverage_uom,supplier,supplier_tier,price_date,source,keywords'.split(
    ',',
  ),
);

/** Without these a row cannot be priced; the others may be absent from the header. */
const REQUIRED_COLUMNS = ['sku', 'name', 'category', 'price', 'package_unit'];
const DEFAULT_SUPPLIER = 'unspecified supplier';
/** An unknown supplier counts as tier 3 ("other") until the list says otherwise. */
const DEFAULT_SUPPLIER_TIER = 3;

export interface PriceListCsvOptions {
  /** ISO date used for rows whose `price_date` is empty (or when the column is absent). */
  defaultPriceDate?: string;
  /** Provenance used for rows whose `source` is empty, e.g. "ABC Supply quote 2026-10-02". */
  defaultSource?: string;
}

interface RowContext {
  row: number;
  cells: Map<string, string>;
  problems: Problem[];
}

function problem(row: number, column: string, code: string, message: string): Problem {
  return {
    code: `price_list.${code}`,
    path: [row, column],
    message: `Row ${row}, column ${column}: ${message}`,
  };
}

function cell(context: RowContext, column: string): string {
  return context.cells.get(column) ?? '';
}

function requireText(context: RowContext, column: string, fallback?: string): string {
  const value = cell(context, column) || fallback || '';
  if (value === '') {
    const hint =
      fallback === undefined && (column === 'price_date' || column === 'source')
        ? ` (or pass a default${column === 'source' ? 'Source' : 'PriceDate'} when importing)`
        : '';
    context.problems.push(problem(context.row, column, 'missing_value', `is empty; fill it in${hint}`));
  }
  return value;
}

function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function readPrice(context: RowContext): number {
  const text = requireText(context, 'price');
  if (text === '') return 0;
  const cents = parseMoneyToCents(text);
  if (cents === undefined || cents <= 0) {
    context.problems.push(
      problem(
        context.row,
        'price',
        'invalid_price',
        `"${text}" is not a price above zero; write dollars like 12.48 or $1,299.00`,
      ),
    );
    return 0;
  }
  return cents;
}

function readCoverage(context: RowContext): Quantity | undefined {
  const quantityText = cell(context, 'coverage_qty');
  const uomText = cell(context, 'coverage_uom');
  if (quantityText === '' && uomText === '') return undefined;
  if (quantityText === '' || uomText === '') {
    const missing = quantityText === '' ? 'coverage_qty' : 'coverage_uom';
    context.problems.push(
      problem(
        context.row,
        missing,
        'incomplete_coverage',
        'coverage needs both coverage_qty and coverage_uom, or neither',
      ),
    );
    return undefined;
  }
  const value = Number(quantityText.replace(/,/g, ''));
  const uom = parseUom(uomText);
  if (!Number.isFinite(value) || value <= 0) {
    context.problems.push(
      problem(context.row, 'coverage_qty', 'invalid_coverage', `"${quantityText}" is not a positive number`),
    );
  }
  if (uom === undefined) {
    context.problems.push(
      problem(
        context.row,
        'coverage_uom',
        'unknown_unit',
        `"${uomText}" is not a unit; use e.g. sq ft, linear ft, cu ft, each`,
      ),
    );
  }
  return uom === undefined || !(value > 0) ? undefined : { value, uom };
}

function readTier(context: RowContext): CatalogItem['supplierTier'] {
  const text = cell(context, 'supplier_tier');
  if (text === '') return DEFAULT_SUPPLIER_TIER;
  if (text === '1' || text === '2' || text === '3') return Number(text) as CatalogItem['supplierTier'];
  context.problems.push(
    problem(
      context.row,
      'supplier_tier',
      'invalid_tier',
      `"${text}" is not 1, 2 or 3 (1 = national, 2 = regional, 3 = other)`,
    ),
  );
  return DEFAULT_SUPPLIER_TIER;
}

function readRow(context: RowContext, options: PriceListCsvOptions): CatalogItem {
  const sku = requireText(context, 'sku');
  const name = requireText(context, 'name');
  const category = requireText(context, 'category');
  const priceCents = readPrice(context);
  const unitText = requireText(context, 'package_unit');
  const packageUnit = parseUom(unitText);
  if (unitText !== '' && packageUnit === undefined) {
    context.problems.push(
      problem(
        context.row,
        'package_unit',
        'unknown_unit',
        `"${unitText}" is not a unit; use e.g. sheet, gallon, box, bag, each`,
      ),
    );
  }
  const coverage = readCoverage(context);
  const supplierTier = readTier(context);
  const priceDate = requireText(context, 'price_date', options.defaultPriceDate);
  if (priceDate !== '' && !isIsoDate(priceDate)) {
    context.problems.push(
      problem(
        context.row,
        'price_date',
        'invalid_date',
        `"${priceDate}" is not a date; write it as YYYY-MM-DD`,
      ),
    );
  }
  const source = requireText(context, 'source', options.defaultSource);
  const keywords = cell(context, 'keywords')
    .split(';')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
  const item: CatalogItem = {
    sku,
    name,
    category,
    priceCents,
    packageUnit: packageUnit ?? 'each',
    supplier: cell(context, 'supplier') || DEFAULT_SUPPLIER,
    supplierTier,
    priceDate,
    source,
    keywords,
  };
  if (coverage !== undefined) item.coverage = coverage;
  return item;
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

function readRecords(csvText: string): ParsedRecord[] | Problem {
  try {
    return parse(csvText, {
      bom: true,
      info: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    const row = typeof line === 'number' ? line : 1;
    const reason = error instanceof Error ? error.message : String(error);
    return {
      code: 'price_list.malformed_csv',
      path: [row],
      message: `Row ${row}: the CSV cannot be read: ${reason}`,
    };
  }
}

function readHeader(header: string[] | undefined): { columns: string[]; problems: Problem[] } {
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const problems: Problem[] = [];
  for (const required of REQUIRED_COLUMNS) {
    if (!columns.includes(required)) {
      problems.push(
        problem(
          1,
          required,
          'missing_column',
          `the header has no "${required}" column; columns are ${PRICE_LIST_COLUMNS.join(',')}`,
        ),
      );
    }
  }
  columns.forEach((name, index) => {
    if (name !== '' && columns.indexOf(name) !== index) {
      problems.push(problem(1, name, 'duplicate_column', `"${name}" appears twice in the header; keep one`));
    }
  });
  return { columns, problems };
}

/**
 * Parses a price list: a CSV with a header row and the columns
 * `sku,name,category,price,package_unit,coverage_qty,coverage_uom,supplier,supplier_tier,price_date,source,keywords`
 * in any order (only sku, name, category, price and package_unit are required in the header).
 *
 * - `price`: dollars per package as a person writes them ("12.48", "$1,299.00"); stored as cents.
 * - `package_unit`, `coverage_uom`: unit words `parseUom` accepts ("sheet", "gallon", "sq ft", "each").
 * - `coverage_qty` + `coverage_uom`: what ONE package covers in work units (a 4×8 sheet: 32, sq ft); both
 *   empty when the product is sold per work unit or has no coverage (a toilet: `each`).
 * - `supplier_tier`: 1 national big-box or trade supplier, 2 regional chain, 3 other (default 3).
 * - `price_date`: ISO date (YYYY-MM-DD); `source`: where the figure comes from. Both fall back to the options.
 * - `keywords`: search synonyms separated by `;`.
 *
 * Rows are numbered as lines in the file (header = row 1). Every bad cell is reported with its row and
 * column, a bad row does not hide the problems of others, and a repeated sku is a problem.
 * @example parsePriceListCsv('sku,name,category,price,package_unit\nd1,Drywall 1/2 in. 4x8,drywall,15.98,sheet')
 */
export function parsePriceListCsv(
  csvText: string,
  options: PriceListCsvOptions = {},
): ValidationResult<CatalogItem[]> {
  const records = readRecords(csvText);
  if (!Array.isArray(records)) return { ok: false, problems: [records] };
  const header = readHeader(records[0]?.record);
  if (records.length === 0 || header.columns.every((name) => name === '')) {
    return {
      ok: false,
      problems: [problem(1, 'sku', 'missing_header', 'the file is empty; it needs a header row')],
    };
  }
  if (header.problems.length > 0) return { ok: false, problems: header.problems };

  const problems: Problem[] = [];
  const items: CatalogItem[] = [];
  const firstRowOfSku = new Map<string, number>();
  let previousLine = records[0]?.info.lines ?? 1;
  for (const { record, info } of records.slice(1)) {
    const row = previousLine + 1;
    previousLine = info.lines;
    if (record.every((value) => value === '')) continue;
    const context: RowContext = { row, cells: new Map(), problems };
    if (record.length !== header.columns.length) {
      const column =
        record.length < header.columns.length
          ? (header.columns[record.length] ?? '')
          : `extra cell ${record.length}`;
      problems.push(
        problem(
          row,
          column,
          'column_count',
          `has ${record.length} cells but the header has ${header.columns.length}; check for an unquoted comma`,
        ),
      );
      continue;
    }
    for (const [index, name] of header.columns.entries()) context.cells.set(name, record[index] ?? '');
    const item = readRow(context, options);
    const earlierRow = firstRowOfSku.get(item.sku);
    if (item.sku !== '' && earlierRow !== undefined) {
      problems.push(
        problem(
          row,
          'sku',
          'duplicate_sku',
          `"${item.sku}" is already used on row ${earlierRow}; skus must be unique`,
        ),
      );
    } else if (item.sku !== '') {
      firstRowOfSku.set(item.sku, row);
    }
    items.push(item);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: items };
}
