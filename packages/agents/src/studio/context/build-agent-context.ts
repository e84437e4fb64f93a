import type { AgentConfig, DataBinding } from '@quoin/protocol';
import { Redactor } from '../../privacy/redactor.ts';
import { FlowStepError } from '../flows/flow-error.ts';
import { redactValue, sensitiveValuesOf } from './redact-value.ts';

/**
 * Where bound data comes from (the agent-module spec's ContextBuilder inputs); each is optional, and a
 * required binding whose source is missing stops the run before any model call.
 */
export interface ContextSources {
  estimate?(estimateId: string): Promise<unknown>;
  priceHistory?(params: Record<string, unknown>): Promise<unknown>;
  priceList?(params: Record<string, unknown>): Promise<unknown>;
  annotations?(estimateId: string): Promise<unknown>;
  drawingAnswers?(estimateId: string): Promise<unknown>;
}

export interface AgentContextRequest {
  config: AgentConfig;
  estimateId?: string;
  input: Record<string, unknown>;
  sources: ContextSources;
}

/** What a flow runs on: bindings and input, filtered by the agent's scopes and redacted. */
export interface BuiltAgentContext {
  bindings: Record<string, unknown>;
  input: Record<string, unknown>;
  /** Optional bindings that had no data (shown in the session viewer). */
  missing: string[];
  /** Knows every sensitive value of this run: use it on prompts, answers and the log. */
  redactor: Redactor;
}

async function load(
  binding: DataBinding,
  estimateId: string | undefined,
  sources: ContextSources,
): Promise<unknown> {
  const needEstimate = (read: ((id: string) => Promise<unknown>) | undefined) =>
    read && estimateId ? read(estimateId) : Promise.resolve(undefined);
  switch (binding.source) {
    case 'estimate':
      return needEstimate(sources.estimate?.bind(sources));
    case 'annotations':
      return needEstimate(sources.annotations?.bind(sources));
    case 'drawing-answers':
      return needEstimate(sources.drawingAnswers?.bind(sources));
    case 'price-history':
      return sources.priceHistory?.(binding.params);
    case 'price-list':
      return sources.priceList?.(binding.params);
  }
}

/**
 * Assembles the bound data for a run: refuses an estimate outside the agent's scope, loads each binding,
 * and redacts `sensitiveFields` and personal data before any model sees it.
 */
export async function buildAgentContext(request: AgentContextRequest): Promise<BuiltAgentContext> {
  const { config, estimateId, sources } = request;
  const scope = config.permissions.estimates;
  if (estimateId !== undefined && scope !== 'all' && !scope.includes(estimateId)) {
    throw new FlowStepError(
      'PERMISSION_DENIED',
      'permission',
      `Agent ${config.name} may not see estimate ${estimateId} (its scope: ${scope.join(', ') || 'none'}).`,
    );
  }
  const raw: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const binding of config.dataBindings) {
    const value = await load(binding, estimateId, sources);
    if (value === undefined) {
      if (binding.required) {
        throw new FlowStepError(
          'MISSING_BINDING',
          'validation',
          `Binding "${binding.name}" (${binding.source}) has no data${binding.source === 'estimate' && !estimateId ? ': choose an estimate' : ''}.`,
        );
      }
      missing.push(binding.name);
      continue;
    }
    raw[binding.name] = value;
  }
  const fields = config.permissions.sensitiveFields;
  const rawInput = { ...request.input, ...(estimateId ? { estimateId } : {}) };
  const redactor = new Redactor({ flagged: sensitiveValuesOf({ raw, rawInput }, fields) });
  const bindings = redactValue(raw, fields, redactor) as Record<string, unknown>;
  const input = redactValue(rawInput, fields, redactor) as Record<string, unknown>;
  return { bindings, input, missing, redactor };
}
