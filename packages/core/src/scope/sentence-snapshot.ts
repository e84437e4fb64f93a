import type { LastWork } from './refer-back.ts';
import { type ClauseContext, readClause } from './scope-context.ts';
import type { ScopeNotes } from './scope-plan.ts';

/**
 * The parse as it stood before a sentence, so a later sentence that only sizes things ("Replace the siding.
 * About 1,500 sq ft.") can be read again together with the one before it.
 */
interface SnapshotState extends ScopeNotes {
  lastWork?: LastWork;
  roomByParts?: { id: string; read: boolean };
}

export interface ParseSnapshot {
  drafts: ScopeNotes['drafts'];
  lengths: number[];
  lastWork?: LastWork;
  /** Whether a clause had read the room's job said as its parts. */
  roomByPartsRead?: boolean;
}

const NOTE_LISTS = [
  'understood',
  'unrecognized',
  'assumptions',
  'questions',
  'exclusions',
  'doubts',
] as const;

export function takeSnapshot(state: SnapshotState): ParseSnapshot {
  return {
    drafts: state.drafts.map((labeled) => ({ ...labeled, draft: { ...labeled.draft } })),
    lengths: NOTE_LISTS.map((list) => state[list].length),
    ...(state.lastWork ? { lastWork: state.lastWork } : {}),
    ...(state.roomByParts ? { roomByPartsRead: state.roomByParts.read } : {}),
  };
}

export function restoreSnapshot(state: SnapshotState, snapshot: ParseSnapshot): void {
  // A copy: the snapshot stays as taken, so it may be restored again.
  state.drafts = snapshot.drafts.map((labeled) => ({ ...labeled, draft: { ...labeled.draft } }));
  NOTE_LISTS.forEach((list, index) => {
    state[list].length = snapshot.lengths[index] ?? 0;
  });
  state.lastWork = snapshot.lastWork;
  if (state.roomByParts) state.roomByParts.read = snapshot.roomByPartsRead ?? false;
}

/** The sentence just read added text the reader could not place, and no work. */
export function readNothing(snapshot: ParseSnapshot, state: SnapshotState): boolean {
  const unread = snapshot.lengths[NOTE_LISTS.indexOf('unrecognized')] ?? 0;
  return state.drafts.length === snapshot.drafts.length && state.unrecognized.length > unread;
}

/** The sentence just read added no work and states a quantity, and the one before left a line unsized. */
export function sizesOnly(
  sentence: string,
  before: ParseSnapshot,
  snapshot: ParseSnapshot,
  state: SnapshotState,
  inherited: Partial<ClauseContext>,
): boolean {
  const unsized = state.drafts
    .slice(before.drafts.length, snapshot.drafts.length)
    .some((labeled) => labeled.draft.typical !== undefined);
  return (
    unsized &&
    state.drafts.length === snapshot.drafts.length &&
    readClause(sentence, inherited).measures.some((m) =>
      ['area', 'length', 'count', 'volume'].includes(m.kind),
    )
  );
}
