import { DataTable } from './result-data.tsx';

interface DocumentData {
  title?: string;
  markdown?: string;
  text?: string;
  missingFields?: unknown[];
  changes?: Record<string, unknown>[];
  notes?: string[];
  mode?: string;
}

/** A letter or document: its text shown as the page reads, blanks and changes as tables. */
export function DocumentResult({ data }: { data: DocumentData }) {
  const body = data.markdown ?? data.text;
  const missing = (data.missingFields ?? []).map((field) =>
    typeof field === 'object' && field !== null ? (field as Record<string, unknown>) : { field },
  );
  return (
    <div className="document-result">
      {data.mode && (
        <p className="muted">
          {data.mode === 'offline' ? 'Written offline (the template)' : 'Written by the model'}
        </p>
      )}
      {body && (
        <article className="document-preview" aria-label="Document preview">
          {data.title && <h3>{data.title}</h3>}
          <pre>{body}</pre>
        </article>
      )}
      {missing.length > 0 && <DataTable caption="Blanks to fill" rows={missing} />}
      {data.changes && data.changes.length > 0 && <DataTable caption="Changes" rows={data.changes} />}
      {data.notes?.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
    </div>
  );
}
