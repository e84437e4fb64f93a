import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToolRegistry } from '../tools/tool-registry.ts';
import type { AgentEvent } from './agent-event.ts';
import { type AgentDefinition, MAX_HANDOFFS, runAgents } from './run-agents.ts';
import { FLAT_PRICE, textResult, toolCallResult } from './test-support/scripted-results.ts';

const now = () => new Date(0);

const toolCall = (id: string, toolName: string, input: unknown) =>
  toolCallResult(toolName, input, { id, text: 'Let me pass this on.' });
const answer = (text: string) => textResult(text);

const pricing: AgentDefinition = { name: 'pricing', system: 'You price materials.', toolNames: [] };
const router: AgentDefinition = {
  name: 'router',
  system: 'You route requests.',
  toolNames: [],
  handoffs: [
    {
      to: pricing,
      description: 'questions about material prices',
      inputSchema: z.object({ item: z.string().min(1), zip: z.string().regex(/^\d{5}$/) }),
    },
  ],
};

async function collect(run: AsyncIterable<AgentEvent>) {
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  return events;
}

describe('runAgents (handoffs)', () => {
  it('hands off with typed input; the next agent gets its own instructions and no tool traffic', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('h1', 'transfer_to_pricing', { item: '1/2 in drywall', zip: '78704' }),
        answer('Drywall is about $15 a sheet in 78704.'),
      ],
    });
    const run = runAgents(router, {
      model,
      registry: new ToolRegistry({ now, timer: () => 0 }),
      price: FLAT_PRICE,
      prompt: 'What does drywall cost in 78704?',
      stream: false,
      record: false,
      now,
    });
    const events = await collect(run);
    const result = await run.result;
    expect(result).toMatchObject({
      agent: 'pricing',
      handoffs: 1,
      text: 'Drywall is about $15 a sheet in 78704.',
    });
    expect(events.filter((event) => event.type === 'handoff')).toEqual([
      { type: 'handoff', from: 'router', to: 'pricing', input: { item: '1/2 in drywall', zip: '78704' } },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'run-end', status: 'completed' });

    const second = model.doGenerateCalls[1]?.prompt ?? [];
    expect(second[0]).toEqual({ role: 'system', content: 'You price materials.' });
    const text = JSON.stringify(second);
    expect(text).not.toContain('tool-call');
    expect(text).toContain('Let me pass this on.');
    expect(text).toContain('Handed over by the router agent');
    expect(model.doGenerateCalls[0]?.tools?.map((tool) => tool.name)).toEqual(['transfer_to_pricing']);
  });

  it('sends invalid handoff input back to the model to repair before handing off', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('h1', 'transfer_to_pricing', { item: 'drywall', zip: 'Austin' }),
        toolCall('h2', 'transfer_to_pricing', { item: 'drywall', zip: '78704' }),
        answer('About $15.'),
      ],
    });
    const run = runAgents(router, {
      model,
      registry: new ToolRegistry({ now, timer: () => 0 }),
      price: FLAT_PRICE,
      prompt: 'drywall price in Austin 78704?',
      stream: false,
      record: false,
    });
    const events = await collect(run);
    expect((await run.result).agent).toBe('pricing');
    const handoffs = events.filter((event) => event.type === 'handoff');
    expect(handoffs).toHaveLength(1);
    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).toMatch(/zip/);
  });

  it(`stops two agents passing a question back and forth after ${MAX_HANDOFFS} handoffs`, async () => {
    const ping: AgentDefinition = { name: 'ping', system: 'ping', toolNames: [] };
    const pong: AgentDefinition = {
      name: 'pong',
      system: 'pong',
      toolNames: [],
      handoffs: [{ to: ping, description: 'back' }],
    };
    ping.handoffs = [{ to: pong, description: 'over' }];
    let calls = 0;
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        calls += 1;
        // Odd calls are ping's (hands to pong), even calls pong's (hands back).
        return toolCall(`h${calls}`, calls % 2 ? 'transfer_to_pong' : 'transfer_to_ping', {
          reason: 'yours',
        });
      },
    });
    const run = runAgents(ping, {
      model,
      registry: new ToolRegistry({ now, timer: () => 0 }),
      price: FLAT_PRICE,
      prompt: 'who answers?',
      stream: false,
      record: false,
    });
    const events = await collect(run);
    expect(events.filter((event) => event.type === 'handoff')).toHaveLength(MAX_HANDOFFS);
    expect((await run.result).handoffs).toBe(MAX_HANDOFFS);
  });
});
