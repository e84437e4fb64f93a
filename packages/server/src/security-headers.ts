import type { FastifyInstance } from 'fastify';

/**
 * The page may load only its own scripts, styles, images and sockets and may not be framed (clickjacking).
 * Styles allow 'unsafe-inline' for the style attributes React writes; scripts never run inline. `connect-src
 * 'self'` covers the same-origin WebSocket (CSP Level 3).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Sends the security headers with every answer, the web app's and the API's alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
