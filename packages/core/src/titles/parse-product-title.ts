import { cleanFloat, convert, type Quantity, type Uom } from '../units/uom.ts';
import { concreteMixYield } from './concrete-mix-yield.ts';
import { asciiFractions } from './parse-number.ts';
import { type ProductKind, productKindOf } from './product-kind.ts';
import { readPackaging, soldPerWorkUnit } from './title-packaging.ts';
import { type SizeChain, scanQuantities, type TitleQuantity } from './title-quantities.ts';
import { extractSpecs } from './title-specs.ts';

export interface ParsedTitle {
  /** Dimensions in the order written, each with its unit: "1/2 in. x 4 ft. x 8 ft." → [0.5 in, 4 ft, 8 ft]. */
  dimensions: Quantity[];
  /** Stated or derived coverage of one package (area, length or volume) and how it was found. */
  coverage?: Quantity;
  coverageSource?: 'stated' | 'dimensions' | 'package_quantity';
  /** Amount sold in one package: "250 ft." → 250 linear_ft, "5 gal." → 5 gallon, "80 lb." → 80 pound. */
  packageQuantity?: Quantity;
  /** Count of pieces in a package: "Case of 10", "(4-Pack)", "140 per Pack", "(10 Tiles/Case-40sq. ft.)". */
  packCount?: number;
  /** The package word when the title names one (roll, case, box, bag, bundle, sheet, pail…). */
  packageUnit?: Uom;
  /** Lumber "Common:"/"Actual:" sizes and nominal lumber like "2 in. x 6 in. x 8 ft." kept separately. */
  nominal?: Quantity[];
  actual?: Quantity[];
  /** Anything recognised that is not a size (wire "12/2", gauge "#9", "16D", volts, amps), as text. */
  specs: string[];
}

