import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLanguageModel, modelConfigFromEnv, resolveModelPrice, ToolRegistry } from '@quoin/agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTools, rewriteWith } from './document-tools.ts';

// Letters drafted and improved through the real OpenAI-compatible client (AI SDK), against a local server that
// replays recorded Chat Completions answers in order and keeps what the client sent.

interface Exchange {
  request: { method: string; path: string };
  response: { status: number; body: unknown };
}
const fixture = JSON.parse(
  readFileSync(new URL('./__fixtures__/letter-drafting.json', import.meta.url), 'utf8'),
) as { exchanges: Exchange[] };

interface Sent {
  path: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

const received: Sent[] = [];
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  request.on('end', () => {
    const exchange = fixture.exchanges[received.length];
    received.push({ path: request.url ?? '', body: JSON.parse(text) });
    response.writeHead(exchange ? exchange.response.status : 500, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(exchange ? exchange.response.body : { error: { message: 'fixture exhausted' } }),
    );
  });
});

const CHANGE_ORDER = {
  letterType: 'change_order',
  contractor: { name: 'Ridgeline Remodeling LLC', address: '410 J St, Sacramento, CA 95814' },
  recipient: { name: 'Dana Whitfield' },
  project: { name: 'Whitfield hall bath', address: '2218 Capitol Ave, Sacramento, CA 95816' },
  details: { changeOrderNumber: 3, reason: 'rot found behind the tub surround', timeExtensionDays: 2 },
  estimate: {
    schemaVersion: 1,
    id: 'co-3',
    title: 'Replace rotted wall framing behind tub',
    groups: [
      {
        id: 'g1',
        name: 'Framing repair',
        sortOrder: 0,
        items: [
          {
            id: 'i1',
            type: 'allowance',
            title: 'Remove and replace rotted studs and sill plate',
            quantity: 1,
            uom: 'each',
            rateCents: 68000,
            pricingState: 'user',
          },
        ],
      },
    ],
  },
  date: '2026-11-25',
  description:
    'Rot behind the tub surround was found when the tile came off; the fix adds $680.00 and 2 working days. ' +
    'Ask Dana to sign this week.',
  tone: 0.8,
  formats: ['markdown', 'pdf'],
};

describe('letters through a model, replayed over HTTP through the real client', () => {
  let registry: ToolRegistry;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const env = {
      QUOIN_MODEL: 'openai-compatible:llama3.1:8b',
      QUOIN_MODEL_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
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
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
