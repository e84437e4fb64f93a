import { ownWallFace } from './own-size.ts';
import { describeMeasure, type Measure } from './parse-quantity.ts';
import {
  BASES,
  explicitArea,
  fallback,
  nearest,
  type ResolvedQuantity,
  take,
  unused,
} from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { derivedQuantity, statedRoofArea } from './resolve-area.ts';
import { resolveCount } from './resolve-count.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';
import { areaFromVolume } from './volume-area.ts';
import type { WorkRule } from './work-rule.ts';

/** The figure the request states for the work's own basis, not yet used by other work. */
function statedMeasure(context: ClauseContext, rule: WorkRule, start: number): Measure | undefined {
  const { statedAreaOf } = BASES[rule.basis];
  // "sod 1/4 acre": a piece of land is the area of work on the land, never of a floor or a roof.
  const site = QUANTITY_WORDS.siteWorkTrades.includes(rule.tradeId) ? (['site'] as const) : [];
  if (statedAreaOf.length > 0) return explicitArea(context, start, [...statedAreaOf, ...site]);
  const kind = rule.basis === 'volume' ? 'volume' : 'length';
  // "150 ft of 6 ft privacy fence": the run is the longest figure, the short one is a height (old fence too).
  if (rule.tradeId === 'fencing' && kind === 'length')
    return unused(context, (m) => m.kind === kind).sort((a, b) => b.value - a.value)[0];
  return nearest(context, start, (m) => m.kind === kind);
}

/**
 * The quantity of one recognised piece of work, in the unit of its basis, with the reasoning: a figure stated
 * for it, else one derived from the rooms or house the request sizes, else the typical size (asked about).
 */
export function resolveQuantity(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  if (rule.basis === 'count') return resolveCount(context, rule, matchText, start);
  if (rule.basis === 'roof') {
    const roof = statedRoofArea(context, start);
    if (roof) return roof;
  } else {
    const stated = statedMeasure(context, rule, start);
    const what = BASES[rule.basis].statedAreaOf.length > 0 ? ` ${BASES[rule.basis].name}` : '';
    if (stated)
      return {
        quantity: take(context, stated).value,
        basis: sayNote('stated', { measure: describeMeasure(stated), what }),
      };
  }
  const own = rule.basis === 'wall' ? ownWallFace(context, rule, start, matchText) : undefined;
  return (
    own ??
    areaFromVolume(context, rule, start) ??
    derivedQuantity(context, rule) ??
    fallback(context, rule, matchText)
  );
}
