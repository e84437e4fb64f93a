import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the API and the live protocol; everything else may be a page of the app. */
const NOT_APP_PATH = /^\/(api|ws)(\/|$)/;

/**
 * Serves the built browser app from `webRoot` (Vite's dist): its files as they are, hashed assets cached for
 * a year, and index.html for any other GET that is not under /api or /ws, so /estimates/est-1 opens the
 * workspace on reload (the app routes with the History API). Unknown /api paths keep their JSON 404.
 */
export async function registerWebAppRoutes(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    cacheControl: false, // setHeaders below decides it per file
    index: ['index.html'],
    setHeaders: (response, filePath) => {
      const hashed = /[\\/]assets[\\/]/.test(filePath);
      response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_APP_PATH.test(path)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
