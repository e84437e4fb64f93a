import { assertValidPlan, parseScope } from '@quoin/core';
import type { ChatResponder, ChatResponderEvent, ChatTurn } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

// A scripted model that would price whatever it is told as new work: a room's size must never reach it.
const modelTurns: ChatTurn[] = [];
const scripted: ChatResponder = async function* (turn): AsyncGenerator<ChatResponderEvent> {
  modelTurns.push(turn);
  const { plan, understood } = parseScope(turn.text, { registry: t.context.registry });
  yield { type: 'text-delta', text: 'Here is a plan.' };
  yield { type: 'plan', plan: assertValidPlan(plan), summary: 'Scripted plan', understood };
};

let t: TestApp;
let baseUrl = '';
afterAll(() => t?.close());

type Line = { title: string; quantity: number };
const linesOf = (view: { estimate: { groups: { items: Line[] }[] } }) =>
  view.estimate.groups.flatMap((group) => group.items);
const quantity = (lines: Line[], title: RegExp) => lines.find((line) => title.test(line.title))?.quantity;

// Room for a busy 2-core machine: two apps, a plan executed, a resize.
describe.each([
  ['offline', undefined],
  ['with a scripted model', scripted],
])('the web chat resizes a room %s', (_mode, chatResponder) => {
  beforeAll(async () => {
    await t?.close();
    t = await createTestApp(chatResponder ? { chatResponder } : {});
    baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http:', 'ws:');
  });

  it('"the living room is 14x18 with 9 ft ceilings" changes the existing lines, never duplicates them', {
    timeout: 60_000,
  }, async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: {
        title: 'Living room',
        text: 'paint the living room, walls and ceiling, and install baseboard',
      },
    });
    const id = created.json().estimate.id as string;
    const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
    try {
      const proposed = await socket.next('plan_proposed');
      let mark = socket.events.length;
      socket.send({ type: 'approve_plan', planId: proposed.planId });
      await socket.next('estimate_quality_updated', mark);
      await socket.next('chat_message_added', mark);
      const before = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();

      mark = socket.events.length;
      modelTurns.length = 0;
      socket.send({ type: 'user_message', text: 'the living room is 14x18 with 9 ft ceilings' });
      await socket.next('estimate_updated', mark);
      const after = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();
      expect(linesOf(after).map((line) => line.title)).toEqual(linesOf(before).map((line) => line.title));
      expect(quantity(linesOf(after), /walls/i)).toBe(2 * (14 + 18) * 9);
      expect(quantity(linesOf(after), /ceiling/i)).toBe(14 * 18);
      expect(quantity(linesOf(after), /baseboard/i)).toBe(2 * (14 + 18));
      expect(after.estimate.questions.some((q: string) => /living room/.test(q))).toBe(false);
      expect(after.totals.grandTotalCents).not.toBe(before.totals.grandTotalCents);
      expect(socket.events.slice(mark).some((event) => event.type === 'plan_proposed')).toBe(false);
      expect(modelTurns).toHaveLength(0);
    } finally {
      await socket.close();
    }
  });
});
