import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebAppRoutes } from './web-app-routes.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'quoin-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

async function appWithWeb() {
  const app = Fastify();
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: { code: 'NOT_FOUND' } }));
  await registerWebAppRoutes(app, webRoot);
  return app;
}

describe('the built web app', () => {
  it('serves index.html at / and for app paths, assets with a long cache, the API untouched', async () => {
    const app = await appWithWeb();
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toContain('text/html');
    expect(root.body).toContain('id="root"');
    const page = await app.inject({ url: '/estimates/est-1?tab=chat' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('keeps the JSON 404 for unknown /api and /ws paths', async () => {
    const app = await appWithWeb();
    for (const url of ['/api/nope', '/api', '/ws/x/y']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'NOT_FOUND' } });
    }
    await app.close();
  });
});
