import type { AlternateDecision, AlternateKind } from '../estimate/alternate.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { QuoinError } from '../quoin-error.ts';

/** Makes a group, or one line of it, an alternate of the given kind, or (kind null) part of the base bid again. */
export interface SetAlternateRequest {
  groupId: string;
  itemId?: string;
  kind: AlternateKind | null;
}

/**
 * The estimate with one group or line marked as an add or deduct alternate (pending the client's answer), or
 * unmarked. Marking keeps an earlier decision of the same target. Unknown group or line: NOT_FOUND.
 */
export function setAlternate(estimate: Estimate, request: SetAlternateRequest): Estimate {
  const group = estimate.groups.find((g) => g.id === request.groupId);
  if (!group)
    throw new QuoinError('NOT_FOUND', `No group ${request.groupId}.`, { kind: 'group', id: request.groupId });
  const mark = <T extends { alternate?: Estimate['groups'][number]['alternate'] }>(target: T): T => {
    const { alternate: previous, ...rest } = target;
    if (request.kind === null) return rest as T;
    return { ...rest, alternate: { kind: request.kind, decision: previous?.decision ?? 'pending' } } as T;
  };
  if (request.itemId === undefined) {
    return { ...estimate, groups: estimate.groups.map((g) => (g === group ? mark(g) : g)) };
  }
  if (!group.items.some((item) => item.id === request.itemId))
    throw new QuoinError('NOT_FOUND', `No line item ${request.itemId} in group ${group.id}.`, {
      kind: 'line_item',
      id: request.itemId,
    });
  return {
    ...estimate,
    groups: estimate.groups.map((g) =>
      g === group
        ? { ...g, items: g.items.map((item) => (item.id === request.itemId ? mark(item) : item)) }
        : g,
    ),
  };
}

/**
 * The client's answers, by alternate id (a whole-group alternate's group id, else its line's id). An id that
 * names no alternate is refused (VALIDATION_FAILED), so a stale proposal page cannot decide something else.
 */
export function decideAlternates(
  estimate: Estimate,
  decisions: Readonly<Record<string, Exclude<AlternateDecision, 'pending'>>>,
): Estimate {
  const known = new Set<string>();
  const groups = estimate.groups.map((group) => {
    if (group.alternate) {
      known.add(group.id);
      const decision = decisions[group.id];
      return decision ? { ...group, alternate: { ...group.alternate, decision } } : group;
    }
    return {
      ...group,
      items: group.items.map((item) => {
        if (!item.alternate) return item;
        known.add(item.id);
        const decision = decisions[item.id];
        return decision ? { ...item, alternate: { ...item.alternate, decision } } : item;
      }),
    };
  });
  const unknown = Object.keys(decisions).filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new QuoinError('VALIDATION_FAILED', `No alternate ${unknown.join(', ')} on this estimate.`, {
      unknown,
    });
  return { ...estimate, groups };
}
