import { useEffect, useState } from 'react';
import { api } from '../api-client.ts';
import type { EstimateSummary, ToolInfo } from '../wire-types.ts';
import { ToolRunner } from './tool-runner.tsx';

export type ToolPlacement = 'dashboard' | 'tools';

/** The registry's tools of one placement, highest priority first (name breaks ties, as the registry lists). */
export function toolsPlaced(tools: ToolInfo[], placement: ToolPlacement): ToolInfo[] {
  return tools
    .filter((tool) => tool.uiPlacement === placement)
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  const sentence = end > 0 ? text.slice(0, end + 1) : text;
  return sentence.length > 140 ? `${sentence.slice(0, 139)}…` : sentence;
}

/**
 * The Dashboard (tiles for the tools placed `dashboard`) or the Tools tab (a list of the `tools` ones): pick a
 * tool, fill its generated form, see the result rendered. Service tools are never shown.
 */
export function ToolCatalogPage(props: { placement: ToolPlacement }) {
  const [tools, setTools] = useState<ToolInfo[]>([]);
  const [selected, setSelected] = useState<string | undefined>();
  const [estimates, setEstimates] = useState<EstimateSummary[]>([]);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    api
      .listTools()
      .then((list) => setTools(toolsPlaced(list.tools, props.placement)))
      .catch((e: Error) => setError(e.message));
    api
      .listEstimates('')
      .then((list) => setEstimates(list.items))
      .catch(() => setEstimates([]));
  }, [props.placement]);

  const tool = tools.find((t) => t.name === selected);
  const dashboard = props.placement === 'dashboard';
  return (
    <div className={dashboard ? 'tools-page dashboard' : 'tools-page'}>
      <nav className={dashboard ? 'tool-tiles' : 'tool-list'} aria-label={dashboard ? 'Dashboard' : 'Tools'}>
        <h2>{dashboard ? 'Dashboard' : 'Tools'}</h2>
        {error && <p className="error">{error}</p>}
        {tools.map((t) => (
          <button
            key={t.name}
            type="button"
            aria-label={t.name}
            className={t.name === selected ? 'tool-tile selected' : 'tool-tile'}
            onClick={() => setSelected(t.name)}
          >
            <strong>{t.name}</strong>
            {dashboard && (
              <>
                <span className="tool-tile-category">{t.category}</span>
                <span className="tool-tile-text">{firstSentence(t.description)}</span>
              </>
            )}
          </button>
        ))}
      </nav>
      {tool ? (
        <ToolRunner key={tool.name} tool={tool} estimates={estimates} />
      ) : (
        <p className="muted">Pick a tool.</p>
      )}
    </div>
  );
}
