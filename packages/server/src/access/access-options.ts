/** `off`: single-user mode, no accounts (loopback only). `required`: every request signs in or carries a token. */
export type AuthMode = 'off' | 'required';

/** How the server decides who is asking. Absent → `{ mode: 'off' }`, today's single-user mode. */
export interface AccessOptions {
  mode: AuthMode;
  /** Origins besides the server's own that may call the API and open sockets (a separate web host). */
  allowedOrigins?: string[];
  /** Origins answered with CORS headers; CORS is off when empty. */
  corsOrigins?: string[];
  /** How long a sign-in lasts; default 12 hours. */
  sessionTtlMs?: number;
  /** Sign-in attempts per client address per minute before 429; default 10. */
  signInPerMinute?: number;
  /** Mark cookies `Secure` (behind HTTPS). */
  secureCookies?: boolean;
}

export const SESSION_COOKIE = 'quoin_session';
export const CSRF_HEADER = 'x-csrf-token';
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60_000;
