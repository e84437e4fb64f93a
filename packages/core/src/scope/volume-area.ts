import { describeMeasure } from './parse-quantity.ts';
import { nearest, type ResolvedQuantity, take } from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { roundQuantity } from './room-areas.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';
import type { WorkRule } from './work-rule.ts';

const CUBIC_FT_PER_CUBIC_YD = 27;
/** Thicker than this is no slab or drive ("a 36 inch vanity" said in the same clause). */
const MAX_THICKNESS_IN = 12;

/**
 * Work priced by its area sized by a volume ("10 cy of concrete for a slab"): the area that volume covers at a
 * thickness the request states ("a 6 inch slab"), else the work's own (data `volumeAreaInches`, stated).
 */
export function areaFromVolume(
  context: ClauseContext,
  rule: WorkRule,
  start: number,
): ResolvedQuantity | undefined {
  const ownInches = QUANTITY_WORDS.volumeAreaInches[rule.assemblyId];
  if (ownInches === undefined) return undefined;
  const volume = nearest(context, start, (m) => m.kind === 'volume' && m.uom === 'cubic_yd');
  if (!volume) return undefined;
  const stated = nearest(
    context,
    start,
    (m) => m.kind === 'inches' && m.value > 0 && m.value <= MAX_THICKNESS_IN,
  );
  const inches = stated ? take(context, stated).value : ownInches;
  const area = roundQuantity((take(context, volume).value * CUBIC_FT_PER_CUBIC_YD * 12) / inches);
  const values = { title: rule.title, measure: describeMeasure(volume), inches, area };
  if (!stated) context.assumptions.push(sayNote('volumeAreaAssumed', values));
  return { quantity: area, basis: sayNote('volumeArea', values) };
}
