import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from './api-client.ts';
import { TemplateList } from './changes/template-list.tsx';
import { formatCents, formatDate } from './format.ts';
import type { EstimateSummary } from './wire-types.ts';

/** The server names an estimate with this title after its first job (core's UNTITLED_ESTIMATE). */
const UNTITLED_ESTIMATE = 'New estimate';

/** Estimates, most recently updated first: search, create, open, duplicate, archive. */
export function EstimateList({ navigate }: { navigate: (to: string) => void }) {
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<EstimateSummary[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  const load = useCallback(
    () =>
      api
        .listEstimates(search)
        .then((list) => setItems(list.items))
        .catch((e: Error) => setError(e.message)),
    [search],
  );
  useEffect(() => {
    // Typing in the search box waits a moment, so each keystroke does not fetch.
    const timer = setTimeout(load, 150);
    return () => clearTimeout(timer);
  }, [load]);

  const run = async (work: () => Promise<unknown>) => {
    try {
      setError(undefined);
      await work();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const create = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { estimate } = await api.createEstimate(UNTITLED_ESTIMATE);
      navigate(`/estimates/${encodeURIComponent(estimate.id)}`);
    });
  };

  return (
    <section className="list-page" aria-labelledby="estimates-heading">
      <div className="list-header">
        <h1 id="estimates-heading">Estimates</h1>
        <form onSubmit={create}>
          <button type="submit" className="primary">
            New estimate
          </button>
        </form>
      </div>
      <input
        type="search"
        className="search"
        aria-label="Search estimates"
        placeholder="Search by title or id"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {items === undefined ? (
        <p>Loading…</p>
      ) : items.length === 0 ? (
        <p className="muted">No estimates yet. Start one with “New estimate”.</p>
      ) : (
        <ul className="estimate-list">
          {items.map((item) => (
            <li key={item.id} className="estimate-row">
              <a
                href={`/estimates/${encodeURIComponent(item.id)}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`/estimates/${encodeURIComponent(item.id)}`);
                }}
              >
                <strong>{item.title}</strong>
              </a>
              <span className="muted">
                {item.lineItemCount} lines · {item.lifecycleState.replace('_', ' ')} · updated{' '}
                {formatDate(item.updatedAt)}
              </span>
              <span className="amount">{formatCents(item.grandTotalCents)}</span>
              <span className="row-actions">
                <button
                  type="button"
                  aria-label={`Duplicate ${item.title}`}
                  onClick={() => run(() => api.duplicateEstimate(item.id).then(load))}
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  aria-label={`Archive ${item.title}`}
                  onClick={() => run(() => api.archiveEstimate(item.id).then(load))}
                >
                  Archive
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <TemplateList navigate={navigate} />
    </section>
  );
}
