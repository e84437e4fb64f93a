import type { AgentRunProgress } from './use-agent-run-progress.ts';

const micro = (microUsd: number) => (microUsd === 0 ? '$0' : `$${(microUsd / 1e6).toFixed(4)}`);

const SAID: Record<AgentRunProgress['phase'], string> = {
  'run-started': 'started',
  'step-started': 'step started',
  'step-finished': 'step finished',
  'tool-called': 'tool called',
  'run-waiting': 'waiting for approval',
  'run-finished': 'finished',
};

/** What a running agent run reports, as it happens: steps, tools, approvals, its end, and cost so far. */
export function RunProgress({ connected, events }: { connected: boolean; events: AgentRunProgress[] }) {
  return (
    <div className="card run-progress">
      <h3>
        Live progress{' '}
        <span className="badge" data-testid="progress-connection">
          {connected ? 'live' : 'connecting'}
        </span>
      </h3>
      {events.length === 0 ? (
        <p className="muted">Nothing running yet.</p>
      ) : (
        <ol aria-label="Live progress">
          {events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: progress is an append-only log; a step repeats in a loop.
            <li key={index} data-phase={event.phase}>
              <strong>{SAID[event.phase]}</strong>
              {event.stepId ? ` · ${event.stepId}` : ''}
              {event.toolName ? ` · ${event.toolName}` : ''}
              {event.status ? ` · ${event.status}` : ''} · {micro(event.costMicroUsd)} so far
              <span className="muted"> ({event.runId})</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
