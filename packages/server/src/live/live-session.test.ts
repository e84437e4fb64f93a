import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = address.replace('http:', 'ws:');
});
afterAll(async () => t.close());

async function newEstimateId(title: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title } });
  return response.json().estimate.id;
}

describe('WebSocket /ws/:estimateId', () => {
  it('proposes a plan from a message, executes it on approval and fans events out to every socket', async () => {
    const id = await newEstimateId('Bedroom');
    const first = await connectTestSocket(`${baseUrl}/ws/${id}`);
    const second = await connectTestSocket(`${baseUrl}/ws/${id}`);
    expect(await first.next('connected')).toMatchObject({ estimateId: id, version: 1 });
    expect(await first.next('chat_history')).toMatchObject({ messages: [] });
    await second.next('chat_history');

    first.send({ type: 'user_message', text: 'paint a 12x14 bedroom in 80202' });
    const proposed = await first.next('plan_proposed');
    expect(proposed.understood).not.toHaveLength(0);
    expect(await second.next('plan_proposed')).toEqual(proposed);

    const mark = first.events.length;
    first.send({ type: 'approve_plan', planId: proposed.planId });
    const quality = await first.next('estimate_quality_updated', mark);
    // One saved version per executed group, then one for QA and finalize.
    expect(quality).toMatchObject({ version: 3 });
    expect(quality.qualityScore).toBeTypeOf('number');
    await second.next('estimate_quality_updated', mark);

    const added = first.events.slice(mark).map((event) => event.type);
    expect(added[0]).toBe('plan_approved');
    const progress = first.events.slice(mark).filter((event) => event.type === 'execution_progress');
    expect(progress.at(-1)).toMatchObject({ planId: proposed.planId, done: 2, total: 2 });
    expect(added).toContain('group_added');
    expect(added).toContain('line_item_added');
    expect(added.indexOf('group_added')).toBeLessThan(added.indexOf('estimate_quality_updated'));
    const live = (events: Record<string, unknown>[]) =>
      events.filter((e) => e.type === 'group_added' || e.type === 'line_item_added');
    expect(live(second.events)).toEqual(live(first.events));

    const stored = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();
    const lines = stored.estimate.groups.flatMap((g: { items: unknown[] }) => g.items);
    expect(live(first.events).filter((e) => e.type === 'line_item_added')).toHaveLength(lines.length);
    expect(stored.pendingPlan).toBeUndefined();

    // The assistant's summary is written after the events; then a client joining later gets it all replayed.
    await first.next('chat_message_added', mark);
    const late = await connectTestSocket(`${baseUrl}/ws/${id}`);
    const history = await late.next('chat_history');
    expect((history.messages as { role: string }[]).map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'assistant',
    ]);
    await Promise.all([first.close(), second.close(), late.close()]);
  });

  it('changes existing lines from a follow-up ("make it 5 windows", "drop the …"), never adding a second set', async () => {
    const id = await newEstimateId('New estimate');
    const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
    await socket.next('chat_history');
    socket.send({ type: 'user_message', text: 'replace 3 windows in the living room' });
    const proposed = await socket.next('plan_proposed');
    let mark = socket.events.length;
    socket.send({ type: 'approve_plan', planId: proposed.planId });
    await socket.next('estimate_quality_updated', mark);
    await socket.next('chat_message_added', mark);

    mark = socket.events.length;
    socket.send({ type: 'user_message', text: 'make it 5 windows' });
    const updated = await socket.next('estimate_updated', mark);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();
    // Started untitled, it is named after its first job.
    expect(stored.estimate.title).toBe('Replace 3 windows in the living room');
    const lines = stored.estimate.groups.flatMap(
      (g: { items: { title: string; quantity: number }[] }) => g.items,
    );
    const windows = lines.filter((line: { title: string }) => /window/i.test(line.title));
    expect(windows).toHaveLength(1);
    expect(windows[0].quantity).toBe(5);
    expect(updated.version).toBe(stored.estimate.version);
    expect(socket.events.slice(mark).some((e) => e.type === 'plan_proposed')).toBe(false);

    mark = socket.events.length;
    socket.send({ type: 'user_message', text: 'drop the dumpster' });
    const said = await socket.next('chat_message_added', mark);
    expect(said).toMatchObject({ message: { role: 'user', content: 'drop the dumpster' } });
    await socket.next('chat_message_added', socket.events.indexOf(said) + 1);
    const reply = socket.events.filter((e) => e.type === 'chat_message_added').at(-1);
    expect(reply).toMatchObject({
      message: { role: 'assistant', content: expect.stringMatching(/no line for "dumpster"/) },
    });

    // A question about the lines is answered from them: no plan, no new version.
    const versionBefore = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate
      .version;
    mark = socket.events.length;
    socket.send({ type: 'user_message', text: 'how many windows?' });
    const asked = await socket.next('chat_message_added', mark);
    const answered = await socket.next('chat_message_added', socket.events.indexOf(asked) + 1);
    expect(answered).toMatchObject({
      message: { role: 'assistant', content: expect.stringMatching(/^Install replacement window: 5 ea/) },
    });
    expect(socket.events.slice(mark).some((e) => e.type === 'plan_proposed')).toBe(false);
    const after = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate;
    expect(after.version).toBe(versionBefore);
    await socket.close();
  });

  it('resends a pending plan on connect', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: { title: 'Deck', text: 'stain a 12x16 deck' },
    });
    const { estimate, pendingPlan } = created.json();
    const socket = await connectTestSocket(`${baseUrl}/ws/${estimate.id}`);
    expect(await socket.next('plan_proposed')).toMatchObject({ planId: pendingPlan.id });
    socket.send({ type: 'reject_plan' });
    expect(await socket.next('plan_rejected')).toMatchObject({ planId: pendingPlan.id });
    await socket.close();
  });

  it('answers every bad frame with an error and keeps the socket usable', async () => {
    const id = await newEstimateId('Frames');
    const socket = await connectTestSocket(`${baseUrl}/ws/${id}`);
    await socket.next('chat_history');
    const bad = [
      'not json',
      '[1,2]',
      '{"type":"dance"}',
      '{"text":"no type"}',
      '{"type":"user_message"}',
      '{"type":"user_message","text":"   "}',
      '{"type":"approve_plan","extra":1}',
      '{"type":"approve_plan"}',
      '{"type":"user_message","text":"the quick brown fox"}',
    ];
    for (const frame of bad) socket.send(frame);
    socket.send({ type: 'ping', id: 'after' });
    const pong = await socket.next('pong');
    expect(pong).toEqual({ type: 'pong', id: 'after' });
    const errors = socket.events.filter((e) => e.type === 'error');
    expect(errors).toHaveLength(bad.length);
    expect(errors.map((e) => e.code)).toEqual([
      ...Array(7).fill('VALIDATION_FAILED'),
      'NO_PENDING_PLAN',
      'SCOPE_NOT_UNDERSTOOD',
    ]);
    expect(String(errors[4]!.message)).toContain('text');
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it('closes with 4404 after an error for an estimate that does not exist', async () => {
    const socket = await connectTestSocket(`${baseUrl}/ws/nope`);
    const error = await socket.next('error');
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
    expect(await socket.closed).toBe(4404);
  });
});
