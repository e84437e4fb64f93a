import { computePackagesNeeded } from '../units/package-math.ts';
import type { LineItem, Material } from './estimate-schema.ts';

/**
 * A material bought for `fromQuantity` units of work, rebought for `toQuantity`: the package math runs again on
 * the scaled requirement (its formula and count updated), and a material without package math scales its count
 * up to whole packages. Changing 3 windows to 6 must buy 6 windows, not add labor alone.
 */
export function rescaleMaterial(material: Material, fromQuantity: number, toQuantity: number): Material {
  if (fromQuantity <= 0 || fromQuantity === toQuantity) return material;
  const ratio = toQuantity / fromQuantity;
  const math = material.provenance.packageMath;
  if (math) {
    const required = { value: math.required.value * ratio, uom: math.required.uom };
    const next = computePackagesNeeded(required, math.coveragePerPackage, math.wasteFactor);
    if (next) {
      return {
        ...material,
        packages: next.packagesNeeded,
        provenance: { ...material.provenance, packageMath: { ...next } },
      };
    }
  }
  const packages = toQuantity === 0 ? 0 : Math.max(1, Math.ceil(material.packages * ratio - 1e-9));
  return { ...material, packages };
}

/**
 * The line with a new work quantity and its materials rebought for it. A material line's quantity is its
 * packages, so the product it documents follows it; a line that was 0 has nothing to scale from.
 */
export function rescaleLineItem(item: LineItem, quantity: number): LineItem {
  if (quantity === item.quantity) return item;
  if (item.type === 'material') {
    return {
      ...item,
      quantity,
      materials: item.materials.map((material) => ({ ...material, packages: quantity })),
    };
  }
  if (item.type !== 'assembly' || item.quantity <= 0) return { ...item, quantity };
  return {
    ...item,
    quantity,
    materials: item.materials.map((material) => rescaleMaterial(material, item.quantity, quantity)),
  };
}
