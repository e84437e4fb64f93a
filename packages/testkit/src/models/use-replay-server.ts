import { afterAll, beforeAll } from 'vitest';
import {
  type ReplayedExchanges,
  type ReplayedRequest,
  type ReplayServerOptions,
  startReplayServer,
} from './replay-server.ts';

/** The replay server of a test file or `describe`, readable once its tests run. */
export interface ReplayServerHandle<Body> {
  /** `http://127.0.0.1:<port>`: append the provider's path, e.g. `${replay.url}/v1`. */
  readonly url: string;
  readonly received: ReplayedRequest<Body>[];
}

/**
 * Starts a replay server before the tests of the calling file or `describe` and closes it after them (vitest
 * hooks): the set-up every recorded-provider test wrote out again.
 */
export function useReplayServer<Body = Record<string, unknown>>(
  exchanges: ReplayedExchanges,
  options: ReplayServerOptions<Body> = {},
): ReplayServerHandle<Body> {
  let server: Awaited<ReturnType<typeof startReplayServer<Body>>> | undefined;
  beforeAll(async () => {
    server = await startReplayServer<Body>(exchanges, options);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('the replay server starts in beforeAll: read it inside a test');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
  };
}
