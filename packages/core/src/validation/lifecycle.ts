import type { LifecycleState, ValidationIssue } from '../estimate/estimate-schema.ts';
import { QuoinError } from '../quoin-error.ts';

/**
 * The estimate lifecycle of spec §11: building → review_required ⇄ validated → sent, and back to building when
 * a person edits. `recomputed` derives review_required or validated from the issues and the quality score.
 */
export type LifecycleEvent =
  | { type: 'recomputed'; issues: readonly ValidationIssue[]; qualityScore: number }
  | { type: 'edited' }
  | { type: 'sent' };

/** Scores below this need a person's review (spec §12 thresholds). */
export const ACCEPTABLE_QUALITY_SCORE = 70;

export function nextLifecycleState(state: LifecycleState, event: LifecycleEvent): LifecycleState {
  switch (event.type) {
    case 'edited':
      return 'building';
    case 'recomputed': {
      if (state === 'sent') return 'sent';
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
  }
}
