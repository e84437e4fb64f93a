import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { PRICE_LIST_COLUMNS, parsePriceListCsv } from '@quoin/core';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { loadImportedItems, priceListPath, removePriceList, savePriceList } from '../quoin-home.ts';

export const PRICES_HELP = `Usage: quoin prices import FILE.csv [--source TEXT] [--date YYYY-MM-DD]
       quoin prices [show]
       quoin prices clear

Imports your own supplier price list. Estimates and "quoin price" then search it before the bundled
catalog, and every price taken from it says so in its provenance (source kind price_list). Imported prices
are used as they are: no location factor is applied to them.

The CSV needs a header row. Columns (any order; the first five are required):
  ${PRICE_LIST_COLUMNS.join(',')}
  price         dollars per package: 15.98 or "$1,299.00"
  package_unit  what one buys: sheet, gallon, box, bag, roll, bundle, each, …
  coverage_qty, coverage_uom  what ONE package covers (32 + sq ft for a 4x8 sheet); both empty for "each"
  supplier_tier 1 national, 2 regional, 3 other (default 3)
  price_date    YYYY-MM-DD (default --date, else today)
  source        where the price comes from (default --source, else "Your price list FILE (imported DATE)")
  keywords      search words separated by ;

A file with problems is not saved: each problem is listed with its row and column, and the exit code is 3.
The list is kept in $QUOIN_HOME/price-list.csv (default .quoin/ in the working directory); importing again
replaces it.

Options:
  --source TEXT  provenance for rows with no source
  --date DATE    price date for rows with no price_date
  -h, --help     show this help`;

const OPTIONS = { source: { type: 'string' }, date: { type: 'string' } } as const;
/** Enough problems to fix a file in one pass without flooding the terminal. */
const MAX_PROBLEMS_SHOWN = 50;

function importList(context: CliContext, file: string, source?: string, date?: string): number {
  let text: string;
  try {
    text = readFileSync(resolve(context.cwd, file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw inputError(`Cannot read the price list ${file}: ${reason}`);
  }
  const today = new Date().toISOString().slice(0, 10);
  const parsed = parsePriceListCsv(text, {
    defaultPriceDate: date ?? today,
    defaultSource: source ?? `Your price list ${basename(file)} (imported ${today})`,
  });
  if (!parsed.ok) {
    const shown = parsed.problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  ${problem.message}`);
    const more = parsed.problems.length - shown.length;
    context.stderr.write(
      `${[
        `${file}: ${parsed.problems.length} problem(s); nothing was imported. Fix these and import again:`,
        ...shown,
        ...(more > 0 ? [`  … and ${more} more`] : []),
      ].join('\n')}\n`,
    );
    return EXIT_CODES.input;
  }
  if (parsed.value.length === 0) throw inputError(`${file} has a header but no rows; nothing was imported`);
  const path = savePriceList(context, parsed.value);
  print(
    context,
    `Imported ${parsed.value.length} item(s) from ${file} into ${path}. Estimates and price searches now prefer them.`,
  );
  return EXIT_CODES.ok;
}

/** `quoin prices import|show|clear`: the contractor's own price list. */
export async function pricesCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, PRICES_HELP);
    return EXIT_CODES.ok;
  }
  const [action = 'show', file, ...rest] = positionals;
  if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
    throw usageError(`--date must be YYYY-MM-DD (got "${values.date}")`);
  }
  if (action === 'import') {
    if (!file || rest.length > 0) throw usageError('Give one file: quoin prices import FILE.csv');
    return importList(context, file, values.source, values.date);
  }
  if (action === 'show' && file === undefined) {
    const items = loadImportedItems(context);
    print(
      context,
      items
        ? `${items.length} imported item(s) in ${priceListPath(context)}, searched before the bundled catalog.`
        : 'No price list imported. Use "quoin prices import FILE.csv" (see quoin prices --help for the columns).',
    );
    return EXIT_CODES.ok;
  }
  if (action === 'clear' && file === undefined) {
    print(
      context,
      removePriceList(context) ? `Removed ${priceListPath(context)}.` : 'No price list to remove.',
    );
    return EXIT_CODES.ok;
  }
  throw usageError(`Unknown prices action "${positionals.join(' ')}"; use import FILE.csv, show or clear`);
}
