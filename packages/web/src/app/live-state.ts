import type { EstimateResponse, EventOf, IntakeResponse, ServerEvent } from './wire-types.ts';

export interface ChatEntry {
  id: string;
  role: string;
  content: string;
}

export interface PendingPlanView {
  planId: string;
  summary: string;
  understood: string[];
  plan: unknown;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  modelId?: string;
}

/** What the workspace shows of one estimate: the REST body kept current by WebSocket events. */
export interface LiveState {
  data?: EstimateResponse;
  messages: ChatEntry[];
  /** The assistant reply being streamed (assistant_chunk deltas), until the stored message arrives. */
  streaming: string;
  plan?: PendingPlanView;
  suggestions: string[];
  usage?: TokenUsage;
  error?: string;
  connection: 'connecting' | 'open' | 'closed';
  /** The server has a version newer than `data`: fetch the estimate again. */
  stale: boolean;
  /** Ids of groups and line items that arrived live, for a short highlight. */
  fresh: string[];
  /** Steps of the approved plan's execution done so far. */
  progress?: { planId: string; done: number; total: number };
  /** A drawing set being read for this estimate: pages done, and the sheet just read. */
  drawingProgress?: { fileName: string; page: number; pageCount: number; sheet: string };
  /** The estimate's intake interview as last announced (intake_updated), so every window follows it. */
  intake?: IntakeResponse;
}

export const initialLiveState: LiveState = {
  messages: [],
  streaming: '',
  suggestions: [],
  connection: 'connecting',
  stale: false,
  fresh: [],
};

export type LiveAction =
  | { type: 'loaded'; data: EstimateResponse }
  | { type: 'event'; event: ServerEvent | UnknownEvent }
  | { type: 'connection'; connection: LiveState['connection'] }
  | { type: 'error'; message?: string };

/** Events the protocol may add (suggestions, token usage, plan approval); read defensively, never trusted. */
export interface UnknownEvent {
  type: string;
  [field: string]: unknown;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function withEstimate(state: LiveState, change: (data: EstimateResponse) => EstimateResponse): LiveState {
  return state.data ? { ...state, data: change(state.data) } : state;
}

function newer(state: LiveState, version: number): boolean {
  return !state.data || version > state.data.estimate.version;
}

function applyAddition(state: LiveState, event: ServerEvent): LiveState {
  if (event.type === 'group_added') {
    return withEstimate({ ...state, fresh: [...state.fresh, event.group.id] }, (data) =>
      data.estimate.groups.some((g) => g.id === event.group.id)
        ? data
        : { ...data, estimate: { ...data.estimate, groups: [...data.estimate.groups, event.group] } },
    );
  }
  if (event.type === 'line_item_added') {
    return withEstimate({ ...state, fresh: [...state.fresh, event.item.id] }, (data) => {
      const groups = data.estimate.groups.map((group) =>
        group.id === event.groupId && !group.items.some((item) => item.id === event.item.id)
          ? { ...group, items: [...group.items, event.item] }
          : group,
      );
      return { ...data, estimate: { ...data.estimate, groups } };
    });
  }
  if (event.type === 'line_item_updated' || event.type === 'line_item_removed') {
    return withEstimate(state, (data) => {
      const groups = data.estimate.groups.map((group) => {
        if (group.id !== event.groupId) return group;
        const items =
          event.type === 'line_item_removed'
            ? group.items.filter((i) => i.id !== event.itemId)
            : group.items.map((i) => (i.id === event.item.id ? event.item : i));
        return { ...group, items };
      });
      return { ...data, estimate: { ...data.estimate, groups } };
    });
  }
  return state;
}

function applyChat(state: LiveState, event: EventOf<'chat_history'> | EventOf<'chat_message_added'>) {
  if (event.type === 'chat_history') return { ...state, messages: event.messages };
  if (state.messages.some((m) => m.id === event.message.id)) return state;
  const streaming = event.message.role === 'assistant' ? '' : state.streaming;
  return { ...state, streaming, messages: [...state.messages, event.message] };
}

function applyUnknown(state: LiveState, event: UnknownEvent): LiveState {
  switch (event.type) {
    case 'suggestions_updated':
      return {
        ...state,
        suggestions: Array.isArray(event.suggestions)
          ? event.suggestions.filter((s): s is string => typeof s === 'string').slice(0, 8)
          : [],
      };
    case 'token_usage_updated':
      return {
        ...state,
        usage: {
          inputTokens: num(event.inputTokens),
          outputTokens: num(event.outputTokens),
          costUsd: num(event.costUsd),
          ...(typeof event.modelId === 'string' ? { modelId: event.modelId } : {}),
        },
      };
    case 'plan_approved':
      return { ...state, plan: undefined, progress: undefined };
    case 'intake_updated':
      return event.intake && typeof event.intake === 'object'
        ? { ...state, intake: event.intake as IntakeResponse }
        : state;
    default:
      // estimate_updated-like broadcasts this client does not know yet still carry a version.
      return typeof event.version === 'number' && newer(state, event.version)
        ? { ...state, stale: true }
        : state;
  }
}

/** One reducer for REST loads and every WebSocket event, so two windows converge on the same state. */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'loaded': {
      const stale = state.data !== undefined && action.data.estimate.version < state.data.estimate.version;
      if (stale) return state;
      const plan = action.data.pendingPlan ? state.plan : undefined;
      return { ...state, data: action.data, stale: false, plan };
    }
    case 'connection':
      return { ...state, connection: action.connection };
    case 'error':
      return { ...state, error: action.message };
    case 'event':
      return applyEvent(state, action.event);
  }
}

