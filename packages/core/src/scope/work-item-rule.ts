import type { TradeProfile, WorkItem } from '../trades/trade-profile-schema.ts';
import type { Uom } from '../units/uom.ts';
import type { QuantityBasis, WorkRule } from './work-rule.ts';

/** The basis a work item's default unit is read on; a unit not here has no reading. */
export const UOM_BASIS: Partial<Record<Uom, QuantityBasis>> = {
  each: 'count',
  sq_ft: 'floor',
  square: 'roof',
  linear_ft: 'linear',
  cubic_yd: 'volume',
};

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A trade work item as a work rule of its own (`<prefix>_<item id>`), titled by its first keyword; none when it
 * has no assembly or its unit has no basis. The lexicon, the registry fallback and cleaning read work this way.
 */
export function workItemRule(prefix: string, trade: TradeProfile, workItem: WorkItem): WorkRule | undefined {
  const basis = UOM_BASIS[workItem.defaultUom];
  if (!basis || !workItem.assembly) return undefined;
  return {
    id: `${prefix}_${workItem.id}`,
    noun: '',
    tradeId: trade.id,
    assemblyId: workItem.assembly,
    title: capitalize(workItem.keywords[0] ?? workItem.id.replace(/_/g, ' ')),
    basis,
    ...(workItem.laborOnly ? { laborOnly: true } : {}),
    ...(workItem.countUnits.length > 0 ? { countUnits: workItem.countUnits } : {}),
    ...(workItem.typicalQuantity === undefined ? {} : { typical: workItem.typicalQuantity }),
    ...(workItem.refine ? { refine: workItem.refine } : {}),
    ...(workItem.perVisit ? { perVisit: true } : {}),
  };
}
