import { writeFileSync } from 'node:fs';
import {
  hashedWordEmbeddings,
  loadRecording,
  type RecordedExchange,
  type ReplayServer,
  secondFloorPlanSheet,
  startReplayServer,
  writeTestPdf,
} from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { drawingModelsFromEnv } from './drawing-models.ts';

// Wire-level exchanges in each vendor's documented format, replayed by a local server through the real AI SDK
// clients (Anthropic Messages for the vision caption and the answer, OpenAI embeddings for dense search). None
// was captured live: there is no network to the vendors here (see each fixture's "about").
const fixture = (name: string) => new URL(`./__fixtures__/${name}`, import.meta.url);
const messages = loadRecording(fixture('anthropic-messages-drawings.json'));
const EMBEDDINGS_FIXTURE = fixture('openai-embeddings-drawings.json');
// QUOIN_RECORD_EMBEDDINGS=1 rewrites the embeddings file from testkit's stand-in (the input texts change when
// ingestion does); the vectors stay 16-dimensional to keep the file small.
const RECORD = process.env.QUOIN_RECORD_EMBEDDINGS === '1';
const embeddings = RECORD
  ? { about: '', exchanges: [] as RecordedExchange[] }
  : loadRecording(EMBEDDINGS_FIXTURE);

const OPENAI_HEADERS = {
  'content-type': 'application/json',
  'openai-model': 'text-embedding-3-small',
  'openai-organization': 'user-quoin-test',
  'openai-processing-ms': '41',
  'openai-version': '2020-10-01',
  'x-request-id': 'req_quoin_embeddings',
};

/** The stand-in's answer while recording, kept as the next embeddings exchange. */
function recordEmbedding(
  path: string,
  body: { model: string; input: string[] },
): RecordedExchange['response'] {
  const exchange = {
    request: { method: 'POST', path, body },
    response: { status: 200, headers: OPENAI_HEADERS, body: hashedWordEmbeddings(body) },
  };
  embeddings.exchanges.push(exchange);
  return exchange.response;
}

// ≥ 12 text runs so the page reads as a text page (and the vision model is asked about it). A set's index is
// kept per process by set id and file hash, so each app here (ids restart at 1) gets different bytes.
const sheetPdf = (revisionNote?: string) => writeTestPdf([secondFloorPlanSheet(revisionNote)]);
const SET = sheetPdf();

