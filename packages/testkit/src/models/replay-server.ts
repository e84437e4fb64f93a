import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One recorded answer of a provider: its HTTP status, JSON body and the headers the vendor documents (the request
 * is kept for reading only).
 */
export interface RecordedExchange {
  request?: unknown;
  response: { status: number; headers?: Record<string, string>; body: unknown };
}

/** What the client sent, per request, in order. */
export interface ReplayedRequest<Body> {
  method: string;
  path: string;
  body: Body;
}

export interface ReplayServerOptions<Body> {
  /** Answers instead of the next recorded exchange (a stand-in while recording); undefined falls back to it. */
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
 * A local HTTP server on a free port that answers provider requests with recorded exchanges, in order, and
 * keeps what the real client sent; past the last exchange it answers 500 "fixture exhausted".
 */
export async function startReplayServer<Body = unknown>(
  exchanges: readonly RecordedExchange[],
  options: ReplayServerOptions<Body> = {},
): Promise<ReplayServer<Body>> {
  const received: ReplayedRequest<Body>[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const index = received.length;
      const replayed = {
        method: request.method ?? '',
        path: request.url ?? '',
        body: JSON.parse(text) as Body,
      };
      received.push(replayed);
      const answer = options.respond?.(replayed, index) ?? exchanges[index]?.response;
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
