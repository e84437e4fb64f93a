import { writeFileSync } from 'node:fs';
import { addDrawingSet, askDrawings, type VectorStorePort } from '@quoin/drawings';
import { openStore, type Store } from '@quoin/store';
import {
  hashedWordEmbeddings,
  loadRecording,
  type ReplayServer,
  startReplayServer,
  writeTestPdf,
} from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingEmbeddingsFromEnv } from './drawing-embeddings.ts';

// OpenAI's embeddings endpoint as documented (POST /v1/embeddings → {object: "list", data: [{object:
// "embedding", index, embedding}], model, usage}). No network here: the exchanges were recorded from a local
// stand-in speaking that format (QUOIN_RECORD_EMBEDDINGS=1 rewrites them), vectors of 16 dimensions instead
// of 1536 to keep the file small. The test replays them in order through the real AI SDK client.
const FIXTURE = new URL('./__fixtures__/openai-embeddings-drawings.json', import.meta.url);
interface Exchange {
  request: { path: string; body: { model: string; input: string[]; encoding_format?: string } };
  response: { status: number; body: unknown };
}
const RECORD = process.env.QUOIN_RECORD_EMBEDDINGS === '1';

const pdf = writeTestPdf([
  [
    { x: 2600, y: 400, text: 'Second Floor Plan', size: 36 },
    { x: 2660, y: 160, text: 'A-102', size: 60 },
    { x: 200, y: 1900, text: 'GENERAL NOTES', size: 14 },
    { x: 200, y: 1870, text: '1. PROVIDE CLEAR SILICONE SEALANT AT PERIMETER OF FLOOR DRAINS.' },
    { x: 200, y: 1840, text: '2. PAINT ALL EXPOSED STEEL WITH RUST INHIBITING PRIMER.' },
    { x: 900, y: 900, text: 'BEDROOM - EAST 407' },
    { x: 1300, y: 900, text: 'BATH - MASTER 402' },
  ],
]);

describe('drawing embeddings through the real AI SDK client, replayed', { timeout: 120_000 }, () => {
  const exchanges = RECORD ? [] : (loadRecording(FIXTURE).exchanges as Exchange[]);
  let replay: ReplayServer<Exchange['request']['body']>;
  let received: ReplayServer<Exchange['request']['body']>['received'] = [];
  let store: Store;
  let env: Record<string, string>;
  let ids = 0;
  const newId = () => `id-${++ids}`;

  beforeAll(async () => {
    replay = await startReplayServer(exchanges, {
      respond: RECORD
        ? ({ path, body }) => {
            const exchange = {
              request: { path, body },
              response: { status: 200, body: hashedWordEmbeddings(body) },
            };
            exchanges.push(exchange);
            return exchange.response;
          }
        : undefined,
    });
    received = replay.received;
    env = {
      QUOIN_EMBEDDING_MODEL: 'openai:text-embedding-3-small',
      QUOIN_EMBEDDING_BASE_URL: `${replay.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
    };
    store = await openStore({ inMemory: true });
  });
  afterAll(async () => {
    await store.close();
    await replay.close();
    if (RECORD) writeFileSync(FIXTURE, `${JSON.stringify({ exchanges }, null, 2)}\n`);
  });

  it('embeds a new set into pgvector and answers with BM25 and dense neighbours fused', async () => {
    const dense = await drawingEmbeddingsFromEnv({ env }, store.drawingEmbeddings);
    expect(dense?.embedder.model).toBe('openai:text-embedding-3-small');
    if (!dense) return;
    const added = await addDrawingSet(
      store.drawings,
      { bytes: pdf, fileName: 'house.pdf', actor: 't', newId, now: () => new Date(0), dense },
      undefined,
    );
    expect(added.status).toBe('added');
    if (added.status !== 'added') return;
    expect(added.embeddings?.embedded).toBeGreaterThan(3);
    expect(added.embeddings?.note).toBeUndefined();
    // What the client sent is OpenAI's documented request.
    expect(received[0]?.path).toBe('/v1/embeddings');
    expect(received[0]?.body).toMatchObject({ model: 'text-embedding-3-small', encoding_format: 'float' });
    expect(received[0]?.body.input.some((t) => t.includes('SILICONE SEALANT'))).toBe(true);
    const stored = await store.drawingEmbeddings.storedKeys(added.set.id, 'openai:text-embedding-3-small');
    expect(stored.size).toBe(added.embeddings?.embedded);

    const answer = await askDrawings(store.drawings, 'What sealant goes around the floor drains?', {
      actor: 't',
      newId,
      dense,
    });
    expect(answer.retrieval).toEqual({ mode: 'hybrid' });
    expect(answer.abstained).toBe(false);
    expect(answer.answer).toContain('SILICONE');
    expect(received[1]?.body.input).toEqual(['What sealant goes around the floor drains?']);
    // The question's embedding tokens are counted and priced ($0.02 per million).
    expect(answer.usage.inputTokens).toBeGreaterThan(0);
    expect(answer.usage.modelCalls).toBe(0);
    if (!RECORD) expect(received).toHaveLength(exchanges.length);
  });

  it('without pgvector the answer comes from BM25 alone and says why', async () => {
    const noVectors: VectorStorePort = {
      ...store.drawingEmbeddings,
      vectorSupport: async () => ({ available: false, reason: 'no pgvector here; lexical (BM25) only' }),
      storedKeys: (s, m) => store.drawingEmbeddings.storedKeys(s, m),
      saveEmbeddings: (s, m, i) => store.drawingEmbeddings.saveEmbeddings(s, m, i),
      nearest: (s, m, v, l) => store.drawingEmbeddings.nearest(s, m, v, l),
    };
    const dense = await drawingEmbeddingsFromEnv({ env }, noVectors);
    if (!dense) throw new Error('embeddings not configured');
    const before = received.length;
    const answer = await askDrawings(store.drawings, 'What primer goes on exposed steel?', {
      actor: 't',
      newId,
      dense,
    });
    expect(answer.retrieval).toEqual({ mode: 'lexical', note: 'no pgvector here; lexical (BM25) only' });
    expect(answer.answer).toContain('RUST INHIBITING PRIMER');
    expect(received.length).toBe(before);
  });
});
