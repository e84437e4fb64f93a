import { type Estimate, findTargetLines, type TradeRegistry } from '@quoin/core';
import { inputError } from '../exit-codes.ts';

/** A group, or one line of it, named on the command line. */
export interface AlternateTarget {
  groupId: string;
  itemId?: string;
  /** The group's name or the line's title, for what is printed. */
  label: string;
}

/**
 * What LINE names: a line id, a group id, a group's name (the whole group), or words of one line's title
 * ("windows"). Several lines or none: an input error that lists what there is.
 */
export function findAlternateTarget(
  estimate: Estimate,
  text: string,
  registry: TradeRegistry,
): AlternateTarget {
  const wanted = text.trim().toLowerCase();
  for (const group of estimate.groups) {
    if (group.id === text || group.name.toLowerCase() === wanted)
      return { groupId: group.id, label: group.name };
    const item = group.items.find((line) => line.id === text || line.title.toLowerCase() === wanted);
    if (item) return { groupId: group.id, itemId: item.id, label: item.title };
  }
  const lines = findTargetLines(estimate, text, registry);
  const only = lines.length === 1 ? lines[0] : undefined;
  const group = only && estimate.groups.find((candidate) => candidate.items.includes(only));
  if (only && group) return { groupId: group.id, itemId: only.id, label: only.title };
  const titles = (lines.length > 1 ? lines : estimate.groups.flatMap((g) => g.items)).map(
    (line) => `${line.id} (${line.title})`,
  );
  throw inputError(
    lines.length > 1
      ? `"${text}" names several lines; give one id: ${titles.join('; ')}`
      : `No line or group "${text}" in the estimate. Its lines: ${titles.join('; ')}`,
    { line: text },
  );
}
