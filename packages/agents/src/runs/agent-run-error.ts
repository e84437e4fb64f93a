import type { AgentRunError } from './agent-event.ts';

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/**
 * Anything thrown during a run as plain data: our errors keep their `code` and `details`; AI SDK errors are
 * named by their `name` (e.g. `AI_APICallError`) and keep their `isRetryable`.
 */
export function toAgentRunError(error: unknown): AgentRunError {
  const code = field(error, 'code');
  const name = field(error, 'name');
  const details = field(error, 'details');
  const retryable = field(error, 'isRetryable');
  return {
    code:
      typeof code === 'string' ? code : typeof name === 'string' && name !== 'Error' ? name : 'RUN_FAILED',
    message: error instanceof Error ? error.message : String(error),
    isRetryable: retryable === true,
    ...(typeof details === 'object' && details !== null ? { details: { ...details } } : {}),
  };
}
