import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

describe('/ws/agents', () => {
  let test: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    test = await createTestApp();
    baseUrl = (await test.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  }, 60_000);
  afterAll(() => test.close());

  it('tells every open socket when an agent is created, saved, published or rolled back', async () => {
    const socket = await connectTestSocket(`${baseUrl}/ws/agents`);
    const config = (text: string) => ({
      name: 'watched',
      category: 'Custom',
      promptTemplate: [{ id: 'ask', text }],
      flow: [{ kind: 'prompt', id: 'a', promptBlockId: 'ask' }],
    });
    const inject = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      test.app.inject({ method, url, payload });
    await inject('POST', '/api/agents', { config: config('one') });
    await inject('PATCH', '/api/agents/watched', { config: config('two') });
    await inject('POST', '/api/agents/watched/publish', {});
    await inject('POST', '/api/agents/watched/rollback', { toVersion: 1 });
    await socket.next('agent.rolled-back');
    const watched = socket.events.filter((event) => event.name === 'watched');
    expect(watched.map((event) => `${event.type}@${event.version}:${event.actor}`)).toEqual([
      'agent.created@1:api',
      'agent.saved@2:api',
      'agent.published@2:api',
      'agent.rolled-back@3:api',
    ]);
    await socket.close();
  });
});
