import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from '@quoin/protocol';
import type { HandlerFactory } from './route-handler.ts';

/** The server package's version, for /api/health and the OpenAPI document. */
export const SERVER_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Health and the OpenAPI document (built once, on first request). */
export const metaHandlers: HandlerFactory = (context) => {
  let openApi: Record<string, unknown> | undefined;
  return {
    async getHealth() {
      return { status: 'ok', version: SERVER_VERSION, time: context.clock().toISOString() };
    },
    async getOpenApi() {
      openApi ??= buildOpenApiDocument({ version: SERVER_VERSION });
      return openApi;
    },
  };
};
