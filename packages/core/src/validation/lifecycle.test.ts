import { describe, expect, it } from 'vitest';
import type { LifecycleState } from '../estimate/estimate-schema.ts';
import { nextLifecycleState } from './lifecycle.ts';

const blocking = [{ code: 'ZERO_RATE', severity: 'blocking' as const, path: [], message: '' }];

describe('nextLifecycleState', () => {
  it.each<[LifecycleState, Parameters<typeof nextLifecycleState>[1], LifecycleState]>([
    ['building', { type: 'recomputed', issues: [], qualityScore: 95 }, 'validated'],
    ['building', { type: 'recomputed', issues: blocking, qualityScore: 85 }, 'review_required'],
    ['building', { type: 'recomputed', issues: [], qualityScore: 60 }, 'review_required'],
    ['review_required', { type: 'recomputed', issues: [], qualityScore: 90 }, 'validated'],
    ['validated', { type: 'edited' }, 'building'],
    ['validated', { type: 'sent' }, 'sent'],
    ['sent', { type: 'recomputed', issues: blocking, qualityScore: 10 }, 'sent'],
    ['sent', { type: 'edited' }, 'building'],
    ['sent', { type: 'accepted' }, 'accepted'],
    ['accepted', { type: 'recomputed', issues: blocking, qualityScore: 10 }, 'accepted'],
    ['accepted', { type: 'recomputed', issues: [], qualityScore: 95 }, 'accepted'],
    ['accepted', { type: 'edited' }, 'building'],
  ])('%s + %j → %s', (state, event, expected) => {
    expect(nextLifecycleState(state, event)).toBe(expected);
  });

  it('refuses to send an estimate that is not validated, saying what to do', () => {
    expect(() => nextLifecycleState('review_required', { type: 'sent' })).toThrow(/resolve its issues/);
  });
});

describe('accepting', () => {
  it.each<LifecycleState>(['building', 'review_required', 'validated', 'accepted'])(
    'refuses to accept an estimate in %s: only a sent proposal is signed',
    (state) => {
      expect(() => nextLifecycleState(state, { type: 'accepted' })).toThrow(/only a sent proposal/);
    },
  );

  it('cannot send an accepted estimate again', () => {
    expect(() => nextLifecycleState('accepted', { type: 'sent' })).toThrow(/cannot be sent/);
  });
});
