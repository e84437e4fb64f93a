import type { LabeledDraft } from './scope-plan.ts';

// A service call is a visit: the rules that read a thing and its part ("the toilet leaks, reset it with a new wax
// ring") each price one, and the trade comes once. A count the customer stated ("flappers on 3 toilets") stays.
const SERVICE_VISIT = /\bservice (?:call|visit)\b/i;
/** Whether a line or rule of this title is a service call (a visit for parts or a repair). */
export const isServiceCall = (title: string) => SERVICE_VISIT.test(title);
const oneVisit = (entry: LabeledDraft) =>
  isServiceCall(entry.draft.title) && entry.draft.quantitySource !== 'stated';

/** The request's lines with each trade's unsized service call priced once (the first line, the largest count). */
export function oneVisitPerService(drafts: LabeledDraft[]): LabeledDraft[] {
  const first = new Map<string, LabeledDraft>();
  const kept: LabeledDraft[] = [];
  for (const entry of drafts) {
    const key = `${entry.draft.tradeId}|${entry.draft.assemblyId}`;
    const visit = oneVisit(entry) ? first.get(key) : undefined;
    if (!visit) {
      kept.push(entry);
      if (oneVisit(entry)) first.set(key, entry);
      continue;
    }
    const quantity = Math.max(visit.draft.quantity, entry.draft.quantity);
    const merged = { ...visit, draft: { ...visit.draft, quantity } };
    kept[kept.indexOf(visit)] = merged;
    first.set(key, merged);
  }
  return kept;
}
