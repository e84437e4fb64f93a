import type { AddressInfo } from 'node:net';
import { CLIENT_EVENT_TYPES, REST_ROUTES } from '@quoin/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { connectTestSocket } from './test-support/ws-client.ts';

// Thousands of malformed requests and frames: every one gets a 4xx (or an `error` event) that says what to
// fix; never a 5xx, a crash or a connection left hanging.
const REST_CASES = 4_000;
const WS_CASES = 1_500;

let t: TestApp;
let baseUrl = '';
let estimateId = '';
let groupId = '';
let itemId = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/estimates',
    payload: { title: 'Fuzz target', text: 'paint a 12x14 bedroom in 80202' },
  });
  estimateId = created.json().estimate.id;
  const group = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${estimateId}/groups`,
    payload: { name: 'Painting' },
  });
  groupId = group.json().group?.id ?? group.json().estimate?.groups?.[0]?.id ?? 'g-1';
  const item = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${estimateId}/groups/${groupId}/items`,
    payload: { title: 'Walls', type: 'labor', quantity: 1, uom: 'each', rateCents: 100 },
  });
  itemId = item.json().item?.id ?? 'li-1';
});
afterAll(() => t.close());

const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '../../etc/passwd',
    '%2e%2e%2f',
    'null',
    'undefined',
    '{}',
    ' ',
    '\u0000',
    'a'.repeat(5_000),
    '🚧',
  ),
);
const idLike = fc.oneof(weirdText.map(encodeURIComponent), fc.constantFrom('est-1', 'g-1', 'li-1'));
const jsonBody = fc.oneof(
  fc.anything({ maxDepth: 4 }),
  fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 })),
  fc.record(
    {
      title: fc.anything(),
      zip: fc.anything(),
      text: fc.anything(),
      quantity: fc.anything(),
      version: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.constant(JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`)),
);
// Well-shaped bodies with a NUL character or an amount past the money bounds (issue 14: both were 500s).
const nulText = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const boundaryBody = fc.record(
  {
    version: fc.constantFrom(1, 2, 3),
    title: fc.oneof(nulText, fc.constant('Line')),
    name: nulText,
    text: nulText,
    assumptions: fc.array(nulText, { maxLength: 2 }),
    quantity: fc.constantFrom(1, 9e6, 1e7 + 1, 9e15, Number.MAX_SAFE_INTEGER),
    rateCents: fc.constantFrom(1, 1e9, 1e10 + 1, 9e15, Number.MAX_SAFE_INTEGER),
    priceCents: fc.constantFrom(1, 1e10, 9e15),
    packages: fc.constantFrom(1, 1e7, 9e15),
    uom: fc.constant('each'),
    type: fc.constantFrom('material', 'assembly'),
  },
  { requiredKeys: [] },
);
const rawBody = fc.oneof(weirdText, fc.constantFrom('{', '{"title":', '[1,2', 'true false', '\u00ff\u00fe'));

const PATH_PARAMS = [
  ...new Set(REST_ROUTES.flatMap((route) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!))),
];
// Real values where one exists without setup: a built-in agent, a registered tool, the first version or page.
const REAL_PARAMS: Record<string, string> = { name: 'scope', version: '1', page: '1' };

const restCase = fc.record({
  routeIndex: fc.nat({ max: REST_ROUTES.length - 1 }),
  // Every path parameter of every route (drawings, intake, studio and tools too): a weird value or a real one.
  ids: fc.dictionary(fc.constantFrom(...PATH_PARAMS), idLike, { minKeys: PATH_PARAMS.length }),
  useRealIds: fc.boolean(),
  body: fc.oneof(
    jsonBody.map((value) => ({ json: value })),
    boundaryBody.map((value) => ({ json: value })),
    rawBody.map((raw) => ({ raw })),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    undefined,
  ),
  query: fc.oneof(
    fc.constant(''),
    weirdText.map(
      (text) =>
        `?q=${encodeURIComponent(text)}&limit=${encodeURIComponent(text)}&format=${encodeURIComponent(text)}`,
    ),
  ),
});

describe('fuzz', () => {
  it('refuses a JSON null body instead of reading it as an empty one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it(`answers ${REST_CASES} malformed REST requests with a 4xx and a message, never a 5xx`, async () => {
    const statuses = new Map<number, number>();
    const routesHit = new Set<number>();
    const real: Record<string, string> = { ...REAL_PARAMS, id: estimateId, groupId, itemId };
    await fc.assert(
      fc.asyncProperty(restCase, async ({ routeIndex, ids, useRealIds, body, contentType, query }) => {
        const route = REST_ROUTES[routeIndex] ?? REST_ROUTES[0]!;
        routesHit.add(routeIndex);
        const fill = (name: string) => (useRealIds ? (real[name] ?? ids[name]) : ids[name]) ?? 'x';
        const url = route.path.replace(/:(\w+)/g, (_match, name: string) => fill(name)) + query;
        const payload = 'json' in body ? JSON.stringify(body.json ?? null) : body.raw;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' ? {} : { payload }),
          headers: contentType ? { 'content-type': contentType } : {},
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${route.method} ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(
          500,
        );
        if (response.statusCode >= 400) {
          const error = response.json().error as { code: string; message: string };
          expect(error.message.length).toBeGreaterThan(5);
        }
      }),
      { numRuns: REST_CASES, seed: 20261122 },
    );
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(REST_CASES);
    // Every route of the OpenAPI document (REST_ROUTES is what it lists) was tried.
    expect(routesHit.size).toBe(REST_ROUTES.length);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  }, 300_000);

  it(`answers ${WS_CASES} malformed WebSocket frames with an event each (an error with a message, or a valid frame's real answer) and stays open`, async () => {
    const socket = await connectTestSocket(`${baseUrl}/ws/${estimateId}`);
    await socket.next('connected');
    const frames = fc.sample(
      fc.oneof(
        fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value ?? null)),
        weirdText,
        fc
          .record(
            {
              // Every client message type the protocol has, and two it has not.
              type: fc.constantFrom(...CLIENT_EVENT_TYPES, 'nope', 42),
              text: fc.anything(),
              planId: fc.anything(),
              intakeId: fc.oneof(fc.anything(), fc.constant('intake-1')),
              answer: fc.anything(),
              extra: fc.anything(),
            },
            { requiredKeys: ['type'] },
          )
          .map((frame) => JSON.stringify(frame)),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(JSON.stringify({ type: 'user_message', text: 'x'.repeat(20_000) })),
        nulText.map((text) => JSON.stringify({ type: 'user_message', text })),
        fc.constant(JSON.stringify({ type: 'user_message', text: 'paint 99999999999 sq ft of wall' })),
      ),
      { numRuns: WS_CASES, seed: 20261122 },
    );
    let answered = 0;
    for (const frame of frames) {
      const mark = socket.events.length;
      socket.socket.send(frame);
      const reply = await waitForEvent(socket.events, mark);
      // A frame that happened to be valid (an approve_plan for the pending plan) gets its real answer.
      expect(typeof reply.type, String(frame).slice(0, 100)).toBe('string');
      if (reply.type === 'error') {
        expect(String(reply.message).length).toBeGreaterThan(5);
        // A server fault over the socket is the WebSocket's 5xx.
        expect(reply.code, `${String(frame).slice(0, 100)} → ${String(reply.message)}`).not.toBe('INTERNAL');
      }
      answered++;
      // Let any further events of a frame that happened to be valid arrive before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(answered).toBe(WS_CASES);
    const mark = socket.events.length;
    socket.send({ type: 'ping', id: 'still-there' });
    expect(await socket.next('pong', mark)).toMatchObject({ id: 'still-there' });
    await socket.close();
  }, 300_000);
});

async function waitForEvent(events: Record<string, unknown>[], from: number, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (events.length <= from) {
    if (Date.now() > deadline) throw new Error('no answer to a frame: the connection hung');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return events[from] as Record<string, unknown>;
}
