let csrfToken: string | undefined;

/** Remembers the CSRF token of the cookie session (from GET /api/auth/session or a sign-in). */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/**
 * Adds `x-csrf-token` to every same-origin write the app makes, so each panel's own `fetch` needs no change:
 * the server refuses a cookie-authenticated write without it.
 */
export function installCsrfFetch(): void {
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (csrfToken && method !== 'GET' && method !== 'HEAD' && url.origin === window.location.origin) {
      const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set('x-csrf-token', csrfToken);
      return original(input, { ...init, headers });
    }
    return original(input, init);
  };
}
