import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { livePriceSourceFromEnv } from '@quoin/agents/live-pricing';
import {
  bundledCatalog,
  type CatalogItem,
  CatalogPriceSource,
  LayeredPriceSource,
  PRICE_LIST_COLUMNS,
  type PriceCandidate,
  type PriceSearchOptions,
  type PriceSource,
  parsePriceListCsv,
} from '@quoin/core';
import { quoteCsvCell } from '@quoin/exports';
import type { CliContext } from './cli-context.ts';
import { inputError } from './exit-codes.ts';

export const PRICE_LIST_FILE = 'price-list.csv';

/** `$QUOIN_HOME`, or `.quoin/` in the working directory: where Quoin keeps the user's own data. */
export function quoinHome(context: CliContext): string {
  const configured = context.env.QUOIN_HOME;
  return resolve(context.cwd, configured && configured.trim() !== '' ? configured : '.quoin');
}

export function priceListPath(context: CliContext): string {
  return join(quoinHome(context), PRICE_LIST_FILE);
}

/** The contractor's imported prices, flagged in every candidate's reasons as winning over the catalog. */
export class ImportedPriceSource implements PriceSource {
  readonly kind = 'price_list' as const;
  private readonly inner: CatalogPriceSource;

  constructor(items: CatalogItem[]) {
    this.inner = new CatalogPriceSource(items, 'price_list');
  }

  async search(query: string, options?: PriceSearchOptions): Promise<PriceCandidate[]> {
    const found = await this.inner.search(query, options);
    return found.map((candidate) => ({
      ...candidate,
      reasons: [...candidate.reasons, 'your imported price list: preferred over the bundled catalog'],
    }));
  }
}

/** The imported price list's items, or undefined when none was imported. */
export function loadImportedItems(context: CliContext): CatalogItem[] | undefined {
  const path = priceListPath(context);
  if (!existsSync(path)) return undefined;
  const parsed = parsePriceListCsv(readFileSync(path, 'utf8'));
  if (!parsed.ok) {
    throw inputError(
      `The imported price list ${path} is damaged (${parsed.problems[0]?.message ?? 'unreadable'}); import it again with "quoin prices import FILE.csv"`,
    );
  }
  return parsed.value;
}

/**
 * Where estimates and searches look for prices: live search first when SEARCHAPI_KEY is set (issue #17), then the
 * imported price list, then the bundled catalog (the offline fallback).
 */
export function priceSourceFor(context: CliContext): { source: PriceSource; importedCount: number } {
  const items = loadImportedItems(context);
  const live = livePriceSourceFromEnv(context.env, (error) =>
    context.stderr.write(
      `quoin: live price search failed, the catalog priced it instead: ${error.message}\n`,
    ),
  );
  const layers = [
    ...(live ? [live] : []),
    ...(items && items.length > 0 ? [new ImportedPriceSource(items)] : []),
  ];
  if (layers.length === 0) return { source: bundledCatalog(), importedCount: 0 };
  return {
    source: new LayeredPriceSource([...layers, bundledCatalog()]),
    importedCount: items?.length ?? 0,
  };
}

/** Writes items in the price-list CSV format with every cell filled in, so the file stands on its own. */
export function priceListCsv(items: CatalogItem[]): string {
  const rows = items.map((item) =>
    [
      item.sku,
      item.name,
      item.category,
      (item.priceCents / 100).toFixed(2),
      item.packageUnit,
      item.coverage?.value ?? '',
      item.coverage?.uom ?? '',
      item.supplier,
      item.supplierTier,
      item.priceDate,
      item.source,
      item.keywords.join(';'),
    ]
      .map(quoteCsvCell)
      .join(','),
  );
  return `${[PRICE_LIST_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

/** Saves the price list atomically: a failed write never leaves half a list behind. */
export function savePriceList(context: CliContext, items: CatalogItem[]): string {
  const home = quoinHome(context);
  mkdirSync(home, { recursive: true });
  const path = join(home, PRICE_LIST_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, priceListCsv(items));
  renameSync(temporary, path);
  return path;
}

export function removePriceList(context: CliContext): boolean {
  const path = priceListPath(context);
  if (!existsSync(path)) return false;
  rmSync(path);
  return true;
}
