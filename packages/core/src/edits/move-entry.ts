import type { Estimate } from '../estimate/estimate-schema.ts';
import { QuoinError } from '../quoin-error.ts';

/** A group, or a line within its group, moved one place up or down. */
export interface MoveRequest {
  kind: 'group' | 'item';
  id: string;
  direction: 'up' | 'down';
}

function swap<T>(list: T[], index: number, direction: MoveRequest['direction']): boolean {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= list.length) return false;
  const moved = list[index] as T;
  list[index] = list[target] as T;
  list[target] = moved;
  return true;
}

/**
 * The estimate with one group or line moved a place (at the top or bottom already: unchanged). Group sort
 * orders are renumbered in the new order, so the QA pass's sort by sortOrder keeps it. Unknown id: NOT_FOUND.
 */
export function moveEntry(estimate: Estimate, request: MoveRequest): Estimate {
  const groups = estimate.groups.map((group) => ({ ...group, items: [...group.items] }));
  if (request.kind === 'group') {
    const index = groups.findIndex((group) => group.id === request.id);
    if (index < 0)
      throw new QuoinError('NOT_FOUND', `No group ${request.id}.`, { kind: 'group', id: request.id });
    swap(groups, index, request.direction);
    return { ...estimate, groups: groups.map((group, position) => ({ ...group, sortOrder: position * 10 })) };
  }
  const group = groups.find((g) => g.items.some((item) => item.id === request.id));
  if (!group)
    throw new QuoinError('NOT_FOUND', `No line item ${request.id}.`, { kind: 'line_item', id: request.id });
  swap(
    group.items,
    group.items.findIndex((item) => item.id === request.id),
    request.direction,
  );
  return { ...estimate, groups };
}
