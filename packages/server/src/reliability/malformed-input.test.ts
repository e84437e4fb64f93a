import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

// Issue 14, finding 4: a NUL character in a text field or a WebSocket message, and malformed multipart bodies,
// were answered with 500. Each must be a 4xx that names the field.
let t: TestApp;
let url = '';
let id = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  id = (await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Input' } })).json()
    .estimate.id;
});
afterAll(() => t.close());

describe('a NUL character', () => {
  it.each([
    ['POST', '/api/estimates', { title: 'a\u0000b' }, 'body.title'],
    ['POST', '/api/estimates', { title: 'ok', text: 'paint\u0000 a room' }, 'body.text'],
    ['PATCH', '/api/estimates/:id', { version: 1, assumptions: ['x\u0000'] }, 'body.assumptions.0'],
    ['POST', '/api/estimates/:id/groups', { version: 1, name: '\u0000' }, 'body.name'],
    ['POST', '/api/estimates/:id/duplicate', { title: 'copy\u0000' }, 'body.title'],
    ['POST', '/api/estimates', { 'ti\u0000tle': 'x' }, 'body'],
  ])('%s %s → 400 naming %s', async (method, path, payload, field) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url: path.replace(':id', id),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
  });

  it('in a query → 400 naming it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/estimates?search=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('query.search');
  });

  it('in a WebSocket message → an error event naming the field, the socket stays open', async () => {
    const socket = await connectTestSocket(`${url.replace('http', 'ws')}/ws/${id}`);
    await socket.next('chat_history');
    socket.send({ type: 'user_message', text: 'paint a 12x14 room\u0000' });
    const error = await socket.next('error');
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('text') });
    socket.send({ type: 'ping', id: 'still-open' });
    expect(await socket.next('pong')).toMatchObject({ id: 'still-open' });
    await socket.close();
  });
});

const BOUNDARY = 'quoinboundary';
const multipart = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  fetch(`${url}/api/estimates/${id}/uploads`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe('a malformed multipart body', () => {
  it.each([
    ['no boundary', '--x\r\n', 'multipart/form-data'],
    ['an empty body', '', undefined],
    [
      'a truncated part',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
      undefined,
    ],
    ['a part without headers', `--${BOUNDARY}\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`, undefined],
    ['garbage headers', `--${BOUNDARY}\r\n\u0000\u0000: \r\n\r\nabc\r\n--${BOUNDARY}--\r\n`, undefined],
    [
      'only a text field',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
      undefined,
    ],
    [
      'two files',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="b"\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
      undefined,
    ],
  ])('%s → 4xx naming the field', async (_case, body, contentType) => {
    const response = await multipart(body, contentType);
    const answer = (await response.json()) as { error: { message: string } };
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(answer.error.message).toMatch(/"file"|multipart/);
  });
});
