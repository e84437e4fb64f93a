import { readBundledText } from '../data/bundled-data.ts';
import { QuoinError } from '../quoin-error.ts';
import { CatalogPriceSource } from './catalog-price-source.ts';
import { parsePriceListCsv } from './price-list-csv.ts';
import type { CatalogItem } from './price-source.ts';

function freezeItem(item: CatalogItem): CatalogItem {
  Object.freeze(item.keywords);
  if (item.coverage !== undefined) Object.freeze(item.coverage);
  return Object.freeze(item);
}

let cachedItems: readonly CatalogItem[] | undefined;
let cachedSource: CatalogPriceSource | undefined;

/**
 * The bundled offline catalog (data/catalog/catalog.csv, described in its README), parsed once and cached.
 * Throws a QuoinError `INVALID_CATALOG` listing the problems when the file does not parse, which a test
 * guards against.
 */
export function bundledCatalogItems(): CatalogItem[] {
  if (cachedItems === undefined) {
    const result = parsePriceListCsv(readBundledText('catalog/catalog.csv'));
    if (!result.ok) {
      const shown = result.problems.slice(0, 10).map((problem) => problem.message);
      throw new QuoinError(
        'INVALID_CATALOG',
        `The bundled catalog has ${result.problems.length} problem(s): ${shown.join('; ')}`,
        { problems: result.problems },
      );
    }
    cachedItems = Object.freeze(result.value.map(freezeItem));
  }
  // A fresh array each call: callers may sort or filter it without changing the cache.
  return [...cachedItems];
}

/** The bundled catalog as a price source (kind `catalog`), built once. */
export function bundledCatalog(): CatalogPriceSource {
  cachedSource ??= new CatalogPriceSource(bundledCatalogItems());
  return cachedSource;
}
