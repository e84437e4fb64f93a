import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-support/test-app.ts';

// Issue 14, finding 8: the app sent no Content-Security-Policy or X-Frame-Options.
describe('security headers', () => {
  it.each(['/api/health', '/api/estimates/nope', '/'])(
    'are sent with %s',
    { timeout: 120_000 },
    async (url) => {
      const t = await createTestApp();
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      await t.close();
    },
  );
});
