import {
  type AgentModel,
  engineTools,
  type FlowCheckpoints,
  type RateLimiter,
  type StudioRuntime,
  studioTools,
  ToolRegistry,
} from '@quoin/agents';
import { finalizeEstimate, type PriceSource, type TradeRegistry } from '@quoin/core';
import type { Store } from '@quoin/store';
import { openChangeOrderIfSent } from '../changes/change-order-views.ts';

export interface StudioRuntimeOptions {
  model: AgentModel;
  priceSource: PriceSource;
  tradeRegistry: TradeRegistry;
  clock: () => Date;
  newId: (prefix: string) => string;
  rateLimiter?: RateLimiter;
}

/** Flow checkpoints in the store's job checkpoints (`flow:<runId>`), so a run resumes in any process. */
function storeFlowCheckpoints(store: Store): FlowCheckpoints {
  return {
    completed: (runId) => store.checkpoints.completedSteps(`flow:${runId}`),
    async complete(runId, key, payload) {
      await store.checkpoints.recordCheckpoint(
        { jobId: `flow:${runId}`, stepKey: key, status: 'completed', payload },
        { actor: 'agent-studio' },
      );
    },
  };
}

/**
 * The studio's runtime over the store: engine tools plus estimate tools that write through the repository
 * (versioned, audited), bound data from the store, the run log and checkpoints in it. `actor` signs writes.
 */
export function createStudioRuntime(
  store: Store,
  options: StudioRuntimeOptions,
  actor: string,
): StudioRuntime {
  const gateway = {
    get: (estimateId: string) => store.estimates.getEstimate(estimateId),
    async addAssumption(estimateId: string, text: string, writer: string) {
      const current = await store.estimates.getEstimate(estimateId);
      if (!current) throw new Error(`No estimate ${estimateId}`);
      // An agent's note on a sent estimate is an edit like any other: into its change order, through the gate.
      await openChangeOrderIfSent({ store, newId: options.newId }, estimateId);
      await store.estimates.updateEstimate(
        estimateId,
        current.version,
        (estimate) =>
          finalizeEstimate(
            { ...estimate, assumptions: [...estimate.assumptions, `${writer}: ${text}`] },
            options.tradeRegistry,
          ),
        { actor: writer },
      );
    },
  };
  const registry = new ToolRegistry({ now: options.clock, timer: () => performance.now() }).register(
    ...engineTools({ tradeRegistry: () => options.tradeRegistry, priceSource: () => options.priceSource }),
    ...studioTools(gateway, actor),
  );
  return {
    model: options.model,
    registry,
    sources: {
      estimate: (estimateId) => store.estimates.getEstimate(estimateId),
      async annotations(estimateId) {
        const messages = await store.chatMessages.listMessages(estimateId);
        return messages.filter((message) => message.role === 'user').map((message) => message.content);
      },
      async priceList() {
        const lists = await store.priceLists.listPriceLists();
        return lists.length > 0 ? lists : undefined;
      },
      async priceHistory(params) {
        const query = typeof params.query === 'string' ? params.query : undefined;
        if (!query) return undefined;
        const candidates = await options.priceSource.search(query, { limit: 5 });
        return candidates;
      },
    },
    log: store.agentRuns,
    checkpoints: storeFlowCheckpoints(store),
    publishedAgent: async (name) => {
      const version = await store.agents.published(name).catch(() => undefined);
      return version ? { config: version.config, version: version.version } : undefined;
    },
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    now: options.clock,
    newRunId: () => options.newId('run'),
  };
}