function applyEvent(state: LiveState, event: ServerEvent | UnknownEvent): LiveState {
  const known = event as ServerEvent;
  switch (known.type) {
    case 'connected':
      return newer(state, known.version) ? { ...state, stale: true } : state;
    case 'chat_history':
    case 'chat_message_added':
      return applyChat(state, known);
    case 'assistant_chunk':
      return { ...state, streaming: state.streaming + known.delta };
    case 'assistant_message':
      return { ...state, streaming: '' };
    case 'plan_proposed':
      return {
        ...state,
        plan: {
          planId: known.planId,
          summary: known.summary,
          understood: known.understood,
          plan: known.plan,
        },
        error: undefined,
      };
    case 'plan_rejected':
      return state.plan?.planId === known.planId ? { ...state, plan: undefined } : state;
    case 'group_added':
    case 'line_item_added':
    case 'material_added':
    case 'line_item_updated':
    case 'line_item_removed':
      return applyAddition(state, known);
    case 'execution_progress': {
      const { planId, done, total } = known;
      return { ...state, progress: done >= total ? undefined : { planId, done, total } };
    }
    case 'drawing_ingest_progress': {
      const { fileName, page, pageCount, sheet } = known;
      return {
        ...state,
        drawingProgress: page >= pageCount ? undefined : { fileName, page, pageCount, sheet },
      };
    }
    case 'estimate_updated':
      return newer(state, known.version) ? { ...state, stale: true } : state;
    case 'estimate_quality_updated':
      // The last event of a plan's execution: the progress line goes.
      return withEstimate(
        { ...state, progress: undefined, stale: state.stale || newer(state, known.version) },
        (data) => ({
          ...data,
          estimate: {
            ...data.estimate,
            lifecycleState: known.lifecycleState,
            qualityScore: known.qualityScore,
          },
        }),
      );
    case 'error':
      return { ...state, error: known.message };
    case 'pong':
      return state;
    case 'execution_failed':
      return { ...state, progress: undefined, error: `The plan could not be priced: ${known.message}` };
    default:
      return applyUnknown(state, event as UnknownEvent);
  }
}
