import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../models/create-language-model.ts';
import { modelConfigFromEnv } from '../models/model-config.ts';
import { resolveModelPrice } from '../models/model-prices.ts';
import { runAgent } from '../runs/run-agent.ts';
import { json, startWireServer, type WireReply } from '../runs/test-support/wire-server.ts';
import { registerEngineTools } from '../tools/engine-tools.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import { RateLimiter } from './rate-limiter.ts';

const fixture = JSON.parse(
  readFileSync(new URL('../runs/__fixtures__/chat-completions-tool-loop.json', import.meta.url), 'utf8'),
) as { exchanges: Array<{ response: { status: number; body: unknown } }> };

// The first request is refused with 429 and retry-after: 1; then the recorded exchanges answer.
const arrivals: number[] = [];
const arrived =
  (reply: WireReply): WireReply =>
  (response, request) => {
    arrivals.push(performance.now());
    reply(response, request);
  };
let server: Awaited<ReturnType<typeof startWireServer>>;
let baseUrl = '';
beforeAll(async () => {
  server = await startWireServer([
    arrived(
      json(
        429,
        { error: { message: 'Rate limit reached for requests', type: 'requests' } },
        { 'retry-after': '1' },
      ),
    ),
    ...fixture.exchanges.map((exchange) => arrived(json(exchange.response.status, exchange.response.body))),
  ]);
  baseUrl = `${server.url}/v1`;
});
afterAll(() => server.close());

describe('a 429 through the real OpenAI-compatible client', () => {
  it('waits the retry-after before the retry, then completes', async () => {
    const env = {
      QUOIN_MODEL: 'openai-compatible:llama3.1:8b',
      QUOIN_MODEL_BASE_URL: baseUrl,
      QUOIN_MODEL_PRICE: '0.2/0.6',
    };
    const config = modelConfigFromEnv(env);
    const now = () => new Date('2026-03-02T10:00:00.000Z');
    const limiter = new RateLimiter({ requestsPerMinute: 100 });
    const run = runAgent({
      model: createLanguageModel(config),
      registry: registerEngineTools(new ToolRegistry({ now, timer: () => 0 })),
      toolNames: ['calculate_area'],
      price: resolveModelPrice(config.modelId, env, '2026-03-02'),
      prompt: 'How big is a 12 by 14 ft floor?',
      stream: false,
      maxRetries: 1,
      rateLimiter: limiter,
    });
    const result = await run.result;
    expect(result).toMatchObject({ status: 'completed', text: 'The floor is 168 sq ft.' });
    expect(arrivals).toHaveLength(3);
    expect((arrivals[1] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(950);
  });
});
