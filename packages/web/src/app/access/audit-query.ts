/** The audit screen's filters, as the admin typed them (empty means "any"). */
export interface AuditFilters {
  actor: string;
  /** An exact action or a family prefix ending in a dot (`estimate.`). */
  action: string;
  estimateId: string;
  /** A day (`YYYY-MM-DD`): entries from its start, UTC. */
  since: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', estimateId: '', since: '' };

/** The families the action filter offers; the server matches a prefix ending in a dot. */
export const AUDIT_ACTION_FAMILIES = [
  'estimate.',
  'upload.',
  'drawing_set.',
  'agent.',
  'member.',
  'invitation.',
  'token.',
  'org.',
] as const;

/** GET /api/audit's query string for the filters (blank ones left out). */
export function auditQueryString(filters: AuditFilters, limit = 500): string {
  const params = new URLSearchParams();
  if (filters.actor.trim()) params.set('actor', filters.actor.trim());
  if (filters.action.trim()) params.set('action', filters.action.trim());
  if (filters.estimateId.trim()) params.set('estimateId', filters.estimateId.trim());
  if (filters.since) params.set('since', `${filters.since}T00:00:00.000Z`);
  params.set('limit', String(limit));
  return params.toString();
}

/** One changed value as a person reads it: `40 → 45`, `(none) → "Tile"`. */
export function changeText(before: unknown, after: unknown): string {
  // A list (the estimate's issues) is shown by its size: its whole JSON buries the change.
  const shown = (value: unknown) =>
    Array.isArray(value)
      ? `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`
      : value === null || value === undefined
        ? '(none)'
        : typeof value === 'string'
          ? `"${value}"`
          : JSON.stringify(value);
  return `${shown(before)} → ${shown(after)}`;
}

interface LineChange {
  itemId: string;
  title: string;
  change: 'added' | 'removed' | 'changed';
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Lines of text for an entry's before/after: the estimate's fields, then each line item's change. */
export function auditChangeLines(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  for (const field of Object.keys(after)) lines.push(`${field}: ${changeText(before[field], after[field])}`);
  for (const line of (details.lineItems ?? []) as LineChange[]) {
    if (line.change !== 'changed') {
      lines.push(`${line.title} (${line.itemId}) ${line.change}`);
      continue;
    }
    for (const field of Object.keys(line.after ?? {})) {
      lines.push(
        `${line.title} (${line.itemId}): ${field} ${changeText(line.before?.[field], line.after?.[field])}`,
      );
    }
  }
  return lines;
}
