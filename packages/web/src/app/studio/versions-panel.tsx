import { useEffect, useState } from 'react';
import { formatDate } from '../format.ts';
import { EstimatePicker } from './estimate-picker.tsx';
import { studioApi } from './studio-api.ts';
import type { AgentDetail, AgentRunLog, AgentVersion } from './studio-types.ts';
import { useEstimateChoices } from './use-estimate-choices.ts';

interface Props {
  detail: AgentDetail;
  reload: () => Promise<void>;
  navigate: (to: string) => void;
  act: (work: () => Promise<void>) => Promise<void>;
  setMessage: (message: string) => void;
}

/** A saved agent's versions (publish, roll back), a run on an estimate, and its recent runs. */
export function VersionsPanel({ detail, reload, navigate, act, setMessage }: Props) {
  const name = detail.agent.name;
  const [versions, setVersions] = useState<AgentVersion[]>([]);
  const [runs, setRuns] = useState<AgentRunLog[]>([]);
  const [estimateId, setEstimateId] = useState('');
  const [pendingApproval, setPendingApproval] = useState<string | undefined>();
  const estimates = useEstimateChoices();
  // Versions and runs change whenever the agent does: a save, a publish, a rollback.
  const changeKey = `${detail.agent.latestVersion}/${detail.agent.publishedVersion ?? ''}`;
  useEffect(() => {
    void changeKey;
    studioApi
      .versions(name)
      .then((answer) => setVersions(answer.versions))
      .catch(() => {});
    studioApi
      .runs(name)
      .then((answer) => setRuns(answer.runs))
      .catch(() => {});
  }, [name, changeKey]);

  const publish = () =>
    act(async () => {
      const published = await studioApi.publish(name);
      setMessage(`Published v${published.agent.publishedVersion}.`);
      await reload();
    });
  const rollback = (toVersion: number) =>
    act(async () => {
      const rolled = await studioApi.rollback(name, toVersion);
      setMessage(`Rolled back to v${toVersion}'s config, published as v${rolled.version.version}.`);
      await reload();
    });
  const run = (approveCost = false) =>
    act(async () => {
      const { run: done } = await studioApi.run(name, { ...(estimateId ? { estimateId } : {}), approveCost });
      if (done.status === 'requires-action') {
        setPendingApproval(done.steps[0]?.error ?? 'This run needs your approval.');
        return;
      }
      setPendingApproval(undefined);
      navigate(`/agents/runs/${encodeURIComponent(done.id)}`);
    });

  return (
    <section className="card" aria-label="Versions and runs">
      <h2>Versions</h2>
      <p>
        Published:{' '}
        <strong data-testid="published-version">
          {detail.agent.publishedVersion === undefined ? 'none' : `v${detail.agent.publishedVersion}`}
        </strong>
        {detail.agent.hasDraft && ` · draft v${detail.agent.latestVersion}`}{' '}
        {detail.agent.hasDraft && (
          <button type="button" className="primary" onClick={publish}>
            Publish v{detail.agent.latestVersion}
          </button>
        )}
      </p>
      <ul className="versions" aria-label="Version list">
        {versions.map((version) => (
          <li key={version.version}>
            v{version.version} <span className="badge">{version.state}</span> {formatDate(version.createdAt)}{' '}
            · {version.createdBy}
            {version.note ? ` · ${version.note}` : ''}{' '}
            {version.state === 'archived' && (
              <button type="button" onClick={() => rollback(version.version)}>
                Roll back to v{version.version}
              </button>
            )}
          </li>
        ))}
      </ul>
      <h2>Run</h2>
      <div className="row-actions">
        <EstimatePicker
          label="Estimate"
          ariaLabel="Estimate to run on"
          noneLabel="(none)"
          value={estimateId}
          estimates={estimates}
          onChange={setEstimateId}
        />
        <button
          type="button"
          className="primary"
          disabled={detail.agent.publishedVersion === undefined}
          onClick={() => run()}
        >
          Run published version
        </button>
      </div>
      {pendingApproval && (
        <p className="warn" role="alert">
          {pendingApproval}{' '}
          <button type="button" onClick={() => run(true)}>
            Approve and run
          </button>
        </p>
      )}
      <h2>Recent runs</h2>
      <ul className="runs" aria-label="Recent runs">
        {runs.map((logged) => (
          <li key={logged.id}>
            <a
              href={`/agents/runs/${encodeURIComponent(logged.id)}`}
              onClick={(event) => {
                event.preventDefault();
                navigate(`/agents/runs/${encodeURIComponent(logged.id)}`);
              }}
            >
              {logged.startedAt.slice(0, 19).replace('T', ' ')}
            </a>{' '}
            v{logged.agentVersion} <span className="badge">{logged.status}</span>
            {logged.playground ? ' (playground)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
