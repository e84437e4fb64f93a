import { assertValidPlan, parseScope } from '@quoin/core';
import type { ChatResponder, ChatResponderEvent, ChatTurn } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

// The server with a scripted model-backed responder: what it streams becomes protocol events and stored chat.
const turns: ChatTurn[] = [];
const scripted: ChatResponder = async function* (turn): AsyncGenerator<ChatResponderEvent> {
  turns.push(turn);
  if (turn.text.includes('fail')) {
    yield { type: 'text-delta', text: 'Let me look… ' };
    throw new Error('the model went away');
  }
  yield { type: 'text-delta', text: 'I read a bedroom ' };
  yield { type: 'text-delta', text: 'to paint.' };
  const { plan, understood } = parseScope(turn.text, { registry: t.context.registry });
  yield { type: 'plan', plan: assertValidPlan(plan), summary: 'Paint one bedroom', understood };
  yield { type: 'suggestions', suggestions: ['Add the trim', 'Two coats'] };
  yield { type: 'usage', inputTokens: 1200, outputTokens: 80, costUsd: 0.0031, modelId: 'scripted' };
};

let t: TestApp;
let baseUrl = '';
beforeAll(async () => {
  t = await createTestApp({ chatResponder: scripted });
  baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http:', 'ws:');
});
afterAll(() => t.close());

async function newEstimateId(): Promise<string> {
  return (
    await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Agent chat' } })
  ).json().estimate.id;
}

describe('chat with a model-backed responder', () => {
  it('streams chunks, stores one answer, proposes its plan and sends suggestions and usage', async () => {
    const id = await newEstimateId();
    const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
    await socket.next('chat_history');
    socket.send({ type: 'user_message', text: 'paint a 12x14 bedroom in 80202' });
    const usage = await socket.next('token_usage_updated');
    expect(usage).toMatchObject({
      inputTokens: 1200,
      outputTokens: 80,
      costUsd: 0.0031,
      modelId: 'scripted',
    });
    const types = socket.events.map((event) => event.type);
    expect(types.filter((type) => type === 'assistant_chunk')).toHaveLength(2);
    expect(await socket.next('plan_proposed')).toMatchObject({ summary: 'Paint one bedroom' });
    expect(await socket.next('suggestions_updated')).toMatchObject({
      suggestions: ['Add the trim', 'Two coats'],
    });
    const stored = (await socket.next('chat_message_added', types.indexOf('token_usage_updated'))) as {
      message: { role: string; content: string };
    };
    expect(stored.message).toMatchObject({ role: 'assistant', content: 'I read a bedroom to paint.' });
    expect(turns.at(-1)).toMatchObject({
      estimateId: id,
      text: 'paint a 12x14 bedroom in 80202',
      history: [],
    });

    const pending = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().pendingPlan;
    expect(pending).toBeDefined();
    await socket.close();
  });

  it('keeps what was said when the responder fails, and answers with an error event', async () => {
    const id = await newEstimateId();
    const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
    await socket.next('chat_history');
    socket.send({ type: 'user_message', text: 'please fail' });
    const error = await socket.next('error');
    expect(String(error.message).length).toBeGreaterThan(5);
    const history = (await t.store.chatMessages.listMessages(id)).map(({ role, content }) => [role, content]);
    expect(history).toEqual([
      ['user', 'please fail'],
      ['assistant', 'Let me look… '],
    ]);
    socket.send({ type: 'ping', id: 'alive' });
    expect(await socket.next('pong')).toMatchObject({ id: 'alive' });
    await socket.close();
  });
});
