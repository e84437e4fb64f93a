import { useEffect, useState } from 'react';
import { formatDate } from '../format.ts';
import { studioApi } from './studio-api.ts';
import type { GalleryAgent } from './studio-types.ts';

/** `/agents`: every agent as a card with its usage, success rate and last run (the spec's Agent gallery). */
export function AgentGallery({ navigate }: { navigate: (to: string) => void }) {
  const [agents, setAgents] = useState<GalleryAgent[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    studioApi
      .listAgents()
      .then((answer) => setAgents(answer.agents))
      .catch((e: Error) => setError(e.message));
  }, []);
  const open = (to: string) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <section aria-labelledby="agents-heading">
      <div className="list-header">
        <h1 id="agents-heading">Agents</h1>
        <button type="button" className="primary" onClick={() => navigate('/agents/new')}>
          New agent
        </button>
      </div>
      {error && <p className="error">{error}</p>}
      {!agents && !error && <p className="muted">Loading…</p>}
      <ul className="agent-grid" aria-label="Agents">
        {agents?.map((agent) => (
          <li key={agent.id} className="card agent-card" data-agent={agent.name}>
            <a
              href={`/agents/${encodeURIComponent(agent.name)}`}
              onClick={open(`/agents/${encodeURIComponent(agent.name)}`)}
            >
              <strong>{agent.name}</strong>
            </a>
            <span className="badge">{agent.category}</span>
            {agent.builtIn && <span className="badge">built-in</span>}
            <p className="muted">{agent.description}</p>
            <p className="agent-stats">
              {agent.publishedVersion === undefined
                ? 'not published'
                : `v${agent.publishedVersion} published`}
              {agent.hasDraft ? ` · draft v${agent.latestVersion}` : ''}
              <br />
              {agent.metrics
                ? `${agent.metrics.runs} runs · ${Math.round(agent.metrics.successRate * 100)}% success · last ${formatDate(agent.metrics.lastRunAt)}`
                : 'no runs yet'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