describe('drawing routes with models configured as the CLI reads them', { timeout: 120_000 }, () => {
  let replay: ReplayServer<Record<string, unknown>>;
  let received: ReplayServer<Record<string, unknown>>['received'] = [];
  let t: TestApp;

  beforeAll(async () => {
    // One server for both vendors: each path replays its own exchanges in order.
    replay = await startReplayServer<Record<string, unknown>>(
      { '/v1/messages': messages.exchanges, '/v1/embeddings': embeddings.exchanges },
      {
        respond: ({ path, body }) =>
          RECORD && path === '/v1/embeddings'
            ? recordEmbedding(path, body as { model: string; input: string[] })
            : undefined,
      },
    );
    received = replay.received;
    const base = `${replay.url}/v1`;
    const env = {
      QUOIN_MODEL: 'anthropic:claude-haiku-4-5',
      QUOIN_VISION_MODEL: 'anthropic:claude-haiku-4-5',
      QUOIN_MODEL_BASE_URL: base,
      ANTHROPIC_API_KEY: 'sk-ant-test',
      QUOIN_EMBEDDING_MODEL: 'openai:text-embedding-3-small',
      QUOIN_EMBEDDING_BASE_URL: base,
      OPENAI_API_KEY: 'sk-test',
    };
    t = await createTestApp((store) => ({ drawingModels: drawingModelsFromEnv(env, store) }));
  });
  afterAll(async () => {
    await t?.close();
    await replay.close();
    if (RECORD) {
      embeddings.about =
        "OpenAI embeddings API (POST /v1/embeddings, encoding_format float) as documented at platform.openai.com/docs/api-reference/embeddings: {object: 'list', data: [{object: 'embedding', index, embedding}], model, usage {prompt_tokens, total_tokens}} with OpenAI's response headers. Not captured live (no network to api.openai.com here): recorded from a local stand-in speaking that format, 16-dimensional vectors instead of 1536.";
      writeFileSync(EMBEDDINGS_FIXTURE, `${JSON.stringify(embeddings, null, 2)}\n`);
    }
  });

  it('is offline without the variables: no model, no embeddings, no vision', () => {
    expect(drawingModelsFromEnv({}, t.store)).toEqual({});
  });

  it('captions and embeds a set at upload, through the vendors’ own request formats', async () => {
    const form = new FormData();
    form.append('file', new Blob([SET], { type: 'application/pdf' }), 'house.pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/drawing-sets?name=house',
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json();
    expect(added.captions).toMatchObject({ calls: 1, cached: 0, failures: [] });
    expect(added.captions.costUsd).toBeGreaterThan(0);
    expect(added.embeddings.embedded).toBeGreaterThan(5);
    expect(added.embeddings.note).toBeUndefined();

    const [vision] = received.filter((r) => r.path === '/v1/messages');
    expect(vision?.headers['x-api-key']).toBe('sk-ant-test');
    expect(vision?.headers['anthropic-version']).toBe('2023-06-01');
    if (!vision) throw new Error('the vision model was not called');
    const sent = vision.body.messages as { content: { type: string; source?: unknown }[] }[];
    const content = sent[0]?.content;
    expect(content?.map((part) => part.type)).toEqual(['text', 'image']);
    expect(content?.[1]?.source).toMatchObject({ type: 'base64', media_type: 'image/png' });
    const embedded = received.filter((r) => r.path === '/v1/embeddings');
    expect(embedded[0]?.body).toMatchObject({ model: 'text-embedding-3-small', encoding_format: 'float' });
    expect(embedded[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('answers through the model path over hybrid search, citing the vision caption', async () => {
    const before = received.length;
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/drawings/ask',
      payload: { question: 'Is there a skylight over the master bath?', set: 'house' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const answer = ask.json();
    expect(answer).toMatchObject({
      abstained: false,
      answer: 'Yes: a skylight is drawn over the master bath (402) on sheet A-102.',
      retrieval: { mode: 'hybrid' },
      usage: { modelCalls: 2, outputTokens: 17 + 36 },
    });
    expect(answer.usage.inputTokens).toBeGreaterThan(96 + 455);
    expect(answer.provenance[0]).toMatchObject({ sheet: 'A-102', vision: true });
    const calls = received.slice(before).map((r) => r.path);
    expect(calls).toEqual(['/v1/embeddings', '/v1/messages', '/v1/messages']);
    // The recorded answer cites [1]: evidence 1 of the second call must be the vision caption.
    const prompt = JSON.stringify(received.at(-1)?.body.messages);
    expect(prompt).toMatch(/\[1\][^[]*skylight is drawn over the master bath/);
  });
});

describe('drawing routes when the embedding provider fails', { timeout: 120_000 }, () => {
  // OpenAI's documented error envelope for a server error; the client retries once, then gives up.
  const SERVER_ERROR = {
    status: 500,
    headers: { 'x-request-id': 'req_quoin_500' },
    body: { error: { message: 'The server had an error', type: 'server_error', param: null, code: null } },
  };
  let failing: ReplayServer<unknown>;
  let t: TestApp;

  beforeAll(async () => {
    failing = await startReplayServer([], { respond: () => SERVER_ERROR });
    const env = {
      QUOIN_EMBEDDING_MODEL: 'openai:text-embedding-3-small',
      QUOIN_EMBEDDING_BASE_URL: `${failing.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
    };
    t = await createTestApp((store) => ({ drawingModels: drawingModelsFromEnv(env, store) }));
  });
  afterAll(async () => {
    await t?.close();
    await failing?.close();
  });

  it('keeps the set and answers lexically, saying why', async () => {
    const form = new FormData();
    form.append('file', new Blob([sheetPdf('ISSUED FOR BID')], { type: 'application/pdf' }), 'house.pdf');
    const added = await t.app.inject({ method: 'POST', url: '/api/drawing-sets?name=house', payload: form });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().embeddings).toMatchObject({ embedded: 0 });
    expect(added.json().embeddings.note).toMatch(/embedding failed.*lexical/);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/drawings/ask',
      payload: { question: 'What sealant goes at the floor drains?', set: 'house' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toMatchObject({ abstained: false, retrieval: { mode: 'lexical' } });
    expect(ask.json().answer).toContain('SILICONE');
    expect(ask.json().retrieval.note).toMatch(/failed/);
  });
});
