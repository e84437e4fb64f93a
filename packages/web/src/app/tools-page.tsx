import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { api } from './api-client.ts';
import { argumentsOf, toolFields, valuesOf } from './tool-form-fields.ts';
import type { EstimateSummary, ToolInfo, ToolResponse } from './wire-types.ts';

interface CarriedFile {
  fileName: string;
  mediaType: string;
  encoding: 'utf8' | 'base64';
  content: string;
}

function filesOf(response: ToolResponse | undefined): CarriedFile[] {
  const files = (response?.data as { files?: unknown } | null | undefined)?.files;
  return Array.isArray(files) ? (files as CarriedFile[]).filter((f) => typeof f?.content === 'string') : [];
}

function hrefOf(file: CarriedFile): string {
  const data = file.encoding === 'base64' ? file.content : btoa(unescape(encodeURIComponent(file.content)));
  return `data:${file.mediaType};base64,${data}`;
}

/** The registry's dashboard and tools-tab tools by priority, each run from a form generated from its schema. */
export function ToolsPage() {
  const [tools, setTools] = useState<ToolInfo[]>([]);
  const [selected, setSelected] = useState<string | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [response, setResponse] = useState<ToolResponse | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [estimates, setEstimates] = useState<EstimateSummary[]>([]);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    api
      .listTools()
      .then((list) => {
        const shown = list.tools.filter((tool) => tool.uiPlacement !== 'service');
        setTools(shown);
        setSelected((current) => current ?? shown[0]?.name);
      })
      .catch((e: Error) => setError(e.message));
    api
      .listEstimates('')
      .then((list) => setEstimates(list.items))
      .catch(() => setEstimates([]));
  }, []);

  const tool = tools.find((t) => t.name === selected);
  const fields = useMemo(() => (tool ? toolFields(tool.inputJsonSchema) : []), [tool]);
  const choose = (name: string) => {
    setSelected(name);
    setValues({});
    setResponse(undefined);
    setError(undefined);
  };
  const fillFromEstimate = async (id: string) => {
    if (!id) return;
    const { estimate } = await api.getEstimate(id);
    setValues((current) => ({ ...current, estimate: JSON.stringify(estimate, null, 2) }));
  };
  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (!tool) return;
    const parsed = argumentsOf(fields, values);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setRunning(true);
    setError(undefined);
    try {
      setResponse(await api.callTool(tool.name, parsed.args));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setRunning(false);
    }
  };

  const dashboard = tools.filter((t) => t.uiPlacement === 'dashboard');
  const tab = tools.filter((t) => t.uiPlacement === 'tools');
  return (
    <div className="tools-page">
      <nav className="tool-list" aria-label="Tools">
        {[
          ['Dashboard', dashboard],
          ['Tools', tab],
        ].map(([heading, list]) => (
          <section key={heading as string}>
            <h2>{heading as string}</h2>
            {(list as ToolInfo[]).map((t) => (
              <button
                key={t.name}
                type="button"
                className={t.name === selected ? 'tool-tile selected' : 'tool-tile'}
                onClick={() => choose(t.name)}
              >
                {t.name}
              </button>
            ))}
          </section>
        ))}
      </nav>
      {tool && (
        <form className="tool-form" onSubmit={run} aria-label={`Run ${tool.name}`}>
          <h1>{tool.name}</h1>
          <p>{tool.description}</p>
          <div className="tool-presets">
            {tool.examples.map((example) => (
              <button
                key={example.description}
                type="button"
                onClick={() => setValues(valuesOf(fields, example.args))}
              >
                Example: {example.description}
              </button>
            ))}
          </div>
          {fields.some((field) => field.name === 'estimate') && (
            <label>
              Use this estimate{' '}
              <select
                aria-label="Use this estimate"
                onChange={(e) => void fillFromEstimate(e.target.value)}
                defaultValue=""
              >
                <option value="">—</option>
                {estimates.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          {fields.map((field) => (
            <div key={field.name} className="tool-field">
              <span>
                {field.label}
                {field.required ? ' *' : ''}
              </span>
              {field.kind === 'select' ? (
                <select
                  aria-label={field.label}
                  value={values[field.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                >
                  <option value="">—</option>
                  {field.options.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
              ) : field.kind === 'json' ? (
                <textarea
                  aria-label={field.label}
                  rows={4}
                  value={values[field.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                />
              ) : (
                <input
                  aria-label={field.label}
                  value={values[field.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                />
              )}
              {field.description && <small>{field.description}</small>}
            </div>
          ))}
          <button type="submit" disabled={running}>
            {running ? 'Running…' : 'Run'}
          </button>
          {error && <p className="error">{error}</p>}
          {response && (
            <section className="tool-result" data-testid="tool-result" data-status={response.status}>
              <h2>Result: {response.status}</h2>
              {filesOf(response).map((file) => (
                <a key={file.fileName} href={hrefOf(file)} download={file.fileName}>
                  Download {file.fileName}
                </a>
              ))}
              <pre>{JSON.stringify({ ...response, data: stripFiles(response.data) }, null, 2)}</pre>
            </section>
          )}
        </form>
      )}
    </div>
  );
}

function stripFiles(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('files' in data)) return data;
  const { files, ...rest } = data as { files: CarriedFile[] };
  return { ...rest, files: files.map((f) => f.fileName) };
}
