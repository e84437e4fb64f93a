import { addDrawingSet, askDrawings, captionWithVision, openPageRenderer } from '@quoin/drawings';
import { openStore, type Store } from '@quoin/store';
import {
  loadRecording,
  type ReplayServer,
  secondFloorPlanSheet,
  startReplayServer,
  writeTestPdf,
} from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingModelFromEnv } from './drawing-model.ts';
import { drawingVisionFromEnv } from './drawing-vision.ts';

const fixture = loadRecording(new URL('./__fixtures__/drawings-chat-completions.json', import.meta.url));

interface Sent {
  model: string;
  messages: { role: string; content: unknown }[];
}

// ≥ 12 text runs so the page reads as a text page (and the vision model is asked about it).
const pdf = writeTestPdf([secondFloorPlanSheet()]);

describe('the drawings model path and vision captions through the real AI SDK client, replayed', {
  timeout: 120_000,
}, () => {
  let citeNumber = 1;
  let replay: ReplayServer<Sent>;
  let received: ReplayServer<Sent>['received'] = [];
  let store: Store;
  let env: Record<string, string>;
  let ids = 0;
  const newId = () => `id-${++ids}`;

  beforeAll(async () => {
    replay = await startReplayServer<Sent>(fixture.exchanges, {
      rewriteAnswer: (json) => json.replace('[CITE]', `[${citeNumber}]`),
    });
    received = replay.received;
    env = {
      QUOIN_MODEL: 'openai:gpt-4.1-mini',
      QUOIN_VISION_MODEL: 'openai:gpt-4.1-mini',
      QUOIN_MODEL_BASE_URL: `${replay.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
    };
    store = await openStore({ inMemory: true });
  });
  afterAll(async () => {
    await store.close();
    await replay.close();
  });

  it('captions each sheet once (the page image sent as a data URL), cached by page hash', async () => {
    const vision = await drawingVisionFromEnv({ env }, store.drawingCaptions);
    if (!vision) throw new Error('vision model not configured');
    const added = await addDrawingSet(store.drawings, {
      bytes: pdf,
      fileName: 'house.pdf',
      actor: 't',
      newId,
      now: () => new Date(0),
      vision,
    });
    if (added.status !== 'added') throw new Error('not added');
    expect(added.captions).toMatchObject({ calls: 1, cached: 0, failures: [] });
    expect(added.captions?.costUsd).toBeGreaterThan(0);
    expect(added.sheets[0]?.visionCaption?.text).toContain('skylight is drawn over the master bath');
    const [request] = received;
    expect(request?.path).toBe('/v1/chat/completions');
    const content = request?.body.messages[0]?.content as { type: string; image_url?: { url: string } }[];
    expect(content.map((part) => part.type)).toEqual(['text', 'image_url']);
    expect(content[1]?.image_url?.url).toMatch(/^data:image\/png;base64,iVBOR/);

    // The same page again: the caption comes from the store, no call.
    const again = await captionWithVision(
      { ...added.set, sheets: added.sheets, createdAt: '' },
      {
        ...vision,
        render: async () => {
          const renderer = await openPageRenderer(pdf, 1600);
          try {
            return await renderer.render(1);
          } finally {
            await renderer.close();
          }
        },
      },
    );
    expect(again).toMatchObject({ calls: 0, cached: 1 });
    expect(received).toHaveLength(1);
  });

  it('answers with two model calls, citing the evidence it was given (the vision caption among it)', async () => {
    const model = await drawingModelFromEnv({ env });
    if (!model) throw new Error('model not configured');
    // The recorded answer cites [1]; the caption must be evidence 1 of what the second call was sent.
    const before = received.length;
    citeNumber = 1;
    const question = 'Is there a skylight over the master bath?';
    const answer = await askDrawings(store.drawings, question, { actor: 't', newId, model });
    const prompt = String(received[before + 1]?.body.messages.at(-1)?.content ?? '');
    expect(prompt).toContain('Evidence:');
    const lines = prompt.split('\n').filter((line) => /^\[\d+\]/.test(line));
    const captionLine = lines.findIndex((line) => line.includes('skylight is drawn over the master bath'));
    expect(captionLine).toBe(0);
    expect(answer).toMatchObject({
      abstained: false,
      answer: 'Yes: a skylight is drawn over the master bath (402) on sheet A-102.',
      usage: { modelCalls: 2, inputTokens: 74 + 412, outputTokens: 14 + 33 },
    });
    expect(answer.provenance[0]).toMatchObject({ sheet: 'A-102', vision: true });
    expect(answer.usage.costUsd).toBeGreaterThan(0);
    expect(received).toHaveLength(3);
  });
});
