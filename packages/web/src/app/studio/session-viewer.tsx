import { useCallback, useEffect, useState } from 'react';
import { RunProgress } from './run-progress.tsx';
import { SessionTimeline } from './session-timeline.tsx';
import { studioApi } from './studio-api.ts';
import type { AgentRunLog } from './studio-types.ts';
import { type AgentRunProgress, useAgentRunProgress } from './use-agent-run-progress.ts';

/** `/agents/runs/:runId`: one logged run (the spec's Session viewer). */
export function SessionViewer({ runId, navigate }: { runId: string; navigate: (to: string) => void }) {
  const [run, setRun] = useState<AgentRunLog | undefined>();
  const [error, setError] = useState<string | undefined>();
  const live = useAgentRunProgress((event) => event.runId === runId);
  // What happened before the page opened is stored; live events it already has (by seq) are skipped.
  const [stored, setStored] = useState<AgentRunProgress[]>([]);
  useEffect(() => {
    studioApi
      .getRunProgress(runId)
      .then((answer) => setStored(answer.events))
      .catch(() => setStored([]));
  }, [runId]);
  const lastStored = stored.at(-1)?.seq ?? 0;
  const events = [
    ...stored,
    ...live.events.filter((event) => event.seq === undefined || event.seq > lastStored),
  ];
  const ended = events.some((event) => event.phase === 'run-finished');
  const load = useCallback(() => {
    studioApi
      .getRun(runId)
      .then((answer) => setRun(answer.run))
      .catch((e: Error) => setError(e.message));
  }, [runId]);
  useEffect(() => load(), [load]);
  // A run still going when the page opened is loaded again once it ends.
  useEffect(() => {
    if (ended) load();
  }, [ended, load]);
  return (
    <section aria-labelledby="session-heading">
      <div className="list-header">
        <h1 id="session-heading">Session {runId}</h1>
        {run && (
          <button type="button" onClick={() => navigate(`/agents/${encodeURIComponent(run.agentName)}`)}>
            Back to {run.agentName}
          </button>
        )}
      </div>
      {error && <p className="error">{error}</p>}
      {(run?.status === 'running' || run?.status === 'requires-action' || live.events.length > 0) && (
        <RunProgress connected={live.connected} events={events} />
      )}
      {run ? <SessionTimeline run={run} /> : !error && <p className="muted">Loading…</p>}
    </section>
  );
}
