import { type FormEvent, useState } from 'react';
import { accessApi } from './access-api.ts';
import type { AuthSession } from './access-types.ts';

/** The invitation token of an `/accept?token=…` link, if this is one. */
export function invitationTokenInUrl(): string | undefined {
  if (window.location.pathname !== '/accept') return undefined;
  return new URLSearchParams(window.location.search).get('token') ?? undefined;
}

/** Email and password, or (from an invitation link) a new password to join the organisation. */
export function SignInScreen({ onSignedIn }: { onSignedIn: (session: AuthSession) => void }) {
  const invitation = invitationTokenInUrl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const session = invitation
        ? await accessApi.acceptInvitation(invitation, password)
        : await accessApi.signIn(email, password);
      if (invitation) window.history.replaceState(null, '', '/');
      onSignedIn(session);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card sign-in" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{invitation ? 'Join your team' : 'Sign in'}</h1>
      {invitation ? (
        <p className="muted">Choose a password (10 characters or more) to accept the invitation.</p>
      ) : null}
      <form onSubmit={submit} className="sign-in-form">
        {invitation ? null : (
          <label>
            Email
            <input
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          </label>
        )}
        <label>
          Password
          <input
            type="password"
            autoComplete={invitation ? 'new-password' : 'current-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <button type="submit" className="primary" disabled={busy}>
          {invitation ? 'Accept invitation' : 'Sign in'}
        </button>
      </form>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
