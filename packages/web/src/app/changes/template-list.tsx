import type { TemplateSummary } from '@quoin/protocol';
import { useEffect, useState } from 'react';
import { changesApi } from './changes-api.ts';

/** The saved templates, each with a button that starts a new estimate from it. */
export function TemplateList({ navigate }: { navigate: (to: string) => void }) {
  const [templates, setTemplates] = useState<TemplateSummary[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    changesApi
      .listTemplates()
      .then((list) => setTemplates(list.templates))
      .catch((error: Error) => setProblem(error.message));
  }, []);
  if (templates.length === 0 && !problem) return null;
  return (
    <section aria-label="Templates" className="templates">
      <h2>Templates</h2>
      {problem && <p role="alert">{problem}</p>}
      <ul>
        {templates.map((template) => (
          <li key={template.id}>
            {template.name} <span className="muted">· {template.lineCount} lines</span>{' '}
            <button
              type="button"
              onClick={async () => {
                try {
                  const { estimate } = await changesApi.startFromTemplate(template.id);
                  navigate(`/estimates/${encodeURIComponent(estimate.id)}`);
                } catch (error) {
                  setProblem((error as Error).message);
                }
              }}
            >
              Start from {template.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
