import { cleanFloat, type Quantity } from '../units/uom.ts';

/**
 * QUIKRETE Concrete Mix (No. 1101) yields 0.30 / 0.45 / 0.60 cu ft for the 40 / 60 / 80 lb bag, i.e.
 * 0.0075 cu ft per lb (research/estimating-market.md §9, QUIKRETE data sheet 1101). Other bagged mixes
 * (mortar, sand, fast-setting, thinset) yield differently and get no derived volume.
 */
export const CONCRETE_MIX_CUBIC_FT_PER_POUND = 0.0075;

const CONCRETE_MIX = /\bconcrete\s+mix\b/i;
const NOT_STRUCTURAL_MIX = /\b(?:sealer|repair|resurfacer|patch|crack|bonding|color|fast[- ]setting)\b/i;

/** The derived fill volume of a bag of concrete mix ("80 lb." → 0.6 cu ft), or undefined for other products. */
export function concreteMixYield(title: string, packageQuantity: Quantity | undefined): Quantity | undefined {
  if (packageQuantity?.uom !== 'pound') return undefined;
  if (!CONCRETE_MIX.test(title) || NOT_STRUCTURAL_MIX.test(title)) return undefined;
  return { value: cleanFloat(packageQuantity.value * CONCRETE_MIX_CUBIC_FT_PER_POUND), uom: 'cubic_ft' };
}

/** The note a normalized price carries when its volume was derived from the bag weight. */
export function concreteYieldNote(pounds: number, cubicFeet: number): string {
  return (
    `${cubicFeet} cu ft per bag derived from the ${pounds} lb bag weight at 0.0075 cu ft/lb ` +
    '(QUIKRETE Concrete Mix data sheet 1101: 80 lb ≈ 0.60 cu ft); the title does not state a volume'
  );
}
