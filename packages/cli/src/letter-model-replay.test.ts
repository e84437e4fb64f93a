import { createLanguageModel, modelConfigFromEnv, resolveModelPrice, ToolRegistry } from '@quoin/agents';
import { loadRecording, type ReplayServer, startReplayServer } from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTools, rewriteWith } from './document-tools.ts';

// Letters drafted and improved through the real OpenAI-compatible client (AI SDK), against a local server that
// replays recorded Chat Completions answers in order and keeps what the client sent.

const fixture = loadRecording(new URL('./__fixtures__/letter-drafting.json', import.meta.url));

interface Sent {
  model: string;
  messages: { role: string; content: string }[];
}

// The tool's own first example (a one-line change order), with a description and tone for the model.
const CHANGE_ORDER = {
  ...(documentTools().find((tool) => tool.name === 'generate_letter')?.examples?.[0]?.args as object),
  date: '2026-11-25',
  description:
    'Rot behind the tub surround was found when the tile came off; the fix adds $680.00 and 2 working days. ' +
    'Ask Dana to sign this week.',
  tone: 0.8,
  formats: ['markdown', 'pdf'],
};

describe('letters through a model, replayed over HTTP through the real client', () => {
  let registry: ToolRegistry;
  let replay: ReplayServer<Sent>;
  let received: ReplayServer<Sent>['received'] = [];

  beforeAll(async () => {
    replay = await startReplayServer<Sent>(fixture.exchanges);
    received = replay.received;
    const env = {
      QUOIN_MODEL: 'openai-compatible:llama3.1:8b',
      QUOIN_MODEL_BASE_URL: `${replay.url}/v1`,
      QUOIN_MODEL_PRICE: '0/0',
    };
    const config = modelConfigFromEnv(env);
    const model = {
      model: createLanguageModel(config),
      price: resolveModelPrice(config.modelId, env, '2026-11-25'),
      label: env.QUOIN_MODEL,
    };
    registry = new ToolRegistry({ now: () => new Date('2026-11-25T12:00:00Z'), timer: () => 0 }).register(
      ...documentTools({ rewrite: () => rewriteWith(model) }),
    );
  });
  afterAll(() => replay.close());

  it('generate_letter drafts a change order from the description, keeping every figure of the template', async () => {
    const response = await registry.execute('generate_letter', CHANGE_ORDER);
    const data = response.data as {
      mode: string;
      markdown: string;
      notes: string[];
      files: { fileName: string }[];
    };
    expect(response.status).toBe('success');
    expect(data.mode).toBe('model');
    expect(data.markdown).toContain('we found rot in the wall framing behind the tub surround');
    expect(data.markdown).toContain('Price of this change: $680.00');
    expect(data.notes).toEqual(['Drafted by the model from the description: firm and unambiguous, formal.']);
    expect(data.files.map((file) => file.fileName)).toEqual([
      'change-order-2026-11-25.md',
      'change-order-2026-11-25.pdf',
    ]);
    const sent = received[0];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body.model).toBe('llama3.1:8b');
    const [system, user] = sent?.body.messages ?? [];
    expect(system).toMatchObject({ role: 'system' });
    expect(system?.content).toContain('never add a price');
    expect(user?.content).toContain('Tone: firm and unambiguous. Formality: formal.');
    expect(user?.content).toContain('Ask Dana to sign this week.');
    expect(user?.content).toContain('- Framing repair: $680.00');
  });

  it('refuses a draft that invents a price, and the filled template stands', async () => {
    const response = await registry.execute('generate_letter', CHANGE_ORDER);
    const data = response.data as { mode: string; markdown: string; notes: string[] };
    expect(data.mode).toBe('offline');
    expect(data.markdown).toContain('This change order modifies the contract');
    expect(data.markdown).not.toContain('$750.00');
    expect(data.notes[0]).toMatch(/refused .*dropped or changed \$680\.00.*added \$750\.00/);
  });

  it('improve_letter rewrites a payment reminder firmer through the model, figures kept', async () => {
    const response = await registry.execute('improve_letter', {
      text: 'Hi Dana, invoice 1042 for $2,910.00 is late. Pls pay ASAP!!',
      tone: 0.8,
      formality: 'formal',
    });
    expect(response.data).toMatchObject({
      mode: 'model',
      text: expect.stringContaining('Invoice 1042 for $2,910.00 is now past due.'),
    });
    expect(received[2]?.body.messages[1]?.content).toContain(
      'Tone: firm and unambiguous. Formality: formal.',
    );
    expect(received).toHaveLength(3);
  });
});
