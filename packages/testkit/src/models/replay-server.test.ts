import { describe, expect, it } from 'vitest';
import { startReplayServer } from './replay-server.ts';
import { useReplayServer } from './use-replay-server.ts';

const answer = (status: number, body: unknown) => ({ response: { status, body } });
const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test': 'yes' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('startReplayServer', () => {
  it('answers in order, keeps what was sent with its headers, and says when the recording is exhausted', async () => {
    const replay = await startReplayServer([answer(200, { n: 1 }), answer(429, { n: 2 })]);
    try {
      expect(await post(`${replay.url}/a`, { q: 1 })).toEqual({ status: 200, body: { n: 1 } });
      expect(await post(`${replay.url}/b`, { q: 2 })).toEqual({ status: 429, body: { n: 2 } });
      expect((await post(`${replay.url}/a`, {})).status).toBe(500);
      expect(replay.received.map((request) => [request.path, request.body])).toEqual([
        ['/a', { q: 1 }],
        ['/b', { q: 2 }],
        ['/a', {}],
      ]);
      expect(replay.received[0]?.headers['x-test']).toBe('yes');
    } finally {
      await replay.close();
    }
  });

  it('answers each path from its own exchanges, in their order', async () => {
    const replay = await startReplayServer({
      '/v1/messages': [answer(200, 'm1'), answer(200, 'm2')],
      '/v1/embeddings': [answer(200, 'e1')],
    });
    try {
      const bodies = [];
      for (const path of ['/v1/messages', '/v1/embeddings', '/v1/messages'])
        bodies.push((await post(`${replay.url}${path}`, {})).body);
      expect(bodies).toEqual(['m1', 'e1', 'm2']);
    } finally {
      await replay.close();
    }
  });

  it('lets respond stand in for the recording (a failing vendor)', async () => {
    const replay = await startReplayServer([], { respond: () => ({ status: 503, body: { down: true } }) });
    try {
      expect(await post(replay.url, {})).toEqual({ status: 503, body: { down: true } });
    } finally {
      await replay.close();
    }
  });
});

describe('useReplayServer', () => {
  const replay = useReplayServer([answer(200, { ok: true })]);

  it('is started for the tests of its describe', async () => {
    expect(await post(`${replay.url}/v1/x`, { hello: 1 })).toEqual({ status: 200, body: { ok: true } });
    expect(replay.received).toHaveLength(1);
  });
});
