import type { LineItem, ValidationIssue } from '../estimate/estimate-schema.ts';
import { type Dimension, UOM_INFO, uomLabel } from '../units/uom.ts';

/**
 * The most one line of a remodeling or light-commercial estimate plausibly holds, per dimension of its unit,
 * in the dimension's base unit. A big-box store's floor is about 100,000 sq ft; beyond these the reading is
 * almost surely wrong ("a 5000x5000 bedroom", "10,000,000 sq ft of LVP") and a person must confirm it.
 */
const MOST_PER_LINE: Partial<Record<Dimension, number>> = {
  area: 100_000,
  length: 50_000,
  count: 5_000,
  volume: 100_000 * 27,
};

/** A line of no quantity, or of one no job of this kind has: blocking, with the question to ask. */
export function quantityIssues(item: LineItem, path: ValidationIssue['path']): ValidationIssue[] {
  if (item.type === 'text' || item.type === 'allowance' || item.uom === 'lump_sum') return [];
  const unit = uomLabel(item.uom);
  if (item.quantity === 0) {
    return [
      {
        code: 'ZERO_QUANTITY',
        severity: 'blocking',
        path,
        message: `"${item.title}" is 0 ${unit}, so nothing is priced for it: what size is it, or should the line go?`,
      },
    ];
  }
  const info = UOM_INFO[item.uom];
  const most = MOST_PER_LINE[info.dimension];
  if (most === undefined || item.quantity * info.toBase <= most) return [];
  return [
    {
      code: 'IMPLAUSIBLE_QUANTITY',
      severity: 'blocking',
      path,
      message: `"${item.title}" is ${item.quantity.toLocaleString('en-US')} ${unit}, more than one job of this kind holds: is that size right?`,
    },
  ];
}
