import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One recorded answer of a provider: its HTTP status, JSON body and the headers the vendor documents (the request
 * is kept for reading only).
 */
export interface RecordedExchange {
  request?: unknown;
  response: { status: number; headers?: Record<string, string>; body: unknown };
}

/** A recording file: the exchanges in order, and what they are and where they come from. */
export interface Recording {
  about?: string;
  exchanges: RecordedExchange[];
}

/** Reads a recording file (`__fixtures__/*.json` beside the test: `new URL('./__fixtures__/x.json', import.meta.url)`). */
export function loadRecording(file: URL): Recording {
  return JSON.parse(readFileSync(file, 'utf8')) as Recording;
}

/** What the client sent, per request, in order. */
export interface ReplayedRequest<Body> {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Body;
}

/** Exchanges answered in order; or, per request path, each path's own exchanges in their order. */
export type ReplayedExchanges =
  | readonly RecordedExchange[]
  | Readonly<Record<string, readonly RecordedExchange[]>>;

export interface ReplayServerOptions<Body> {
  /**
   * Answers instead of the next recorded exchange (a stand-in while recording, a failing vendor); undefined
   * falls back to it. `index` counts the requests (of the request's path, with exchanges per path).
   */
  respond?: (request: ReplayedRequest<Body>, index: number) => RecordedExchange['response'] | undefined;
  /** Rewrites the answer's JSON text before it is sent, e.g. to put a citation number the test chose. */
  rewriteAnswer?: (json: string) => string;
}

export interface ReplayServer<Body> {
  /** `http://127.0.0.1:<port>`: append the provider's path, e.g. `${url}/v1`. */
  url: string;
  received: ReplayedRequest<Body>[];
  close(): Promise<void>;
}

/**
 * A local HTTP server on a free port that answers provider requests with recorded exchanges, in order (per
 * path when given per path), and keeps what the real client sent; past the last exchange it answers 500
 * "fixture exhausted".
 */
export async function startReplayServer<Body = unknown>(
  exchanges: ReplayedExchanges,
  options: ReplayServerOptions<Body> = {},
): Promise<ReplayServer<Body>> {
  const received: ReplayedRequest<Body>[] = [];
  const answeredByPath = new Map<string, number>();
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const replayed = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: (text === '' ? undefined : JSON.parse(text)) as Body,
      };
      const perPath = !Array.isArray(exchanges);
      const index = perPath ? (answeredByPath.get(replayed.path) ?? 0) : received.length;
      answeredByPath.set(replayed.path, index + 1);
      received.push(replayed);
      const recorded = perPath
        ? (exchanges as Readonly<Record<string, readonly RecordedExchange[]>>)[replayed.path]?.[index]
        : (exchanges as readonly RecordedExchange[])[index];
      const answer = options.respond?.(replayed, index) ?? recorded?.response;
      const json = JSON.stringify(answer ? answer.body : { error: { message: 'fixture exhausted' } });
      response.writeHead(answer ? answer.status : 500, {
        'content-type': 'application/json',
        ...answer?.headers,
      });
      response.end(options.rewriteAnswer ? options.rewriteAnswer(json) : json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
