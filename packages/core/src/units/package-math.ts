import { canConvert, convert, type Quantity, uomLabel } from './uom.ts';

/** How a required work quantity became a purchase quantity, kept on the material as provenance. */
export interface PackageMath {
  required: Quantity;
  wasteFactor: number;
  /** What one package covers, in a unit convertible from `required.uom`. */
  coveragePerPackage: Quantity;
  packagesNeeded: number;
  /** The arithmetic a person can check, e.g. "ceil(1650 sq ft × 1.10 ÷ 32 sq ft) = 57". */
  formula: string;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : String(Number(value.toFixed(4)));
}

/**
 * packages = ceil(required × (1 + waste) ÷ coverage). Never under-buys; a tiny epsilon keeps exact fits
 * (64 sq ft ÷ 32 sq ft) from rounding up to a third sheet through binary noise.
 * Returns undefined when the units cannot be related (the caller must not guess).
 */
export function computePackagesNeeded(
  required: Quantity,
  coveragePerPackage: Quantity,
  wasteFactor: number,
): PackageMath | undefined {
  if (!canConvert(required.uom, coveragePerPackage.uom)) return undefined;
  if (coveragePerPackage.value <= 0 || required.value < 0 || wasteFactor < 0) return undefined;
  const requiredInCoverageUnits = convert(required, coveragePerPackage.uom).value;
  const exact = (requiredInCoverageUnits * (1 + wasteFactor)) / coveragePerPackage.value;
  const packagesNeeded = required.value === 0 ? 0 : Math.max(1, Math.ceil(exact - 1e-9));
  const converted =
    required.uom === coveragePerPackage.uom
      ? ''
      : ` (= ${formatNumber(requiredInCoverageUnits)} ${uomLabel(coveragePerPackage.uom)})`;
  const formula =
    `ceil(${formatNumber(required.value)} ${uomLabel(required.uom)}${converted} × ${formatNumber(1 + wasteFactor)}` +
    ` ÷ ${formatNumber(coveragePerPackage.value)} ${uomLabel(coveragePerPackage.uom)}) = ${packagesNeeded}`;
  return { required, wasteFactor, coveragePerPackage, packagesNeeded, formula };
}
