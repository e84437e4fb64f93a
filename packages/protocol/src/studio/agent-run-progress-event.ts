import { z } from 'zod';

/** The moments of a running agent run that `agent_run_progress` reports. */
export const AGENT_RUN_PHASES = [
  'run-started',
  'step-started',
  'step-finished',
  'tool-called',
  'run-waiting',
  'run-finished',
] as const;

/**
 * A running agent run or flow of the organisation (`/ws/agent-runs`): it started, a step started or finished,
 * a tool was called, it waits for an approval, or it ended; with its cost so far. `seq` is its place among
 * the run's stored progress (GET /api/agent-runs/:runId/progress), so a browser that loaded what happened so
 * far skips the live events it already has.
 */
export const agentRunProgressEventSchema = z.strictObject({
  type: z.literal('agent_run_progress'),
  runId: z.string(),
  agent: z.string(),
  phase: z.enum(AGENT_RUN_PHASES),
  stepId: z.string().optional(),
  toolName: z.string().optional(),
  /** How the run ended (`run-finished`): success, failure or requires-action. */
  status: z.string().optional(),
  costMicroUsd: z.number().int().min(0),
  seq: z.number().int().min(1).optional(),
});

/** `GET /api/agent-runs/:runId/progress`: the run's progress events so far, oldest first. */
export const agentRunProgressResponseSchema = z.object({ events: z.array(agentRunProgressEventSchema) });
