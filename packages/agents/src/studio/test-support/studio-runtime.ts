import type { Estimate } from '@quoin/core';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import type { AgentRunLog } from '@quoin/protocol';
import { type AgentModel, SCRIPTED_PRICE } from '../../estimating/pipeline/agent-model.ts';
import {
  ScriptedLanguageModel,
  type ScriptedResponder,
} from '../../estimating/scripted-models/scripted-model.ts';
import { ToolRegistry } from '../../tools/tool-registry.ts';
import { InMemoryFlowCheckpoints } from '../flows/flow-checkpoints.ts';
import type { StudioRuntime } from '../run-agent-config.ts';
import { type EstimateGateway, studioTools } from '../tools/studio-tools.ts';

export const STUDIO_NOW = new Date('2026-11-25T12:00:00Z');

/** A priced golden estimate with a customer's name and email on it (what redaction must hide). */
export async function customerEstimate(id = 'est-1'): Promise<Estimate> {
  const plan = GOLDEN_PLANS['roof-replacement'];
  if (!plan) throw new Error('no golden plan');
  const { estimate } = await buildEstimateFromPlan(plan, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id,
    now: STUDIO_NOW.toISOString(),
  });
  return { ...estimate, title: 'Roof for Jane Example, jane@example.com' };
}

/** An estimate gateway in memory that remembers every write. */
export class MemoryEstimates implements EstimateGateway {
  readonly writes: { estimateId: string; text: string; actor: string }[] = [];
  constructor(readonly estimates: Map<string, Estimate>) {}
  async get(estimateId: string) {
    return this.estimates.get(estimateId);
  }
  async addAssumption(estimateId: string, text: string, actor: string) {
    this.writes.push({ estimateId, text, actor });
  }
}

/** A runtime over a scripted model, an in-memory log and checkpoints; `logs` holds each recorded row. */
export function testRuntime(
  respond: ScriptedResponder,
  options: { estimates?: Estimate[]; price?: AgentModel['price'] } = {},
) {
  const gateway = new MemoryEstimates(
    new Map((options.estimates ?? []).map((estimate) => [estimate.id, estimate])),
  );
  const model = new ScriptedLanguageModel('studio', respond);
  const logs: AgentRunLog[] = [];
  let counter = 0;
  const runtime: StudioRuntime = {
    model: { model, price: options.price ?? SCRIPTED_PRICE, label: 'scripted:studio' },
    registry: new ToolRegistry({ now: () => STUDIO_NOW, timer: () => performance.now() }).register(
      ...studioTools(gateway, 'agent'),
    ),
    sources: {
      estimate: async (id) => gateway.get(id),
      annotations: async () => ['Customer prefers dark shingles'],
    },
    log: { record: async (run) => void logs.push(structuredClone(run)) },
    checkpoints: new InMemoryFlowCheckpoints(),
    now: () => STUDIO_NOW,
    newRunId: () => `run-${++counter}`,
  };
  return { runtime, gateway, model, logs };
}
