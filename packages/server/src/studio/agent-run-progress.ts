import type { FlowEvent } from '@quoin/agents';
import { QuoinError } from '@quoin/core';
import type { ServerEvent } from '@quoin/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-deps.ts';
import type { LiveSocket } from '../live/live-hub.ts';

type Progress = Extract<ServerEvent, { type: 'agent_run_progress' }>;

/**
 * The hub's room of one organisation's agent runs. Progress goes through the hub as estimate events do, so on
 * a shared PostgreSQL a run on a worker reaches the browsers of every server (fanout/).
 */
export function agentRunsRoom(orgId: string): string {
  return `agent-runs:${orgId}`;
}

/**
 * Turns a run's flow events into `agent_run_progress` events of the context's organisation: started, each
 * step started and finished (with each tool it called), waiting for an approval, finished; cost so far.
 */
export function agentRunProgress(context: AppContext, agent: string): (event: FlowEvent) => void {
  const room = agentRunsRoom(context.store.orgId);
  let runId = '';
  let costMicroUsd = 0;
  // Each event is stored first (its seq), then sent: a browser that loaded the stored ones skips what it has.
  // One chain keeps them in order; a failed store still sends the event, without a seq.
  let sent: Promise<void> = Promise.resolve();
  const send = (progress: Omit<Progress, 'type' | 'runId' | 'agent' | 'costMicroUsd' | 'seq'>) => {
    const event: Progress = { type: 'agent_run_progress', runId, agent, costMicroUsd, ...progress };
    sent = sent
      .then(async () => {
        const seq = await context.store.agentRunProgress
          .append(event.runId, event)
          .catch((error: unknown) => {
            context.log.error({ err: error, runId: event.runId }, 'could not store agent run progress');
            return undefined;
          });
        context.hub.broadcast(room, seq === undefined ? event : { ...event, seq });
      })
      // Progress is a report: a failure to send one event never stops the next.
      .catch((error: unknown) =>
        context.log.error({ err: error, runId: event.runId }, 'could not send agent run progress'),
      );
  };
  return (event) => {
    switch (event.type) {
      case 'flow-start':
        runId = event.runId;
        send({ phase: 'run-started' });
        return;
      case 'step-start':
        send({ phase: 'step-started', stepId: event.stepId });
        return;
      case 'step-finish':
        costMicroUsd += Math.round(event.step.usage.costMicroUsd);
        for (const toolName of event.step.toolNames)
          send({ phase: 'tool-called', stepId: event.step.stepId, toolName });
        send({ phase: 'step-finished', stepId: event.step.stepId });
        return;
      case 'flow-suspend':
        send({ phase: 'run-waiting', stepId: event.stepId });
        return;
      case 'flow-finish':
        costMicroUsd = Math.round(event.result.usage.costMicroUsd);
        send({ phase: 'run-finished', status: event.result.status });
        return;
      default:
        return;
    }
  };
}

/** A run's stored progress events, oldest first; NOT_FOUND when the organisation has no such run. */
export async function storedRunProgress(context: AppContext, runId: string): Promise<Progress[]> {
  const stored = await context.store.agentRunProgress.list(runId);
  if (stored.length === 0 && !(await context.store.agentRuns.get(runId)))
    throw new QuoinError('NOT_FOUND', `No agent run with id ${runId}.`, { kind: 'agent run', id: runId });
  return stored.map(({ seq, event }) => ({ ...(event as Progress), seq }));
}

/** `/ws/agent-runs`: the progress of every running agent run of the asking organisation. */
export function registerAgentRunProgressSocket(
  app: FastifyInstance,
  contextOf: (request: FastifyRequest) => AppContext,
): void {
  app.get('/ws/agent-runs', { websocket: true }, (socket, request) => {
    const context = contextOf(request);
    const room = agentRunsRoom(context.store.orgId);
    const live = socket as unknown as LiveSocket;
    context.hub.join(room, live);
    socket.on('close', () => context.hub.leave(room, live));
  });
}
