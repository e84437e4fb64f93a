import { describe, expect, it } from 'vitest';
import { initialLiveState, type LiveState, liveReducer } from './live-state.ts';
import type { EstimateResponse } from './wire-types.ts';

function response(version: number, pending = false): EstimateResponse {
  return {
    estimate: {
      schemaVersion: 1,
      id: 'est-1',
      title: 'Bedroom',
      version,
      mode: 'offline',
      settings: {
        laborMarkupPercent: 20,
        materialMarkupPercent: 15,
        taxRatePercent: 0,
        contingencyPercent: 0,
        overheadPercent: 0,
        profitPercent: 0,
      },
      groups: [],
      assumptions: [],
      questions: [],
      exclusions: [],
      lifecycleState: 'building',
      issues: [],
    },
    totals: {
      subtotalCents: 0,
      taxCents: 0,
      contingencyCents: 0,
      overheadCents: 0,
      profitCents: 0,
      grandTotalCents: 0,
    },
    ...(pending ? { pendingPlan: { id: 'plan-1', status: 'pending', summary: '', plan: {} } } : {}),
  };
}

const loaded = (version: number, pending = false): LiveState =>
  liveReducer(initialLiveState, { type: 'loaded', data: response(version, pending) });
const item = {
  id: 'line-1',
  type: 'assembly',
  title: 'Paint walls',
  quantity: 416,
  uom: 'sq_ft',
  rateCents: 53,
};

describe('liveReducer', () => {
  it('marks the state stale only for a newer version, and a load clears it', () => {
    const state = loaded(2);
    const same = liveReducer(state, {
      type: 'event',
      event: { type: 'estimate_updated', version: 2, grandTotalCents: 0 },
    });
    expect(same.stale).toBe(false);
    const newer = liveReducer(state, {
      type: 'event',
      event: { type: 'estimate_updated', version: 3, grandTotalCents: 100 },
    });
    expect(newer.stale).toBe(true);
    expect(liveReducer(newer, { type: 'loaded', data: response(3) }).stale).toBe(false);
    // An older response arriving late never replaces a newer one.
    expect(liveReducer(loaded(3), { type: 'loaded', data: response(2) }).data?.estimate.version).toBe(3);
  });

  it('adds streamed groups and lines once, whatever the number of deliveries', () => {
    let state = loaded(1);
    const group = { id: 'g-1', name: 'Painting', sortOrder: 0, items: [] };
    const line = {
      ...item,
      description: '',
      laborOnly: false,
      materials: [],
      pricingState: 'estimated' as const,
    };
    for (let copy = 0; copy < 2; copy++) {
      state = liveReducer(state, { type: 'event', event: { type: 'group_added', group } });
      state = liveReducer(state, {
        type: 'event',
        event: {
          type: 'line_item_added',
          groupId: 'g-1',
          item: { ...line, origin: 'plan', userEdited: false, issues: [] },
        },
      });
    }
    expect(state.data?.estimate.groups).toHaveLength(1);
    expect(state.data?.estimate.groups[0]?.items.map((i) => i.id)).toEqual(['line-1']);
    const edited = { ...line, quantity: 500, origin: 'plan' as const, userEdited: true, issues: [] };
    state = liveReducer(state, {
      type: 'event',
      event: { type: 'line_item_updated', groupId: 'g-1', item: edited },
    });
    expect(state.data?.estimate.groups[0]?.items[0]?.quantity).toBe(500);
    state = liveReducer(state, {
      type: 'event',
      event: { type: 'line_item_removed', groupId: 'g-1', itemId: 'line-1' },
    });
    expect(state.data?.estimate.groups[0]?.items).toEqual([]);
  });

  it('streams a reply until the stored message arrives, and keeps chat messages unique', () => {
    let state = liveReducer(loaded(1), {
      type: 'event',
      event: { type: 'assistant_chunk', delta: 'I read ' },
    });
    state = liveReducer(state, { type: 'event', event: { type: 'assistant_chunk', delta: 'a bedroom' } });
    expect(state.streaming).toBe('I read a bedroom');
    const message = { id: 'm-1', role: 'assistant' as const, content: 'I read a bedroom', createdAt: '' };
    state = liveReducer(state, { type: 'event', event: { type: 'chat_message_added', message } });
    state = liveReducer(state, { type: 'event', event: { type: 'chat_message_added', message } });
    expect(state.streaming).toBe('');
    expect(state.messages).toHaveLength(1);
  });

  it('shows a proposed plan until it is approved or rejected', () => {
    const proposed = liveReducer(loaded(1, true), {
      type: 'event',
      event: { type: 'plan_proposed', planId: 'plan-1', summary: 'Paint', plan: {}, understood: ['bedroom'] },
    });
    expect(proposed.plan?.planId).toBe('plan-1');
    expect(
      liveReducer(proposed, { type: 'event', event: { type: 'plan_rejected', planId: 'plan-1' } }).plan,
    ).toBe(undefined);
    expect(
      liveReducer(proposed, { type: 'event', event: { type: 'plan_approved', planId: 'plan-1' } }).plan,
    ).toBe(undefined);
    // Executed: the estimate comes back without a pending plan.
    expect(liveReducer(proposed, { type: 'loaded', data: response(2) }).plan).toBe(undefined);
  });

  it('reads events the protocol may add (suggestions, token usage) defensively', () => {
    let state = liveReducer(loaded(1), {
      type: 'event',
      event: { type: 'suggestions_updated', suggestions: ['Add trim', 3, 'Add primer'] },
    });
    expect(state.suggestions).toEqual(['Add trim', 'Add primer']);
    state = liveReducer(state, {
      type: 'event',
      event: {
        type: 'token_usage_updated',
        inputTokens: 1200,
        outputTokens: 'many',
        costUsd: 0.0031,
        modelId: 'm',
      },
    });
    expect(state.usage).toEqual({ inputTokens: 1200, outputTokens: 0, costUsd: 0.0031, modelId: 'm' });
    const unknown = liveReducer(state, { type: 'event', event: { type: 'group_updated', version: 5 } });
    expect(unknown.stale).toBe(true);
  });
});

describe('drawing ingestion progress', () => {
  it('shows the page being read and clears on the last page', () => {
    const event = (page: number) => ({
      type: 'event' as const,
      event: {
        type: 'drawing_ingest_progress' as const,
        fileName: 'house.pdf',
        page,
        pageCount: 3,
        sheet: `A-10${page}`,
        textClass: 'text',
      },
    });
    const reading = liveReducer(initialLiveState, event(2));
    expect(reading.drawingProgress).toEqual({ fileName: 'house.pdf', page: 2, pageCount: 3, sheet: 'A-102' });
    expect(liveReducer(reading, event(3)).drawingProgress).toBeUndefined();
  });
});
