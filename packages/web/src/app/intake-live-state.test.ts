import { describe, expect, it } from 'vitest';
import { initialLiveState, liveReducer } from './live-state.ts';
import type { IntakeResponse } from './wire-types.ts';

const intake = {
  id: 'intake-1',
  mode: 'quick',
  status: 'interviewing',
  turns: [],
  transcript: [{ role: 'assistant', text: "What's the project?" }],
  brief: {},
} as unknown as IntakeResponse;

describe('liveReducer and the intake interview', () => {
  it('keeps the interview another window announced, and ignores a malformed announcement', () => {
    const state = liveReducer(initialLiveState, { type: 'event', event: { type: 'intake_updated', intake } });
    expect(state.intake?.id).toBe('intake-1');
    expect(
      liveReducer(state, { type: 'event', event: { type: 'intake_updated', intake: 'garbage' } }).intake,
    ).toBe(state.intake);
  });
});
