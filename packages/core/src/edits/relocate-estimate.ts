import type { Estimate, EstimateLocation, LineItem, Material } from '../estimate/estimate-schema.ts';
import { roundCents } from '../money/money.ts';

/** What a relocation changed: the estimate and how many lines were priced again. */
export interface Relocation {
  estimate: Estimate;
  repricedLineCount: number;
}

function rescaleMaterial(material: Material, materialFactor: number): Material {
  const { provenance } = material;
  if (provenance?.basePriceCents === undefined || provenance.materialFactor === undefined) return material;
  return {
    ...material,
    priceCents: roundCents(provenance.basePriceCents * materialFactor),
    provenance: { ...provenance, materialFactor },
  };
}

function relocateItem(item: LineItem, from: EstimateLocation | undefined, to: EstimateLocation): LineItem {
  // A price the contractor typed is theirs: a new address does not change it.
  if (item.pricingState === 'user') return item;
  let next = { ...item, materials: item.materials.map((m) => rescaleMaterial(m, to.materialFactor)) };
  const oldLaborFactor = item.labor?.laborFactor ?? from?.laborFactor;
  if (item.type === 'assembly' && item.labor && oldLaborFactor !== undefined) {
    const ratio = to.laborFactor / oldLaborFactor;
    next = {
      ...next,
      rateCents: roundCents(item.rateCents * ratio),
      labor: {
        ...item.labor,
        laborFactor: to.laborFactor,
        ...(item.labor.hourlyCostCents === undefined
          ? {}
          : { hourlyCostCents: roundCents(item.labor.hourlyCostCents * ratio) }),
        formula: `${item.labor.formula}; moved to ${to.area}, ${to.state}: × ${to.laborFactor.toFixed(2)}/${oldLaborFactor.toFixed(2)} labor factor`,
      },
    };
  }
  const price = item.price;
  if (item.type !== 'assembly' && price?.basePriceCents !== undefined && price.materialFactor !== undefined) {
    next = {
      ...next,
      rateCents: roundCents(price.basePriceCents * to.materialFactor),
      price: { ...price, materialFactor: to.materialFactor },
    };
  }
  return next;
}

const LOCATION_NOTE = /^Location: /;

/**
 * The estimate at another location: labor rates scaled by the new labor factor over the old, material prices
 * from their base price × the new material factor (the package math is unchanged: the same packages are
 * bought), lines priced by the contractor left alone. The location assumption is replaced. Totals follow
 * from the lines; the caller runs the validation gate.
 */
export function relocateEstimate(estimate: Estimate, location: EstimateLocation): Relocation {
  let repricedLineCount = 0;
  const groups = estimate.groups.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const moved = relocateItem(item, estimate.location, location);
      if (JSON.stringify(moved) !== JSON.stringify(item)) repricedLineCount += 1;
      return moved;
    }),
  }));
  const place = location.fallback ? 'national average' : `${location.area}, ${location.state}`;
  const note =
    `Location: ${location.input ? `ZIP ${location.input}, ` : ''}${place}; labor × ${location.laborFactor.toFixed(2)}, ` +
    `materials × ${location.materialFactor.toFixed(2)}.`;
  return {
    estimate: {
      ...estimate,
      location,
      groups,
      assumptions: [...estimate.assumptions.filter((a) => !LOCATION_NOTE.test(a)), note],
    },
    repricedLineCount,
  };
}
