import { useEffect, useState } from 'react';
import { SessionTimeline } from './session-timeline.tsx';
import { studioApi } from './studio-api.ts';
import type { AgentRunLog } from './studio-types.ts';

/** `/agents/runs/:runId`: one logged run (the spec's Session viewer). */
export function SessionViewer({ runId, navigate }: { runId: string; navigate: (to: string) => void }) {
  const [run, setRun] = useState<AgentRunLog | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    studioApi
      .getRun(runId)
      .then((answer) => setRun(answer.run))
      .catch((e: Error) => setError(e.message));
  }, [runId]);
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
      {run ? <SessionTimeline run={run} /> : !error && <p className="muted">Loading…</p>}
    </section>
  );
}
