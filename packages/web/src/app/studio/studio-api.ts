import { ApiError } from '../api-client.ts';
import type { ErrorBody } from '../wire-types.ts';
import type { AgentDetail, AgentRunLog, AgentVersion, FlowProblem, GalleryAgent } from './studio-types.ts';
import type { AgentRunProgress } from './use-agent-run-progress.ts';

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as { error?: Partial<ErrorBody> } & T;
  if (!response.ok) throw new ApiError(response.status, payload.error ?? {});
  return payload;
}

const agentUrl = (name: string) => `/api/agents/${encodeURIComponent(name)}`;

/** The agent studio's REST routes (protocol's AGENT_STUDIO_ROUTES). */
export const studioApi = {
  listAgents: () => request<{ agents: GalleryAgent[] }>('GET', '/api/agents'),
  getAgent: (name: string) => request<AgentDetail>('GET', agentUrl(name)),
  createAgent: (config: unknown) =>
    request<AgentDetail>('POST', '/api/agents', { config, note: 'from the configurator' }),
  saveAgent: (name: string, config: unknown, note: string) =>
    request<AgentDetail>('PATCH', agentUrl(name), { config, note }),
  validate: (config: unknown) =>
    request<{ ok: boolean; problems: FlowProblem[] }>('POST', '/api/agents/validate', { config }),
  versions: (name: string) => request<{ versions: AgentVersion[] }>('GET', `${agentUrl(name)}/versions`),
  publish: (name: string, version?: number) =>
    request<AgentDetail>('POST', `${agentUrl(name)}/publish`, version ? { version } : {}),
  rollback: (name: string, toVersion: number) =>
    request<AgentDetail>('POST', `${agentUrl(name)}/rollback`, { toVersion }),
  run: (
    name: string,
    body: { estimateId?: string; input?: Record<string, unknown>; config?: unknown; approveCost?: boolean },
  ) => request<{ run: AgentRunLog }>('POST', `${agentUrl(name)}/run`, { input: {}, ...body }),
  getRun: (runId: string) =>
    request<{ run: AgentRunLog }>('GET', `/api/agent-runs/${encodeURIComponent(runId)}`),
  /** A run's progress so far (stored as sent), for a session opened mid-run. */
  getRunProgress: (runId: string) =>
    request<{ events: AgentRunProgress[] }>('GET', `/api/agent-runs/${encodeURIComponent(runId)}/progress`),
  runs: (agent: string) =>
    request<{ runs: AgentRunLog[] }>('GET', `/api/agent-runs?agent=${encodeURIComponent(agent)}&limit=20`),
};
