import { type FormEvent, useMemo, useState } from 'react';
import { api } from '../api-client.ts';
import { argumentsOf, type ToolField, toolFields, valuesOf } from '../tool-form-fields.ts';
import type { EstimateSummary, ToolInfo, ToolResponse } from '../wire-types.ts';
import { estimateItemsOf, fileToBase64, mergeOverrides } from './read-upload.ts';
import type { MappingOverride } from './tender-result.tsx';
import { ToolResultView } from './tool-result-view.tsx';

type Uploads = Record<string, unknown>;

/** File pickers for the fields that carry bytes: one file (fileName + contentBase64), an image, or bids. */
function UploadField(props: { fields: ToolField[]; onUpload: (uploads: Uploads, names: string[]) => void }) {
  const has = (name: string) => props.fields.some((field) => field.name === name);
  const pick = async (files: FileList | null, how: 'bids' | 'file' | 'image') => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    const encoded = await Promise.all(list.map(async (file) => ({ file, base64: await fileToBase64(file) })));
    const names = list.map((file) => file.name);
    if (how === 'bids')
      props.onUpload(
        { bids: encoded.map(({ file, base64 }) => ({ fileName: file.name, contentBase64: base64 })) },
        names,
      );
    else if (how === 'image' && encoded[0])
      props.onUpload(
        { imageBase64: encoded[0].base64, mediaType: encoded[0].file.type || 'image/jpeg' },
        names,
      );
    else if (encoded[0])
      props.onUpload({ fileName: encoded[0].file.name, contentBase64: encoded[0].base64 }, names);
  };
  const how = has('bids') ? 'bids' : has('imageBase64') ? 'image' : has('contentBase64') ? 'file' : undefined;
  if (!how) return null;
  return (
    <label className="tool-upload">
      {how === 'bids' ? 'Upload bids (CSV, XLSX, PDF)' : how === 'image' ? 'Upload a photo' : 'Upload a file'}{' '}
      <input
        type="file"
        aria-label={how === 'bids' ? 'Upload bids' : 'Upload a file'}
        multiple={how === 'bids'}
        onChange={(event) => void pick(event.target.files, how)}
      />
    </label>
  );
}

/** One tool: its form generated from the JSON Schema, example presets, uploads, and the rendered result. */
export function ToolRunner(props: { tool: ToolInfo; estimates: EstimateSummary[] }) {
  const { tool } = props;
  const fields = useMemo(() => toolFields(tool.inputJsonSchema), [tool]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState<{ values: Uploads; names: string[] }>({ values: {}, names: [] });
  const [response, setResponse] = useState<ToolResponse | undefined>();
  const [lastArgs, setLastArgs] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<string | undefined>();
  const [running, setRunning] = useState(false);

  const call = async (args: Record<string, unknown>) => {
    setRunning(true);
    setError(undefined);
    try {
      setLastArgs(args);
      setResponse(await api.callTool(tool.name, args));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setRunning(false);
    }
  };
  const run = (event: FormEvent) => {
    event.preventDefault();
    const parsed = argumentsOf(fields, values);
    if ('error' in parsed) setError(parsed.error);
    else void call({ ...parsed.args, ...uploads.values });
  };
  const relevel = (overrides: MappingOverride[]) => {
    const earlier = (lastArgs.overrides ?? []) as MappingOverride[];
    void call({ ...lastArgs, overrides: mergeOverrides(earlier, overrides) });
  };
  const fillFromEstimate = async (id: string) => {
    if (!id) return;
    const { estimate } = await api.getEstimate(id);
    setValues((current) => ({ ...current, estimate: JSON.stringify(estimate, null, 2) }));
  };
  const uploaded = new Set(Object.keys(uploads.values));

  return (
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
            {props.estimates.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <UploadField fields={fields} onUpload={(values, names) => setUploads({ values, names })} />
      {uploads.names.length > 0 && (
        <p className="muted" data-testid="uploaded">
          Uploaded: {uploads.names.join(', ')}{' '}
          <button type="button" onClick={() => setUploads({ values: {}, names: [] })}>
            Clear
          </button>
        </p>
      )}
      {fields
        .filter((field) => !uploaded.has(field.name))
        .map((field) => (
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
        <ToolResultView
          response={response}
          estimateItems={estimateItemsOf(lastArgs.estimate)}
          onRelevel={relevel}
        />
      )}
    </form>
  );
}
