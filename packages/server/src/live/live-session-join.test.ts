import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';
import { chatEvent, say } from './say.ts';

// Issue 14: a chat message stored between a socket's history read and its join to the hub reached neither
// (the "Priced N lines" of a plan finishing as a client connects).
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http:', 'ws:');
});
afterAll(async () => t.close());

async function newEstimateId(title: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title } });
  return response.json().estimate.id;
}

/** Runs `during` right after the session's history read, before the read returns; once. */
function duringHistoryRead(during: (estimateId: string) => Promise<void>): () => void {
  const messages = t.store.chatMessages;
  const read = messages.listMessages.bind(messages);
  let done = false;
  messages.listMessages = async (estimateId: string) => {
    const history = await read(estimateId);
    if (!done) {
      done = true;
      await during(estimateId);
    }
    return history;
  };
  return () => {
    messages.listMessages = read;
  };
}

const chatTexts = (events: Record<string, unknown>[]) =>
  events.flatMap((event) => {
    if (event.type === 'chat_history')
      return (event.messages as { content: string }[]).map((message) => message.content);
    if (event.type === 'chat_message_added') return [(event.message as { content: string }).content];
    return [];
  });

describe('a socket joining while a message is stored', { timeout: 120_000 }, () => {
  it('gets a message stored after its history was read', async () => {
    const id = await newEstimateId('Joining');
    const restore = duringHistoryRead((estimateId) =>
      say(t.context, estimateId, 'assistant', 'Priced 3 lines: $1,234.00'),
    );
    try {
      const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
      await socket.next('chat_history');
      await socket.next('chat_message_added');
      expect(chatTexts(socket.events)).toEqual(['Priced 3 lines: $1,234.00']);
      await socket.close();
    } finally {
      restore();
    }
  });

  it('gets a message once when its history already holds it', async () => {
    const id = await newEstimateId('Joining twice');
    const stored = await t.store.chatMessages.appendMessage(
      { estimateId: id, role: 'assistant', content: 'Priced 2 lines: $99.00', id: 'msg-once' },
      { actor: 'test' },
    );
    const restore = duringHistoryRead(async (estimateId) =>
      t.context.hub.broadcast(estimateId, chatEvent(stored)),
    );
    try {
      const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
      await socket.next('chat_history');
      socket.send({ type: 'ping', id: 'after' });
      await socket.next('pong');
      expect(chatTexts(socket.events)).toEqual(['Priced 2 lines: $99.00']);
      await socket.close();
    } finally {
      restore();
    }
  });
});
