import { type ReactNode, useEffect, useState } from 'react';
import { accessApi } from './access-api.ts';
import type { AuthSession } from './access-types.ts';
import { SignInScreen } from './sign-in-screen.tsx';

/**
 * Shows the app when the server needs no accounts or someone is signed in; otherwise the sign-in screen (or
 * the invitation screen of an `/accept?token=…` link). `children` gets the session to show who is in.
 */
export function AuthGate({
  children,
}: {
  children: (session: AuthSession, signOut: () => void) => ReactNode;
}) {
  const [session, setSession] = useState<AuthSession>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    accessApi.session().then(setSession, (caught: Error) => setError(caught.message));
  }, []);
  if (error)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  if (!session) return <p className="muted">Loading…</p>;
  if (session.authMode === 'required' && !session.signedIn)
    return (
      <main className="page">
        <SignInScreen onSignedIn={setSession} />
      </main>
    );
  const signOut = () => {
    accessApi.signOut().then(setSession, (caught: Error) => setError(caught.message));
  };
  return <>{children(session, signOut)}</>;
}
