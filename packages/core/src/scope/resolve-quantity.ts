import { describeMeasure } from './parse-quantity.ts';
import { fallback, nearest, type ResolvedQuantity, take } from './quantity-basics.ts';
import { resolveArea, resolveLength } from './resolve-area.ts';
import { resolveCount } from './resolve-count.ts';
import type { ClauseContext } from './scope-context.ts';
import type { WorkRule } from './work-rule.ts';

/** The quantity of one recognised piece of work, in the unit of its basis, with the reasoning. */
export function resolveQuantity(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  switch (rule.basis) {
    case 'count':
      return resolveCount(context, rule, matchText, start);
    case 'linear':
    case 'perimeter':
    case 'railing':
      return resolveLength(context, rule, matchText, start);
    case 'volume': {
      const volume = nearest(context, start, (m) => m.kind === 'volume');
      if (volume)
        return { quantity: take(context, volume).value, basis: `${describeMeasure(volume)} as stated` };
      return fallback(context, rule, matchText);
    }
    default:
      return resolveArea(context, rule, matchText, start);
  }
}
