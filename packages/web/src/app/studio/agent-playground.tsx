import { useEffect, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { EstimatePicker } from './estimate-picker.tsx';
import { RunProgress } from './run-progress.tsx';
import { SessionTimeline } from './session-timeline.tsx';
import { studioApi } from './studio-api.ts';
import type { AgentRunLog } from './studio-types.ts';
import { useAgentRunProgress } from './use-agent-run-progress.ts';
import { useEstimateChoices } from './use-estimate-choices.ts';

/** `/agents/:name/playground`: try a variation of an agent's config; nothing here is saved (the spec's Playground). */
export function AgentPlayground({ name, navigate }: { name: string; navigate: (to: string) => void }) {
  const [configText, setConfigText] = useState('');
  const [topic, setTopic] = useState('');
  const [estimateId, setEstimateId] = useState('');
  const [run, setRun] = useState<AgentRunLog | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const estimates = useEstimateChoices();
  // This agent's runs as they happen (the try below, and any other run of it meanwhile).
  const progress = useAgentRunProgress((event) => event.agent === name);
  useEffect(() => {
    studioApi
      .getAgent(name)
      .then((detail) => setConfigText(JSON.stringify(detail.version.config, null, 2)))
      .catch((e: Error) => setError(e.message));
  }, [name]);
  const tryIt = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const config = JSON.parse(configText) as unknown;
      const answer = await studioApi.run(name, {
        config,
        input: topic ? { topic } : {},
        ...(estimateId ? { estimateId } : {}),
      });
      setRun(answer.run);
    } catch (e) {
      setError(e instanceof ApiError ? `${e.code}: ${e.message}` : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="playground-heading">
      <div className="list-header">
        <h1 id="playground-heading">Playground: {name}</h1>
        <button type="button" onClick={() => navigate(`/agents/${encodeURIComponent(name)}`)}>
          Back to {name}
        </button>
      </div>
      <p className="muted">Change anything and try it: the saved agent is not touched.</p>
      <div className="card">
        <label>
          Config (JSON)
          <textarea
            rows={14}
            className="code"
            value={configText}
            onChange={(event) => setConfigText(event.target.value)}
          />
        </label>
        <label>
          Topic (input.topic)
          <input value={topic} onChange={(event) => setTopic(event.target.value)} />
        </label>
        <EstimatePicker
          label="Estimate"
          ariaLabel="Playground estimate"
          noneLabel="(none)"
          value={estimateId}
          estimates={estimates}
          onChange={setEstimateId}
        />
        <button type="button" className="primary" disabled={busy} onClick={tryIt}>
          Try it
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <RunProgress connected={progress.connected} events={progress.events} />
      {run && <SessionTimeline run={run} />}
    </section>
  );
}
