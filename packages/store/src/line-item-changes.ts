import type { Estimate } from '@quoin/core';

/** What an edit did to one line, for the audit log: its fields before and after (absent when added/removed). */
export interface LineItemChange {
  groupId: string;
  itemId: string;
  title: string;
  change: 'added' | 'removed' | 'changed';
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

// The fields a person reads on a line; provenance, issues and materials' details stay in the estimate itself.
const AUDITED_FIELDS = [
  'title',
  'description',
  'quantity',
  'uom',
  'rateCents',
  'laborMarkupPercent',
  'materialMarkupPercent',
  'laborOnly',
  'pricingState',
] as const;

type Item = Estimate['groups'][number]['items'][number];

function linesOf(estimate: Estimate): Map<string, { groupId: string; item: Item }> {
  return new Map(
    estimate.groups.flatMap((group) =>
      group.items.map((item) => [`${group.id}/${item.id}`, { groupId: group.id, item }] as const),
    ),
  );
}

function picked(item: Item, fields: readonly string[]): Record<string, unknown> {
  const record = item as unknown as Record<string, unknown>;
  const fieldsOut: Record<string, unknown> = Object.fromEntries(
    fields.map((field) => [field, record[field] ?? null]),
  );
  fieldsOut.materialCount = item.materials.length;
  return fieldsOut;
}

/** The lines an edit added, removed or changed (only the fields that changed), in the order of the estimate. */
export function lineItemChanges(before: Estimate, after: Estimate): LineItemChange[] {
  const old = linesOf(before);
  const now = linesOf(after);
  const changes: LineItemChange[] = [];
  for (const [key, { groupId, item }] of now) {
    const previous = old.get(key)?.item;
    if (!previous) {
      changes.push({
        groupId,
        itemId: item.id,
        title: item.title,
        change: 'added',
        after: picked(item, AUDITED_FIELDS),
      });
      continue;
    }
    const was = picked(previous, AUDITED_FIELDS);
    const is = picked(item, AUDITED_FIELDS);
    const changed = Object.keys(is).filter(
      (field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]),
    );
    if (changed.length === 0) continue;
    changes.push({
      groupId,
      itemId: item.id,
      title: item.title,
      change: 'changed',
      before: Object.fromEntries(changed.map((field) => [field, was[field]])),
      after: Object.fromEntries(changed.map((field) => [field, is[field]])),
    });
  }
  for (const [key, { groupId, item }] of old) {
    if (!now.has(key))
      changes.push({
        groupId,
        itemId: item.id,
        title: item.title,
        change: 'removed',
        before: picked(item, AUDITED_FIELDS),
      });
  }
  return changes;
}
