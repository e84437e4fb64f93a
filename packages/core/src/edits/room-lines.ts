import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { loadWorkRules } from '../scope/load-work-rules.ts';
import { ROOM_TYPES, type RoomType } from '../scope/room-areas.ts';
import type { QuantityBasis } from '../scope/work-rule.ts';

/** The room type a few words name ("living room", "the master bedroom"), by the scope reader's room words. */
export function roomTypeOf(words: string): RoomType | undefined {
  const text = words
    .trim()
    .toLowerCase()
    .replace(/^(?:the|my|our)\s+/, '');
  return ROOM_TYPES.find((room) => new RegExp(`^(?:${room.pattern})$`).test(text));
}

/** The room a group is for: the scope reader names a room's groups "<trade> – <room>". */
export function roomTypeOfGroup(groupName: string): RoomType | undefined {
  const parts = groupName.split(' – ');
  return parts.length > 1 ? roomTypeOf(parts.at(-1) ?? '') : undefined;
}

/** Every line of the groups the estimate has for a room type. */
export function roomLines(estimate: Estimate, room: RoomType): LineItem[] {
  return estimate.groups
    .filter((group) => roomTypeOfGroup(group.name)?.id === room.id)
    .flatMap((group) => group.items);
}

let ruleBasis: Map<string, QuantityBasis> | undefined;

/** The basis of the first scope rule that prices an assembly (the rules are read on first use). */
function ruleBasisOf(assemblyId: string): QuantityBasis | undefined {
  if (!ruleBasis) {
    ruleBasis = new Map();
    const { byFile } = loadWorkRules();
    for (const file of [
      'removal',
      'interior',
      'finish',
      'envelope',
      'site',
      'plumbing',
      'electrical',
      'mechanical',
    ])
      for (const rule of byFile[file] ?? [])
        if (!ruleBasis.has(rule.assemblyId)) ruleBasis.set(rule.assemblyId, rule.basis);
  }
  return ruleBasis.get(assemblyId);
}

/**
 * What of a room a line's quantity measures: the basis of the scope rule that prices its assembly, else its
 * unit (square feet of a wall line are wall area, other square feet floor area, linear feet the perimeter).
 * Counts and stated lengths are not sizes of the room.
 */
export function roomBasisOf(item: LineItem): QuantityBasis | undefined {
  // One assembly can cover walls and ceilings (drywall): a ceiling line is ceiling area whatever its rule.
  if (item.uom === 'sq_ft' && /\bceilings?\b/i.test(item.title)) return 'ceiling';
  const assemblyId = item.labor?.assemblyId;
  const basis = assemblyId ? ruleBasisOf(assemblyId) : undefined;
  if (basis) return basis;
  if (item.uom === 'sq_ft') {
    return /\bwalls?\b/i.test(item.title) ? 'wall' : 'floor';
  }
  return item.uom === 'linear_ft' ? 'perimeter' : undefined;
}
