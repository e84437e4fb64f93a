import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { AuditEntry, AuthSession } from './access-types.ts';
import {
  AUDIT_ACTION_FAMILIES,
  type AuditFilters,
  auditChangeLines,
  auditQueryString,
  NO_AUDIT_FILTERS,
} from './audit-query.ts';

export const AUDIT_PATH = '/audit';

export const isAdminSession = (session: AuthSession) =>
  session.user?.role === 'admin' || session.user?.role === 'owner';

async function loadAudit(filters: AuditFilters): Promise<AuditEntry[]> {
  const response = await fetch(`/api/audit?${auditQueryString(filters)}`);
  const payload = (await response.json().catch(() => ({}))) as {
    entries?: AuditEntry[];
    error?: { message?: string };
  };
  if (!response.ok) throw new Error(payload.error?.message ?? `Request failed (${response.status})`);
  return payload.entries ?? [];
}

/** The organisation's audit log for admins: who did what, when, with before/after, filtered. */
export function AuditPage({ session }: { session: AuthSession }) {
  const admin = isAdminSession(session);
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [error, setError] = useState<string>();
  const load = useCallback(async (current: AuditFilters) => {
    setError(undefined);
    try {
      // Newest first: the log is read from what just happened backwards.
      setEntries((await loadAudit(current)).slice().reverse());
    } catch (caught) {
      setError((caught as Error).message);
    }
  }, []);
  useEffect(() => {
    if (admin) void load(filters);
  }, [admin, filters, load]);
  if (!admin) {
    return (
      <section className="admin-page">
        <h1>Audit log</h1>
        <p role="alert">The audit log is for admins of {session.user?.orgName ?? 'the organisation'}.</p>
      </section>
    );
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
  };
  const field = (name: keyof AuditFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <section className="admin-page" aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit log</h1>
      <form onSubmit={apply} className="invite-form" aria-label="Filter the audit log">
        <input aria-label="Who" placeholder="email" {...field('actor')} />
        <select aria-label="What" {...field('action')}>
          <option value="">every action</option>
          {AUDIT_ACTION_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {family.slice(0, -1)}
            </option>
          ))}
        </select>
        <input aria-label="Estimate" placeholder="estimate id" {...field('estimateId')} />
        <input aria-label="Since" type="date" {...field('since')} />
        <button type="submit" className="primary">
          Filter
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            setFilters(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </button>
      </form>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {entries === undefined ? (
        <p className="muted">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="muted">No entries match.</p>
      ) : (
        <table className="admin-table audit-table" aria-label="Audit entries">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>What</th>
              <th>Estimate</th>
              <th>Before → after</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td>{entry.at.slice(0, 19).replace('T', ' ')}</td>
                <td>{entry.actor}</td>
                <td>{entry.action}</td>
                <td>{entry.estimateId ?? ''}</td>
                <td>
                  {auditChangeLines(entry.details).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
