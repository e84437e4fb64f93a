import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Recorded {
  latencyMs: { searchapi: number; exa: number };
  searchapi: Record<string, unknown>;
  exa: Record<string, unknown>;
}

/** The recorded SearchAPI and Exa answers (hand-written in their wire formats; see the file's "about"). */
export function recordedProductResponses(): Recorded {
  return JSON.parse(
    readFileSync(new URL('./recorded-product-search.json', import.meta.url), 'utf8'),
  ) as Recorded;
}

export type ServerBehaviour = 'recorded' | 'hang' | 'garbage' | 'error';

/**
 * A local server that plays SearchAPI (/api/v1/search) and Exa (/search): each query gets the recorded answer
 * whose key word it contains (an empty result list otherwise), after the recorded latency when asked to wait.
 */
export async function startRecordedProductServer(
  options: { latency?: boolean; behaviour?: ServerBehaviour } = {},
) {
  const recorded = recordedProductResponses();
  const requests: { provider: 'searchapi' | 'exa'; query: string; authorization?: string }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://local');
      const provider = url.pathname === '/search' ? 'exa' : 'searchapi';
      const query =
        provider === 'exa'
          ? String((JSON.parse(text || '{}') as { query?: string }).query ?? '')
          : (url.searchParams.get('q') ?? '');
      const authorization = String(request.headers.authorization ?? request.headers['x-api-key'] ?? '');
      requests.push({ provider, query, authorization });
      if (options.behaviour === 'hang') return;
      const answers = recorded[provider] as Record<string, unknown>;
      const key = Object.keys(answers).find((word) => query.toLowerCase().includes(word));
      const body =
        options.behaviour === 'garbage'
          ? '<html>Just a moment…</html>'
          : JSON.stringify(
              key ? answers[key] : provider === 'exa' ? { results: [] } : { shopping_results: [] },
            );
      const send = () => {
        response.writeHead(options.behaviour === 'error' ? 503 : 200, { 'content-type': 'application/json' });
        response.end(body);
      };
      if (options.latency) setTimeout(send, recorded.latencyMs[provider]);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