/** Curly quotes, primes, "×" and run-together sizes ("19.875x31.5x1") into the plain form the scanner reads. */
function normalizeTitle(title: string): string {
  return asciiFractions(title)
    .replace(/[″“”]/g, '"')
    .replace(/[′‘’]/g, "'")
    .replace(/([\d"'.])\s*[x×X*]\s*(?=[\d.])/g, '$1 x ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Blanks a "Common:" or "Actual:" size list and returns the sizes it held. */
function takeLabelledSizes(text: string, label: 'Common' | 'Actual'): { text: string; sizes?: Quantity[] } {
  const match = new RegExp(String.raw`\b${label}:\s*[^;)]*`, 'i').exec(text);
  if (!match) return { text };
  const sizes = scanQuantities(match[0]).chains[0]?.parts.map((part) => part.quantity);
  const blanked = label === 'Actual' ? text.replace(match[0], ' '.repeat(match[0].length)) : text;
  return { text: blanked, ...(sizes?.length ? { sizes } : {}) };
}

const feet = (quantity: Quantity) => convert(quantity, 'linear_ft').value;

/**
 * Width × length of the first chain with two or more sizes. With three sizes the smallest is the thickness,
 * wherever it is written ("1/2 in. x 4 ft. x 8 ft." sheets, "12 in. x 24 in. x 2 in." pavers).
 */
function areaOf(chains: SizeChain[]): Quantity | undefined {
  const chain = chains.find((candidate) => candidate.parts.length >= 2);
  if (!chain) return undefined;
  const wide = chain.parts.find((part) => part.side === 'wide');
  const long = chain.parts.find((part) => part.side === 'long');
  const largestTwo = chain.parts
    .map((part) => feet(part.quantity))
    .sort((a, b) => b - a)
    .slice(0, 2);
  const [width, length] = wide && long ? [feet(wide.quantity), feet(long.quantity)] : largestTwo;
  if (width === undefined || length === undefined) return undefined;
  return { value: cleanFloat(width * length), uom: 'sq_ft' };
}

/** The length a linear product is sold by: its longest size, if it is at least a foot. */
function lengthOf(chains: SizeChain[]): Quantity | undefined {
  const longest = Math.max(0, ...chains.flatMap((chain) => chain.parts.map((part) => feet(part.quantity))));
  return longest >= 1 ? { value: longest, uom: 'linear_ft' } : undefined;
}

/** A fence panel covers its width of fence run: "6 ft. H x 8 ft. W" or "6 ft. x 8 ft." (height first). */
function fenceRunOf(chains: SizeChain[]): Quantity | undefined {
  const chain = chains.find((candidate) => candidate.parts.length >= 2);
  const width = chain?.parts.find((part) => part.side === 'wide') ?? chain?.parts.at(-1);
  return width ? { value: feet(width.quantity), uom: 'linear_ft' } : undefined;
}

/** Nominal lumber: thickness and width in inches, then a length ("2 in. x 6 in. x 8 ft."). */
function lumberNominal(chains: SizeChain[]): Quantity[] | undefined {
  const chain = chains.find(
    (candidate) =>
      candidate.parts.length === 3 &&
      candidate.parts[0]!.quantity.uom === 'inch' &&
      candidate.parts[1]!.quantity.uom === 'inch',
  );
  return chain?.parts.map((part) => part.quantity);
}

const ROOM_SIZE_BEFORE = /(?:rooms?|spaces?|areas?|heats?|cools?)\s+(?:of\s+)?(?:up\s+to\s+)?$/i;
const PER_GALLON_AFTER = /^\s*(?:\/|per)\s*gal/i;
const CAPACITY_AFTER = /^\s*(?:capacity|load|rated|rating|max)/i;

interface AmountReading {
  stated?: Quantity;
  packageQuantity?: Quantity;
  capacitySpecs: string[];
}

/** Sorts area, volume, liquid and weight amounts into stated coverage, package quantity and capacity specs. */
function readAmounts(text: string, amounts: TitleQuantity[], kind: ProductKind): AmountReading {
  const reading: AmountReading = { capacitySpecs: [] };
  const perGallonAreas: Quantity[] = [];
  for (const amount of amounts) {
    const before = text.slice(0, amount.start);
    const after = text.slice(amount.end);
    const written = text.slice(amount.start, amount.end).trim();
    if (kind === 'appliance' || CAPACITY_AFTER.test(after)) {
      reading.capacitySpecs.push(written);
      continue;
    }
    if (amount.dimension === 'area') {
      if (kind === 'counted' || ROOM_SIZE_BEFORE.test(before)) continue;
      if (PER_GALLON_AFTER.test(after)) perGallonAreas.push(amount.quantity);
      else reading.stated ??= amount.quantity;
      continue;
    }
    reading.packageQuantity ??= amount.quantity;
  }
  // "Covers 400 sq. ft. per gal." on a 5 gal pail: the package covers 5 × 400.
  const perGallon = perGallonAreas[0];
  if (!reading.stated && perGallon && reading.packageQuantity) {
    const gallons = reading.packageQuantity.uom === 'gallon' ? reading.packageQuantity.value : undefined;
    if (gallons !== undefined) {
      reading.stated = { value: cleanFloat(perGallon.value * gallons), uom: perGallon.uom };
    }
  }
  return reading;
}

/** A length the title sells by: "250 lin. ft." anywhere, or "250 ft." standing alone on a length product. */
function soldLength(
  text: string,
  chains: SizeChain[],
  kind: ProductKind,
  packageUnit?: Uom,
): Quantity | undefined {
  const parts = chains.flatMap((chain) => chain.parts);
  const explicit = parts.find((part) => /lin/i.test(text.slice(part.start, part.end)));
  if (explicit) return { value: feet(explicit.quantity), uom: 'linear_ft' };
  if (kind !== 'linear' && packageUnit !== 'roll') return undefined;
  const standalone = chains.find(
    (chain) => chain.parts.length === 1 && chain.parts[0]!.quantity.uom !== 'inch',
  )?.parts[0];
  return standalone ? { value: feet(standalone.quantity), uom: 'linear_ft' } : undefined;
}

type Coverage = Pick<ParsedTitle, 'coverage' | 'coverageSource'>;

function coverageFromDimensions(
  kind: ProductKind,
  chains: SizeChain[],
  packCount?: number,
): Quantity | undefined {
  switch (kind) {
    case 'area_sheet': {
      const area = areaOf(chains);
      return area && { value: cleanFloat(area.value * (packCount ?? 1)), uom: area.uom };
    }
    case 'area_piece': {
      // One plank's size says nothing about a case until the title says how many are in it.
      const area = packCount ? areaOf(chains) : undefined;
      return area && { value: cleanFloat(area.value * (packCount ?? 1)), uom: area.uom };
    }
    case 'fence_panel':
      return fenceRunOf(chains);
    case 'lumber': {
      const last = lumberNominal(chains)?.at(-1);
      return last ? { value: feet(last), uom: 'linear_ft' } : lengthOf(chains);
    }
    case 'linear':
      return lengthOf(chains);
    default:
      return undefined;
  }
}

function chooseCoverage(
  title: string,
  kind: ProductKind,
  chains: SizeChain[],
  amounts: AmountReading,
  packCount?: number,
): Coverage {
  if (amounts.stated) return { coverage: amounts.stated, coverageSource: 'stated' };
  const quantity = amounts.packageQuantity;
  // A length sold ("250 ft." of wire) beats the sizes of a length product; area products read sizes first.
  const lengthFirst = kind !== 'lumber' && kind !== 'area_sheet' && kind !== 'area_piece';
  if (quantity?.uom === 'linear_ft' && lengthFirst) {
    return { coverage: quantity, coverageSource: 'package_quantity' };
  }
  const fromDimensions = coverageFromDimensions(kind, chains, packCount);
  if (fromDimensions) return { coverage: fromDimensions, coverageSource: 'dimensions' };
  if (quantity && ['linear_ft', 'cubic_ft', 'cubic_yd'].includes(quantity.uom)) {
    return { coverage: quantity, coverageSource: 'package_quantity' };
  }
  const concrete = concreteMixYield(title, quantity);
  if (concrete) return { coverage: concrete, coverageSource: 'package_quantity' };
  return {};
}

/**
 * Reads sizes, coverage, package amount and pack count out of a retail product title.
 * `parseProductTitle('Sheetrock 5/8 in. x 4 ft. x 12 ft. Gypsum Board').coverage` → 48 sq ft.
 */
export function parseProductTitle(title: string): ParsedTitle {
  const text = normalizeTitle(title);
  const { specs, masked } = extractSpecs(text);
  const actual = takeLabelledSizes(masked, 'Actual');
  const common = takeLabelledSizes(actual.text, 'Common');
  const { chains, amounts } = scanQuantities(common.text);
  const kind = productKindOf(text);
  const packaging = readPackaging(text);
  const reading = readAmounts(common.text, amounts, kind);
  const length =
    kind === 'appliance' ? undefined : soldLength(common.text, chains, kind, packaging.packageUnit);
  const sold = soldPerWorkUnit(text);
  const packageQuantity = length ?? reading.packageQuantity ?? sold;
  const coverage = chooseCoverage(text, kind, chains, { ...reading, packageQuantity }, packaging.packCount);
  const nominal = common.sizes ?? (kind === 'lumber' ? lumberNominal(chains) : undefined);
  const allSpecs = [...specs, ...reading.capacitySpecs];
  return {
    dimensions: chains.flatMap((chain) => chain.parts.map((part) => part.quantity)),
    ...coverage,
    ...(packageQuantity ? { packageQuantity } : {}),
    ...(packaging.packCount !== undefined ? { packCount: packaging.packCount } : {}),
    ...(packaging.packageUnit ? { packageUnit: packaging.packageUnit } : {}),
    ...(nominal ? { nominal } : {}),
    ...(actual.sizes ? { actual: actual.sizes } : {}),
    specs: allSpecs,
  };
}
