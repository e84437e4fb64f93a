import { computePackagesNeeded, type PackageMath } from '../units/package-math.ts';
import { canConvert, cleanFloat, dimensionOf, type Quantity, type Uom, uomLabel } from '../units/uom.ts';
import { concreteYieldNote } from './concrete-mix-yield.ts';
import { type ParsedTitle, parseProductTitle } from './parse-product-title.ts';
import { soldPerWorkUnit } from './title-packaging.ts';

export interface NormalizedPrice {
  pricingMode: 'coverage' | 'per_unit' | 'unknown';
  coveragePerPackage?: Quantity;
  /** Price per one unit of coverage (e.g. cents per sq ft), unrounded: it is a rate, not an amount. */
  unitPriceCentsPerCoverageUnit?: number;
  /** Present when a required quantity was given and the units relate. */
  packageMath?: PackageMath;
  notes: string[];
}

export interface NormalizeProductPriceInput {
  title: string;
  priceCents: number;
  required?: Quantity;
  wasteFactor?: number;
  /** Coverage known from a catalog wins over what the title says. */
  coverage?: Quantity;
}

interface Choice {
  mode: 'coverage' | 'per_unit';
  coverage: Quantity;
  note: string;
}

const describe = (quantity: Quantity) => `${cleanFloat(quantity.value)} ${uomLabel(quantity.uom)}`;

/** Containers hold pieces; "3 cases" is bought as cases, "30 each" needs to know how many are in a case. */
const CONTAINERS = new Set<Uom>(['case', 'box', 'bag', 'bundle', 'carton', 'pack', 'set']);

const SOURCE_WORDS: Record<NonNullable<ParsedTitle['coverageSource']>, string> = {
  stated: 'stated in the title',
  dimensions: "from the title's sizes",
  package_quantity: "from the title's package amount",
};

/** What the title offers as "one package holds", best first: coverage, then the plain package amount. */
function titleCandidates(parsed: ParsedTitle): Choice[] {
  const choices: Choice[] = [];
  if (parsed.coverage && parsed.coverageSource) {
    const note = `Coverage ${describe(parsed.coverage)} per package, ${SOURCE_WORDS[parsed.coverageSource]}`;
    choices.push({ mode: 'coverage', coverage: parsed.coverage, note });
  }
  const amount = parsed.packageQuantity;
  if (amount && (!parsed.coverage || amount.uom !== parsed.coverage.uom)) {
    choices.push({
      mode: 'coverage',
      coverage: amount,
      note: `Package holds ${describe(amount)} (from the title)`,
    });
  }
  return choices;
}

/** Pieces per package when the requirement is a count (each, piece, tube, sheet, case…). */
function countChoice(parsed: ParsedTitle, required: Quantity): Choice | string {
  const uom = required.uom;
  const label = uom === 'each' ? 'pieces' : uomLabel(uom);
  if (CONTAINERS.has(uom)) {
    if (!parsed.packageUnit || parsed.packageUnit === uom) {
      return { mode: 'per_unit', coverage: { value: 1, uom }, note: `Bought by the ${label}: 1 per package` };
    }
    return `Required in ${label} but the title sells by the ${uomLabel(parsed.packageUnit)}`;
  }
  if (parsed.packCount !== undefined) {
    const note = `${parsed.packCount} ${label} per package, from the title's pack count`;
    return { mode: 'per_unit', coverage: { value: parsed.packCount, uom }, note };
  }
  if (parsed.packageUnit && CONTAINERS.has(parsed.packageUnit)) {
    return `Sold by the ${uomLabel(parsed.packageUnit)} but the title does not say how many ${label} it holds`;
  }
  return { mode: 'per_unit', coverage: { value: 1, uom }, note: `Sold by the piece: 1 ${label} per package` };
}

function mismatchNote(required: Quantity, offered: Choice[]): string {
  if (offered.length === 0) {
    return `No coverage, size or package amount in the title relates to ${uomLabel(required.uom)}; supply the coverage`;
  }
  const what = offered.map((choice) => describe(choice.coverage)).join(' / ');
  return (
    `The title gives ${what} per package but the requirement is in ${uomLabel(required.uom)}: ` +
    'they measure different things and no coverage is guessed across them; supply the coverage from the product data'
  );
}

function choose(input: NormalizeProductPriceInput, parsed: ParsedTitle): Choice | string {
  const { required } = input;
  const titleChoices = titleCandidates(parsed);
  if (input.coverage) {
    const said = titleChoices[0] ? `; the title suggests ${describe(titleChoices[0].coverage)}` : '';
    const catalog: Choice = {
      mode: 'coverage',
      coverage: input.coverage,
      note: `Coverage ${describe(input.coverage)} per package from the catalog${said}`,
    };
    if (!required || canConvert(required.uom, input.coverage.uom)) return catalog;
    return `Catalog coverage is in ${uomLabel(input.coverage.uom)} but the requirement is in ${uomLabel(required.uom)}`;
  }
  const perUnit = soldPerWorkUnit(input.title);
  if (perUnit && (!required || canConvert(required.uom, perUnit.uom))) {
    return {
      mode: 'per_unit',
      coverage: perUnit,
      note: `Priced per ${uomLabel(perUnit.uom)}, as the title says`,
    };
  }
  if (required && dimensionOf(required.uom) === 'count') return countChoice(parsed, required);
  if (!required) {
    const first = titleChoices[0];
    if (first) return first;
    if (parsed.packCount !== undefined) return countChoice(parsed, { value: 1, uom: 'each' });
    return 'No coverage, size or package amount found in the title';
  }
  return (
    titleChoices.find((choice) => canConvert(required.uom, choice.coverage.uom)) ??
    mismatchNote(required, titleChoices)
  );
}

/**
 * Turns a package price into a price per unit of coverage and, given a requirement, a package count
 * (through `computePackagesNeeded`). Never guesses a coverage across dimensions: when the title's sizes do
 * not relate to the requirement, the mode is `unknown` and a note says why.
 */
export function normalizeProductPrice(input: NormalizeProductPriceInput): NormalizedPrice {
  if (!Number.isFinite(input.priceCents) || input.priceCents < 0) {
    return { pricingMode: 'unknown', notes: [`Price ${input.priceCents} cents is not a usable price`] };
  }
  const parsed = parseProductTitle(input.title);
  const choice = choose(input, parsed);
  if (typeof choice === 'string') return { pricingMode: 'unknown', notes: [choice] };
  const notes = [choice.note];
  const derivedConcrete =
    !input.coverage &&
    parsed.coverageSource === 'package_quantity' &&
    parsed.packageQuantity?.uom === 'pound' &&
    choice.coverage === parsed.coverage;
  if (derivedConcrete) notes.push(concreteYieldNote(parsed.packageQuantity!.value, choice.coverage.value));
  if (choice.coverage.value <= 0) {
    return { pricingMode: 'unknown', notes: [...notes, 'Coverage per package must be more than zero'] };
  }
  const result: NormalizedPrice = {
    pricingMode: choice.mode,
    coveragePerPackage: choice.coverage,
    unitPriceCentsPerCoverageUnit: input.priceCents / choice.coverage.value,
    notes,
  };
  if (!input.required) return result;
  const packageMath = computePackagesNeeded(input.required, choice.coverage, input.wasteFactor ?? 0);
  if (!packageMath) {
    return {
      ...result,
      pricingMode: 'unknown',
      notes: [...notes, 'Package count not computed: check the waste factor and quantity'],
    };
  }
  return { ...result, packageMath };
}
