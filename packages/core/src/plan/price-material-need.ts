import type { PriceCandidate, PriceSource } from '../catalog/price-source.ts';
import type { Material, PriceProvenance } from '../estimate/estimate-schema.ts';
import { roundCents } from '../money/money.ts';
import { normalizeProductPrice } from '../titles/normalize-product-price.ts';
import { computePackagesNeeded, type PackageMath } from '../units/package-math.ts';
import { canConvert, dimensionOf, type Quantity } from '../units/uom.ts';
import { checkMaterial, type GateDecision, type GateIssue } from '../validation/validation-gate.ts';

/** What a line needs of one material, before any product is chosen. */
export interface MaterialNeed {
  name: string;
  role: Material['role'];
  searchQuery?: string;
  required: Quantity;
  wasteFactor: number;
  skipSearch: boolean;
  estimatedPriceCents?: number;
}

export interface PricedNeed {
  material?: Material;
  decision: GateDecision | 'NO_MATCH';
  issues: GateIssue[];
  reason?: string;
}

export interface PricingContext {
  priceSource: PriceSource;
  zip?: string;
  materialFactor: number;
  materialId: string;
}

const isCount = (quantity: Quantity) =>
  dimensionOf(quantity.uom) === 'count' || dimensionOf(quantity.uom) === 'lump';

/**
 * Package math for a candidate, or undefined when nothing relates its package to the need. Coverage comes from,
 * in order: the catalog's stated coverage, what the title says (sizes, amounts, pack counts), or the package unit
 * itself when it measures the need (paint sold by the gallon for a need in gallons, countertop by the sq ft).
 */
function packageMathFor(need: MaterialNeed, candidate: PriceCandidate): PackageMath | undefined {
  const { item } = candidate;
  // Counted things (fixtures, devices) are bought as counted: no waste on six recessed lights.
  const waste = isCount(need.required) ? 0 : need.wasteFactor;
  const base = { title: item.name, priceCents: item.priceCents, required: need.required, wasteFactor: waste };
  const math =
    (item.coverage ? normalizeProductPrice({ ...base, coverage: item.coverage }).packageMath : undefined) ??
    normalizeProductPrice(base).packageMath;
  if (math) return math;
  if (canConvert(need.required.uom, item.packageUnit) && !isCount(need.required)) {
    return computePackagesNeeded(need.required, { value: 1, uom: item.packageUnit }, waste);
  }
  return undefined;
}

function provenanceOf(
  candidate: PriceCandidate,
  need: MaterialNeed,
  factor: number,
  math?: PackageMath,
): PriceProvenance {
  const { item } = candidate;
  const applyFactor = candidate.sourceKind === 'catalog';
  return {
    sourceKind: candidate.sourceKind,
    sourceName: item.source,
    sku: item.sku,
    supplier: item.supplier,
    priceDate: item.priceDate,
    basePriceCents: item.priceCents,
    ...(applyFactor ? { materialFactor: factor } : {}),
    confidence: candidate.confidence,
    ...(need.searchQuery ? { searchQuery: need.searchQuery } : {}),
    ...(math ? { packageMath: math } : {}),
    notes: candidate.reasons,
  };
}

function estimatedMaterial(need: MaterialNeed, context: PricingContext): PricedNeed {
  const priceCents = roundCents((need.estimatedPriceCents ?? 0) * context.materialFactor);
  // A consumable with an estimated price is bought as counted, or as one lot for the job.
  const packages = isCount(need.required) ? Math.max(1, Math.ceil(need.required.value - 1e-9)) : 1;
  const lot: Quantity = isCount(need.required) ? { value: 1, uom: need.required.uom } : need.required;
  const gate = checkMaterial({
    required: need.required,
    packages,
    priceCents,
    coveragePerPackage: lot,
    confidence: 'estimated',
  });
  if (gate.decision === 'REJECT')
    return { decision: 'REJECT', issues: gate.issues, reason: gate.instructions ?? 'rejected' };
  return {
    decision: gate.decision,
    issues: gate.issues,
    material: {
      id: context.materialId,
      name: need.skipSearch ? need.name : `Est: ${need.name}`,
      role: need.role,
      priceCents,
      packages,
      packageUnit: isCount(need.required) ? need.required.uom : 'unit',
      provenance: {
        sourceKind: 'trade_profile',
        sourceName: 'Quoin trade profile estimate',
        basePriceCents: need.estimatedPriceCents ?? 0,
        materialFactor: context.materialFactor,
        confidence: 'estimated',
        notes: [
          need.skipSearch
            ? 'Small consumable priced from the trade profile'
            : 'No catalog product fit; priced from the trade profile estimate',
        ],
      },
    },
  };
}

/**
 * The spec's fallback chain for one material (§14): search → first candidate the validation gate accepts →
 * the trade profile's estimated price → unresolved with the reason. Never guesses a coverage.
 */
export async function priceMaterialNeed(need: MaterialNeed, context: PricingContext): Promise<PricedNeed> {
  if (need.skipSearch) return estimatedMaterial(need, context);
  const query = need.searchQuery ?? need.name;
  const candidates = await context.priceSource.search(query, {
    ...(context.zip ? { zip: context.zip } : {}),
    limit: 5,
  });
  let unresolved: PricedNeed | undefined;
  for (const candidate of candidates) {
    // A low-confidence match is usually another product (sand for thinset); an estimate or an honest
    // "unresolved" is better than a wrong product priced as if it were right.
    if (candidate.confidence === 'low') {
      unresolved ??= {
        decision: 'NO_MATCH',
        issues: [],
        reason: `No confident match for "${query}" (best: ${candidate.item.name})`,
      };
      continue;
    }
    const math = packageMathFor(need, candidate);
    const applyFactor = candidate.sourceKind === 'catalog';
    const priceCents = applyFactor
      ? roundCents(candidate.item.priceCents * context.materialFactor)
      : candidate.item.priceCents;
    const packages = math?.packagesNeeded ?? 0;
    const gate = checkMaterial({
      required: need.required,
      packages,
      priceCents,
      ...(math ? { coveragePerPackage: math.coveragePerPackage } : {}),
      confidence: candidate.confidence,
    });
    if (gate.decision === 'REJECT') continue;
    if (gate.decision === 'PERSIST_UNRESOLVED') {
      unresolved ??= {
        decision: gate.decision,
        issues: gate.issues,
        reason: `${candidate.item.name}: ${gate.issues.map((i) => i.message).join('; ')}`,
      };
      continue;
    }
    return {
      decision: gate.decision,
      issues: gate.issues,
      material: {
        id: context.materialId,
        name: candidate.item.name,
        role: need.role,
        priceCents,
        packages,
        packageUnit: candidate.item.packageUnit,
        ...(math ? { coveragePerPackage: math.coveragePerPackage } : {}),
        provenance: provenanceOf(candidate, need, context.materialFactor, math),
      },
    };
  }
  if (need.estimatedPriceCents !== undefined) return estimatedMaterial(need, context);
  return unresolved ?? { decision: 'NO_MATCH', issues: [], reason: `No product found for "${query}"` };
}
