import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { accessApi } from './access-api.ts';
import type { ApiToken, AuditEntry, AuthSession, Invitation, Member } from './access-types.ts';

export const ADMIN_PATH = '/admin';

interface AdminData {
  members: Member[];
  invitations: Invitation[];
  tokens: ApiToken[];
  audit: AuditEntry[];
}

const isAdmin = (session: AuthSession) => session.user?.role === 'admin' || session.user?.role === 'owner';

/** People, invitations, API tokens and the audit log of the signed-in organisation. */
export function AdminPage({ session }: { session: AuthSession }) {
  const admin = isAdmin(session);
  const [data, setData] = useState<AdminData>({ members: [], invitations: [], tokens: [], audit: [] });
  const [error, setError] = useState<string>();
  const [inviteLink, setInviteLink] = useState<string>();
  const [newToken, setNewToken] = useState<string>();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('estimator');
  const load = useCallback(async () => {
    try {
      const [members, tokens] = await Promise.all([accessApi.members(), accessApi.tokens()]);
      const [invitations, audit] = admin
        ? await Promise.all([accessApi.invitations(), accessApi.audit()])
        : [{ invitations: [] }, { entries: [] }];
      setData({ ...members, ...tokens, invitations: invitations.invitations, audit: audit.entries });
    } catch (caught) {
      setError((caught as Error).message);
    }
  }, [admin]);
  useEffect(() => {
    void load();
  }, [load]);
  const act = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      await load();
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  const invite = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const { token } = await accessApi.invite(email, role);
      setInviteLink(`${window.location.origin}/accept?token=${encodeURIComponent(token)}`);
      setEmail('');
    });
  };
  return (
    <section className="admin-page" aria-labelledby="admin-heading">
      <h1 id="admin-heading">{session.user?.orgName ?? 'Organisation'}: people and access</h1>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <h2>People</h2>
      <table className="admin-table" aria-label="People">
        <tbody>
          {data.members.map((member) => (
            <tr key={member.userId}>
              <td>{member.email}</td>
              <td>{member.role}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {admin ? (
        <>
          <form onSubmit={invite} className="invite-form" aria-label="Invite a colleague">
            <input
              type="email"
              placeholder="colleague@example.com"
              aria-label="Colleague's email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            <select aria-label="Role" value={role} onChange={(e) => setRole(e.target.value)}>
              <option value="viewer">viewer</option>
              <option value="estimator">estimator</option>
              <option value="admin">admin</option>
            </select>
            <button type="submit" className="primary">
              Invite
            </button>
          </form>
          {inviteLink ? (
            <p className="notice">
              Send this link (shown once): <code data-testid="invite-link">{inviteLink}</code>
            </p>
          ) : null}
          <h2>Invitations</h2>
          <table className="admin-table" aria-label="Invitations">
            <tbody>
              {data.invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{invitation.email}</td>
                  <td>{invitation.role}</td>
                  <td>{invitation.acceptedAt ? 'accepted' : `until ${invitation.expiresAt.slice(0, 10)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <h2>API tokens</h2>
      <button
        type="button"
        onClick={() => void act(async () => setNewToken((await accessApi.createToken('web', 'read')).token))}
      >
        New read token
      </button>
      {newToken ? (
        <p className="notice">
          Your token (shown once): <code data-testid="new-token">{newToken}</code>
        </p>
      ) : null}
      <table className="admin-table" aria-label="API tokens">
        <tbody>
          {data.tokens.map((token) => (
            <tr key={token.id}>
              <td>{token.name || token.id}</td>
              <td>{token.scope}</td>
              <td>
                {token.revokedAt ? 'revoked' : `last used ${token.lastUsedAt?.slice(0, 16) ?? 'never'}`}
              </td>
              <td>
                {token.revokedAt ? null : (
                  <button type="button" onClick={() => void act(() => accessApi.revokeToken(token.id))}>
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {admin ? (
        <>
          <h2>Audit log</h2>
          <table className="admin-table" aria-label="Audit log">
            <tbody>
              {data.audit
                .slice()
                .reverse()
                .map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.at.slice(0, 19).replace('T', ' ')}</td>
                    <td>{entry.actor}</td>
                    <td>{entry.action}</td>
                    <td>{entry.estimateId ?? ''}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
