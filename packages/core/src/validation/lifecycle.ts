import type { LifecycleState, ValidationIssue } from '../estimate/estimate-schema.ts';
import { QuoinError } from '../quoin-error.ts';

/**
 * The estimate lifecycle of spec §11: building → review_required ⇄ validated → sent → accepted, and back to
 * building when a person edits. `recomputed` derives review_required or validated from the issues and the
 * quality score; a sent or accepted estimate keeps its state. `accepted` is the client's signature (issue #15).
 */
export type LifecycleEvent =
  | { type: 'recomputed'; issues: readonly ValidationIssue[]; qualityScore: number }
  | { type: 'edited' }
  | { type: 'sent' }
  | { type: 'accepted' };

/** Scores below this need a person's review (spec §12 thresholds). */
export const ACCEPTABLE_QUALITY_SCORE = 70;

export function nextLifecycleState(state: LifecycleState, event: LifecycleEvent): LifecycleState {
  switch (event.type) {
    case 'edited':
      return 'building';
    case 'recomputed': {
      if (state === 'sent' || state === 'accepted') return state;
      const blocking = event.issues.filter((issue) => issue.severity === 'blocking').length;
      return blocking > 0 || event.qualityScore < ACCEPTABLE_QUALITY_SCORE ? 'review_required' : 'validated';
    }
    case 'sent':
      if (state !== 'validated' && state !== 'sent') {
        throw new QuoinError(
          'INVALID_TRANSITION',
          `An estimate in state "${state}" cannot be sent: resolve its issues until it is validated first`,
          { state },
        );
      }
      return 'sent';
    case 'accepted':
      if (state !== 'sent') {
        throw new QuoinError(
          'INVALID_TRANSITION',
          `An estimate in state "${state}" cannot be accepted: only a sent proposal can be signed, once`,
          { state },
        );
      }
      return 'accepted';
  }
}
