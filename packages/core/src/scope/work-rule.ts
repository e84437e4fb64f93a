import type { Uom } from '../units/uom.ts';
import type { ClauseContext } from './scope-context.ts';
import type { ClauseFlags } from './scope-phrases.ts';
import type { QUANTITY_BASES } from './work-rule-schema.ts';

/**
 * How a plan line gets its quantity: a count, an area with its basis (floor, wall, ceiling, roof, exterior
 * wall), a length (stated, or a perimeter), or a volume.
 */
export type QuantityBasis = (typeof QUANTITY_BASES)[number];

export const BASIS_UOM: Record<QuantityBasis, Uom> = {
  count: 'each',
  floor: 'sq_ft',
  wall: 'sq_ft',
  ceiling: 'sq_ft',
  roof: 'square',
  exteriorWall: 'sq_ft',
  linear: 'linear_ft',
  perimeter: 'linear_ft',
  railing: 'linear_ft',
  volume: 'cubic_yd',
};

/**
 * One kind of work the parser recognises (a rule of data/work-rules, compiled at load, or a lexicon entry): the
 * words that name it, the actions that must (or must not) be said, and the trade assembly that prices it. Titles use the assembly's own keywords so the compiler finds
 * the same work item (waste factor, search query) the assembly id already fixes.
 */
export interface WorkRule {
  id: string;
  /** Lower-case regex source for the thing worked on; matched as whole words. */
  noun: string;
  /** Whether the rule applies to a clause: its actions, its words, and what the whole request is about. */
  when?: (flags: ClauseFlags, text: string, context: ClauseContext) => boolean;
  tradeId: string;
  assemblyId: string;
  title: string;
  basis: QuantityBasis;
  laborOnly?: boolean;
  /** Quantity when the request gives none and no room or size implies one (stated as an assumption). */
  typical?: number;
  /** A special reading of sizes (tank gallons, kW, amps, window size …), see refine-item.ts. */
  refine?: string;
  /** Words a count stands before to count this work ("a 6 zone sprinkler system", "3 zones"), folded singular. */
  countUnits?: readonly string[];
  /** A service call: one visit, however many things it looks at ("two outlets stopped working"). */
  perVisit?: boolean;
  /** A whole-house system: units per sq ft of a stated house floor area ("all the ductwork in a 1600 sq ft ranch"). */
  perHouseSqFt?: number;
}
