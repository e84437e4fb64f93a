import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

// Issue 14, finding 4: a 5xx said "the error is in its log" while the server ran with logger:false. Now every
// 5xx is logged with its stack, and the answer carries the request id that finds it.
describe('a server fault', () => {
  it('is logged with its stack under the request id the answer carries, REST and WebSocket', {
    timeout: 120_000,
  }, async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      logger: { level: 'error', stream: { write: (line) => lines.push(line) } },
    });
    try {
      const id = (
        await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'x' } })
      ).json().estimate.id;
      t.store.estimates.listEstimates = () => Promise.reject(new Error('disk on fire'));
      const response = await t.app.inject({ method: 'GET', url: '/api/estimates' });
      expect(response.statusCode).toBe(500);
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^req-/);
      expect(response.json().error).toMatchObject({ code: 'INTERNAL', details: { requestId } });
      expect(response.json().error.message).toContain(`request id ${requestId}`);
      expect(response.json().error.message).not.toContain('disk on fire');
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.requestId === requestId);
      expect(logged?.err?.stack).toContain('disk on fire');

      const url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      const socket = await connectTestSocket(`${url}/ws/${id}`);
      await socket.next('chat_history');
      t.store.chatMessages.appendMessage = () => Promise.reject(new Error('chat on fire'));
      socket.send({ type: 'user_message', text: 'paint a room' });
      const error = await socket.next('error');
      expect(error).toMatchObject({
        code: 'INTERNAL',
        details: { requestId: expect.stringMatching(/^req-/) },
      });
      const wsLogged = lines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.err?.stack?.includes('chat on fire'));
      expect(wsLogged?.requestId).toBe((error.details as { requestId: string }).requestId);
      await socket.close();
    } finally {
      await t.close();
    }
  });

  it('every answer carries a request id', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^req-/);
    await t.close();
  });
});
