import { clauseFlags } from './scope-phrases.ts';
import type { LabeledDraft } from './scope-plan.ts';

/** Whether a clause asks for work, not only says how a thing is ("the furnace is shot", "a 14kW Generac"). */
function asksForWork(clause: string): boolean {
  const flags = clauseFlags(clause);
  return (
    flags.install ||
    flags.replace ||
    flags.remove ||
    flags.paint ||
    flags.stain ||
    flags.refinish ||
    flags.clean ||
    (flags.repair && !flags.symptom)
  );
}

const stated = (entry: LabeledDraft) => entry.draft.quantitySource === 'stated';

/**
 * Which of two lines of the same work in the same place is the thing said twice, if they are. One figure read twice
 * in a clause ("9 interior doors, the old hollow core ones, with prehung 6 panel") is one count. Otherwise two sized
 * lines, or two asked for in two clauses, are two things; a line of a clause that asks for the work stands over one
 * of a clause that only describes the thing ("our 2 bath ranch has galvanized pipes"), then a sized line over an
 * unsized one, then the larger.
 */
function sameThing(first: LabeledDraft, later: LabeledDraft): LabeledDraft | undefined {
  const sameClause = first.clause === later.clause;
  if (sameClause && first.draft.quantity === later.draft.quantity) return first;
  // "new carpet in the living and family room … Mid grade carpet with new pad": the same surface of the same rooms
  // is covered once.
  const derived = (entry: LabeledDraft) =>
    entry.draft.quantitySource === 'derived' && entry.draft.uom !== 'each';
  if (derived(first) && derived(later) && first.draft.quantity === later.draft.quantity) return first;
  if (stated(first) && stated(later)) return undefined;
  if (!sameClause) {
    const firstAsks = asksForWork(first.clause);
    const laterAsks = asksForWork(later.clause);
    if (firstAsks && laterAsks) return undefined;
    if (firstAsks !== laterAsks) return firstAsks ? first : later;
  }
  if (stated(first) !== stated(later)) return stated(first) ? first : later;
  return first.draft.quantity >= later.draft.quantity ? first : later;
}

/**
 * The request's lines with one thing said twice priced once: "the furnace is shot, need a new gas furnace",
 * "gutters + downspouts, 6 downspouts", "sand the floors down and refinish them".
 */
export function oncePerThing(drafts: LabeledDraft[]): LabeledDraft[] {
  const kept: LabeledDraft[] = [];
  for (const entry of drafts) {
    const index = kept.findIndex(
      (k) =>
        !k.fromTemplate &&
        !entry.fromTemplate &&
        k.draft.assemblyId === entry.draft.assemblyId &&
        k.label === entry.label,
    );
    const earlier = index < 0 ? undefined : kept[index]!;
    const stands = earlier ? sameThing(earlier, entry) : undefined;
    if (!earlier || !stands) kept.push(entry);
    else kept[index] = stands;
  }
  return kept;
}
