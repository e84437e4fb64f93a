import { formatCents, roundCents } from '../money/money.ts';
import { canConvert, convert, isPhysical, type Quantity, uomLabel } from '../units/uom.ts';

/**
 * The pre-persist barrier every priced material passes (reference spec §7, "Validation Gate"). It decides, from
 * data only, whether a material may be saved as verified, saved as an estimate, saved as unresolved, or must be
 * rejected with instructions to fix it.
 */
export type GateDecision = 'PERSIST_VERIFIED' | 'PERSIST_ESTIMATED' | 'PERSIST_UNRESOLVED' | 'REJECT';

export interface GateIssue {
  code:
    | 'SCOPE_QUANTITY_LEAK'
    | 'CROSS_UNIT_WITHOUT_COVERAGE'
    | 'UNIT_MISMATCH'
    | 'CATASTROPHIC_TOTAL'
    | 'IMPLAUSIBLE_CONVERSION'
    | 'LOW_CONFIDENCE'
    | 'NON_POSITIVE_PRICE';
  message: string;
}

export interface GateInput {
  /** What the line needs of this material, in work units (1,650 sq ft). */
  required: Quantity;
  /** Packages the builder wants to buy. */
  packages: number;
  priceCents: number;
  /** What one package covers; undefined when unknown. */
  coveragePerPackage?: Quantity;
  confidence: 'high' | 'medium' | 'low' | 'estimated' | 'source_backed' | 'user';
}

export interface GateResult {
  decision: GateDecision;
  issues: GateIssue[];
  /** What to do about a REJECT or UNRESOLVED, in words for a person or an agent. */
  instructions?: string;
}

export interface GateOptions {
  /** One material line above this is a catastrophe, not a price. Spec: $50,000. */
  catastrophicCents: number;
  /** Estimated (registry default) materials above this are unresolved rather than estimated. */
  estimatedCeilingCents: number;
  /** Buying more than this multiple of the need is implausible (a unit confusion, not waste). */
  maxOverbuyRatio: number;
}

export const DEFAULT_GATE_OPTIONS: GateOptions = {
  catastrophicCents: 5_000_000,
  estimatedCeilingCents: 250_000,
  maxOverbuyRatio: 3,
};

function checkQuantities(input: GateInput, options: GateOptions, issues: GateIssue[]): void {
  const { required, packages, coveragePerPackage } = input;
  if (!coveragePerPackage) {
    if (isPhysical(required.uom)) {
      issues.push({
        code: 'CROSS_UNIT_WITHOUT_COVERAGE',
        message: `Needs ${required.value} ${uomLabel(required.uom)} but the product's coverage per package is unknown`,
      });
    }
    return;
  }
  if (!canConvert(required.uom, coveragePerPackage.uom)) {
    issues.push({
      code: 'UNIT_MISMATCH',
      message: `Needs ${uomLabel(required.uom)} but one package covers ${uomLabel(coveragePerPackage.uom)}`,
    });
    return;
  }
  const needed = convert(required, coveragePerPackage.uom).value;
  const bought = packages * coveragePerPackage.value;
  // The #1 error of the field: the scope quantity copied into the purchase quantity (1,650 sheets for 1,650 sq ft).
  if (packages === required.value && coveragePerPackage.value > 1.5 && required.value > 2) {
    issues.push({
      code: 'SCOPE_QUANTITY_LEAK',
      message: `Buys ${packages} packages for ${required.value} ${uomLabel(required.uom)}: the scope quantity leaked into the purchase quantity (one package covers ${coveragePerPackage.value} ${uomLabel(coveragePerPackage.uom)})`,
    });
    return;
  }
  if (needed > 0 && bought < needed * (1 - 1e-9)) {
    issues.push({
      code: 'IMPLAUSIBLE_CONVERSION',
      message: `${packages} packages cover ${bought} ${uomLabel(coveragePerPackage.uom)}, less than the ${needed} needed`,
    });
  } else if (needed > 0 && bought > Math.max(needed * options.maxOverbuyRatio, coveragePerPackage.value)) {
    issues.push({
      code: 'IMPLAUSIBLE_CONVERSION',
      message: `${packages} packages cover ${bought} ${uomLabel(coveragePerPackage.uom)}, more than ${options.maxOverbuyRatio}× the ${needed} needed`,
    });
  }
}

/** Decides whether a priced material may be persisted, and how. */
export function checkMaterial(input: GateInput, options: GateOptions = DEFAULT_GATE_OPTIONS): GateResult {
  const issues: GateIssue[] = [];
  const totalCents = roundCents(input.priceCents * input.packages);
  if (totalCents > options.catastrophicCents) {
    issues.push({
      code: 'CATASTROPHIC_TOTAL',
      message: `${input.packages} × ${formatCents(input.priceCents)} = ${formatCents(totalCents)} for one material is beyond any plausible line`,
    });
  }
  if (input.priceCents <= 0) {
    issues.push({ code: 'NON_POSITIVE_PRICE', message: 'The product has no price' });
  }
  checkQuantities(input, options, issues);
  const codes = new Set(issues.map((issue) => issue.code));
  if (
    codes.has('CATASTROPHIC_TOTAL') ||
    codes.has('SCOPE_QUANTITY_LEAK') ||
    codes.has('IMPLAUSIBLE_CONVERSION')
  ) {
    return {
      decision: 'REJECT',
      issues,
      instructions:
        'Recompute the purchase quantity as ceil(required × (1 + waste) ÷ coverage per package) and check the product is the one the line needs',
    };
  }
  if (codes.size > 0) {
    return {
      decision: 'PERSIST_UNRESOLVED',
      issues,
      instructions:
        'Pick a product whose package coverage is known in the line’s unit, or enter the quantity by hand',
    };
  }
  if (input.confidence === 'low') {
    issues.push({ code: 'LOW_CONFIDENCE', message: 'The best product match has low confidence' });
    return totalCents <= options.estimatedCeilingCents
      ? { decision: 'PERSIST_ESTIMATED', issues }
      : { decision: 'PERSIST_UNRESOLVED', issues, instructions: 'Confirm the product or enter a price' };
  }
  if (input.confidence === 'estimated') {
    return totalCents <= options.estimatedCeilingCents
      ? { decision: 'PERSIST_ESTIMATED', issues }
      : {
          decision: 'PERSIST_UNRESOLVED',
          issues,
          instructions: `An estimated price over ${formatCents(options.estimatedCeilingCents)} needs a real price`,
        };
  }
  return { decision: 'PERSIST_VERIFIED', issues };
}
