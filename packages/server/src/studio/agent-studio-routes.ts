import { offlineStudioModel } from '@quoin/agents';
import { QuoinError } from '@quoin/core';
import type { AgentChangeEvent } from '@quoin/protocol';
import { type RunSearch, runsToCsv } from '@quoin/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-deps.ts';
import { runAgentAsJob } from '../jobs/run-agent-as-job.ts';
import { type HandlerFactory, REST_ACTOR } from '../routes/route-handler.ts';
import { storedRunProgress } from './agent-run-progress.ts';
import { AgentStudioService } from './agent-studio-service.ts';

type NameParams = { name: string };
type SaveBody = { config: unknown; note: string };

const studios = new WeakMap<AppContext, { service: AgentStudioService; seeded?: Promise<unknown> }>();

/** The context's studio, made once (offline model unless the composition root passed one) and seeded once. */
export async function studioOf(context: AppContext): Promise<AgentStudioService> {
  let entry = studios.get(context);
  if (!entry) {
    const service =
      context.agentStudio ??
      new AgentStudioService(context.store, {
        model: offlineStudioModel(),
        priceSource: context.priceSource,
        tradeRegistry: context.registry,
        clock: context.clock,
        newId: context.newId,
      });
    entry = { service };
    studios.set(context, entry);
  }
  entry.seeded ??= entry.service.seed();
  await entry.seeded;
  return entry.service;
}

function searchOf(query: Record<string, unknown>): RunSearch {
  const { agent, status, estimateId, since, until, text, limit } = query as RunSearch;
  return {
    ...(agent ? { agent } : {}),
    ...(status ? { status } : {}),
    ...(estimateId ? { estimateId } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
    ...(text ? { text } : {}),
    ...(limit ? { limit } : {}),
  };
}

/** The agent studio's REST handlers (routes in protocol's AGENT_STUDIO_ROUTES). */
export const agentStudioHandlers: HandlerFactory = (context) => ({
  async listAgents() {
    return { agents: await (await studioOf(context)).list() };
  },
  async createAgent({ body }, reply) {
    const studio = await studioOf(context);
    const { config, note } = body as SaveBody;
    const agent = await studio.store.agents.create(
      config,
      { actor: REST_ACTOR },
      { note: note || 'created' },
    );
    reply.code(201);
    return studio.show(agent.name);
  },
  async validateAgent({ body }) {
    const { ok, problems } = await (await studioOf(context)).validate((body as { config: unknown }).config);
    return { ok, problems };
  },
  async getAgent({ params }) {
    return (await studioOf(context)).show((params as NameParams).name);
  },
  async saveAgent({ params, body }) {
    const studio = await studioOf(context);
    const { name } = params as NameParams;
    const { config, note } = body as SaveBody;
    const saved = await studio.store.agents.save(name, config, { actor: REST_ACTOR }, note);
    return studio.show(name, saved.version);
  },
  async listAgentVersions({ params }) {
    return { versions: await (await studioOf(context)).store.agents.versions((params as NameParams).name) };
  },
  async getAgentVersion({ params }) {
    const { name, version } = params as NameParams & { version: number };
    return (await studioOf(context)).show(name, version);
  },
  async diffAgentVersions({ params, query }) {
    const { from, to } = query as { from: number; to: number };
    return {
      changes: await (await studioOf(context)).store.agents.diff((params as NameParams).name, from, to),
    };
  },
  async publishAgent({ params, body }) {
    const studio = await studioOf(context);
    const { name } = params as NameParams;
    const agent = await studio.store.agents.publish(
      name,
      { actor: REST_ACTOR },
      (body as { version?: number }).version,
    );
    return studio.show(name, agent.publishedVersion);
  },
  async rollbackAgent({ params, body }) {
    const studio = await studioOf(context);
    const { name } = params as NameParams;
    const version = await studio.store.agents.rollback(name, (body as { toVersion: number }).toVersion, {
      actor: REST_ACTOR,
    });
    return studio.show(name, version.version);
  },
  async runAgent({ params, body }, reply) {
    const { estimateId, input, version, config, approveCost, runId, approvedSteps } = body as {
      estimateId?: string;
      input: Record<string, unknown>;
      version?: number;
      config?: unknown;
      approveCost: boolean;
      runId?: string;
      approvedSteps?: string[];
    };
    if (estimateId && !(await context.store.estimates.getEstimate(estimateId))) {
      throw new QuoinError('NOT_FOUND', `No estimate with id ${estimateId}.`, {
        kind: 'estimate',
        id: estimateId,
      });
    }
    // In a worker with QUOIN_JOBS=queue, in this process otherwise (jobs/agent-run-job.ts).
    const run = await runAgentAsJob(context, (params as NameParams).name, {
      actor: REST_ACTOR,
      input,
      approveCost,
      ...(estimateId ? { estimateId } : {}),
      ...(version ? { version } : {}),
      ...(config !== undefined ? { config } : {}),
      ...(runId ? { runId } : {}),
      ...(approvedSteps ? { approvedSteps } : {}),
    });
    reply.code(201);
    return { run };
  },
  async searchAgentRuns({ query }) {
    return { runs: await (await studioOf(context)).runs(searchOf(query as Record<string, unknown>)) };
  },
  async exportAgentRuns({ query }, reply) {
    const runs = await (await studioOf(context)).runs(searchOf(query as Record<string, unknown>));
    const format = (query as { format: 'csv' | 'json' }).format;
    reply.header('content-disposition', `attachment; filename="agent-runs.${format}"`);
    reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json');
    return format === 'csv' ? runsToCsv(runs) : JSON.stringify(runs, null, 2);
  },
  async getAgentRun({ params }) {
    const { runId } = params as { runId: string };
    const run = await context.store.agentRuns.get(runId);
    if (!run)
      throw new QuoinError('NOT_FOUND', `No agent run with id ${runId}.`, { kind: 'agent run', id: runId });
    return { run };
  },
  async getAgentRunProgress({ params }) {
    return { events: await storedRunProgress(context, (params as { runId: string }).runId) };
  },
});

/**
 * `/ws/agents`: every agent change (created, saved, published, rolled back) to every open socket of the
 * organisation whose agents changed (`contextOf` gives the asking organisation's context).
 */
export function registerAgentChangeSocket(
  app: FastifyInstance,
  contextOf: (request: FastifyRequest) => AppContext,
): void {
  app.get('/ws/agents', { websocket: true }, (socket, request) => {
    const send = (event: AgentChangeEvent) => socket.send(JSON.stringify(event));
    const unsubscribe = contextOf(request).store.agents.subscribe(send);
    socket.on('close', unsubscribe);
  });
}
