import {
  formatCents,
  lookupLocation,
  normalizeProductPrice,
  type PriceCandidate,
  parseUom,
  type Quantity,
  roundCents,
  uomLabel,
} from '@quoin/core';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { countOption, parseCommandArgs, percentOption } from '../parse-command-args.ts';
import { priceSourceFor } from '../quoin-home.ts';

export const PRICE_HELP = `Usage: quoin price "<product>" [options]

Searches the prices Quoin knows (your imported price list first, then the bundled catalog) and shows each
match with its confidence, source and date, its price here, what one package covers, and with --qty how
many packages a job needs.

Options:
  --zip ZIP          price for this location (the catalog's material factor; imported prices are used as is)
  --qty "AMOUNT UNIT" work quantity, e.g. "400 sq ft" or "12 each": shows packages needed and their cost
  --waste PERCENT    waste allowance for --qty (default 0)
  --limit N          how many matches (default 5)
  -f, --format FORMAT table (default) or json
  -h, --help         show this help

Example:
  quoin price "1/2 in drywall 4x8" --zip 60614 --qty "400 sq ft" --waste 10`;

const OPTIONS = {
  zip: { type: 'string' },
  qty: { type: 'string' },
  waste: { type: 'string' },
  limit: { type: 'string' },
  format: { type: 'string', short: 'f' },
} as const;

function parseQuantity(text: string): Quantity {
  const match = /^\s*([\d,]*\.?\d+)\s*(.+)$/.exec(text);
  const uom = match ? parseUom(match[2]!) : undefined;
  const value = match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
  if (!uom || !(value > 0))
    throw usageError(`--qty must be an amount and a unit, like "400 sq ft" (got "${text}")`);
  return { value, uom };
}

interface PricedMatch {
  candidate: PriceCandidate;
  localPriceCents: number;
  materialFactor?: number;
  normalized: ReturnType<typeof normalizeProductPrice>;
}

function describeMatch(match: PricedMatch, index: number): string[] {
  const { candidate, localPriceCents, normalized } = match;
  const { item } = candidate;
  const unit = uomLabel(item.packageUnit);
  const priced =
    match.materialFactor !== undefined && match.materialFactor !== 1
      ? `${formatCents(item.priceCents)} national × ${match.materialFactor} = ${formatCents(localPriceCents)} per ${unit}`
      : `${formatCents(localPriceCents)} per ${unit}`;
  const lines = [
    `${index + 1}. ${item.name}  [${item.sku}]`,
    `   ${priced} · confidence ${candidate.confidence} (${candidate.score.toFixed(2)})`,
  ];
  const coverage = normalized.coveragePerPackage;
  if (coverage && normalized.unitPriceCentsPerCoverageUnit !== undefined) {
    lines.push(
      `   covers ${coverage.value} ${uomLabel(coverage.uom)} per ${unit} = ${formatCents(roundCents(normalized.unitPriceCentsPerCoverageUnit))}/${uomLabel(coverage.uom)}`,
    );
  }
  if (normalized.packageMath) {
    const packages = normalized.packageMath.packagesNeeded;
    lines.push(
      `   need: ${normalized.packageMath.formula} → ${packages} × ${formatCents(localPriceCents)} = ${formatCents(roundCents(localPriceCents * packages))}`,
    );
  } else if (normalized.pricingMode === 'unknown' && normalized.notes.length > 0) {
    lines.push(`   package math: ${normalized.notes.join('; ')}`);
  }
  lines.push(`   ${candidate.sourceKind}: ${item.source} (${item.supplier}, ${item.priceDate})`);
  return lines;
}

/** `quoin price`: catalog search with confidence, provenance and package math. */
export async function priceCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, PRICE_HELP);
    return EXIT_CODES.ok;
  }
  const query = positionals.join(' ').trim();
  if (query === '') throw usageError('Name a product, e.g. quoin price "1/2 in drywall 4x8"');
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const required = values.qty ? parseQuantity(values.qty) : undefined;
  const wasteFactor = (percentOption('waste', values.waste) ?? 0) / 100;
  const limit = countOption('limit', values.limit, 5);
  const location = lookupLocation(values.zip);
  const { source } = priceSourceFor(context);
  const candidates = await source.search(query, { limit, ...(values.zip ? { zip: values.zip } : {}) });
  // Same rule as the engine: the location's material factor applies to national catalog prices only.
  const matches: PricedMatch[] = candidates.map((candidate) => {
    const applyFactor = candidate.sourceKind === 'catalog';
    const localPriceCents = applyFactor
      ? roundCents(candidate.item.priceCents * location.factor.materialFactor)
      : candidate.item.priceCents;
    return {
      candidate,
      localPriceCents,
      ...(applyFactor ? { materialFactor: location.factor.materialFactor } : {}),
      normalized: normalizeProductPrice({
        title: candidate.item.name,
        priceCents: localPriceCents,
        ...(candidate.item.coverage ? { coverage: candidate.item.coverage } : {}),
        ...(required ? { required, wasteFactor } : {}),
      }),
    };
  });
  if (format === 'json') {
    print(
      context,
      JSON.stringify({ query, location: { note: location.note, factor: location.factor }, matches }, null, 2),
    );
    return EXIT_CODES.ok;
  }
  if (matches.length === 0) {
    print(
      context,
      `No price found for "${query}". Try other words, or import your supplier's list with "quoin prices import".`,
    );
    return EXIT_CODES.ok;
  }
  const out = [`Prices for "${query}" · ${location.note}`, ''];
  for (const [index, match] of matches.entries()) out.push(...describeMatch(match, index), '');
  print(context, out.join('\n').trimEnd());
  return EXIT_CODES.ok;
}
