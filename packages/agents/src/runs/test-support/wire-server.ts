import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WireRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** Answers one request: write a status, headers and a body (or misbehave: hang, cut the stream). */
export type WireReply = (response: ServerResponse, request: WireRequest) => void;

/** A JSON answer. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): WireReply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

/** An SSE answer: `events` as `data:` lines (with `event:` names when given); `cut` ends the socket mid-stream. */
export const sse =
  (
    events: Array<unknown | { event: string; data: unknown }>,
    options: { done?: boolean; cut?: boolean } = {},
  ): WireReply =>
  (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const event of events) {
      const named = event && typeof event === 'object' && 'event' in event && 'data' in event;
      if (named) response.write(`event: ${(event as { event: string }).event}\n`);
      const data = named ? (event as { data: unknown }).data : event;
      response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    }
    if (options.cut) {
      response.socket?.destroy();
      return;
    }
    if (options.done) response.write('data: [DONE]\n\n');
    response.end();
  };

/** Never answers (a provider that hangs); the client's timeout or abort must end the call. */
export const hang: WireReply = () => {};

/**
 * A local HTTP server that plays a provider: each request gets the next scripted reply, and every request
 * is kept so tests can check what the real client sent.
 */
export async function startWireServer(replies: WireReply[]) {
  const received: WireRequest[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const wire: WireRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      const reply = replies[received.length];
      received.push(wire);
      if (reply) reply(response, wire);
      else json(500, { error: { message: 'script exhausted' } })(response, wire);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
