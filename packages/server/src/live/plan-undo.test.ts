import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

let t: TestApp;
let baseUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http:', 'ws:');
});
afterAll(() => t.close());

type View = { estimate: { version: number; groups: { items: { title: string }[] }[] } };
const titles = (view: View) => view.estimate.groups.flatMap((g) => g.items.map((i) => i.title));
const read = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json() as View;

describe('undo of an approved plan', { timeout: 60_000 }, () => {
  it("takes back the whole plan's execution in one step, then the plan before it", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: { title: 'Two plans' },
    });
    const id = created.json().estimate.id as string;
    const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
    try {
      await socket.next('chat_history');
      const price = async (text: string) => {
        let mark = socket.events.length;
        socket.send({ type: 'user_message', text });
        const proposed = await socket.next('plan_proposed', mark);
        mark = socket.events.length;
        socket.send({ type: 'approve_plan', planId: proposed.planId });
        await socket.next('estimate_quality_updated', mark);
        await socket.next('chat_message_added', mark);
        return read(id);
      };
      const first = await price('paint a 12x14 bedroom and install carpet in it');
      const second = await price('replace 3 windows in the living room');
      // Several groups each, saved one step at a time.
      expect(first.estimate.groups.length).toBeGreaterThan(1);
      expect(titles(second).length).toBeGreaterThan(titles(first).length);

      const undo = (version: number) =>
        t.app.inject({ method: 'POST', url: `/api/estimates/${id}/undo`, payload: { version } });
      const once = await undo(second.estimate.version);
      expect(once.statusCode, once.body).toBe(200);
      expect(titles(once.json())).toEqual(titles(first));
      const twice = await undo(once.json().estimate.version);
      expect(titles(twice.json())).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it('is refused while a plan is being priced (its next step would overwrite the undo)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: { title: 'Running', text: 'paint a 12x14 bedroom' },
    });
    const { estimate, pendingPlan } = created.json();
    // Approved with no job to run it: as a plan looks between its approval and its last step.
    await t.store.plans.setPlanStatus(pendingPlan.id, 'approved', { actor: 'test' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${estimate.id}/undo`,
      payload: { version: estimate.version },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/being priced/);
  });
});
