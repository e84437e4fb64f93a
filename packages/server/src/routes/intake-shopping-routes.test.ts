import { intakeResponseSchema, shoppingListSchema } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

let t: TestApp;
let baseUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = address.replace('http://', 'ws://');
});
afterAll(async () => t.close());

async function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload });
}

describe('intake routes', { timeout: 120_000 }, () => {
  it('interviews turn by turn, keeps the brief with the estimate, and proposes its plan to the estimate sockets', async () => {
    const estimate = (await post('/api/estimates', { title: 'Kitchen' })).json().estimate;
    const started = await post('/api/intake', { mode: 'quick', estimateId: estimate.id });
    expect(started.statusCode).toBe(201);
    const intake = intakeResponseSchema.parse(started.json());
    expect(intake.turns[0]?.message).toMatch(/What's the project/);
    let latest = intake;
    for (const answer of [
      'Our 12x14 kitchen: new cabinets and quartz countertops, keep the fridge',
      'mid-range',
      '',
      'yes',
    ]) {
      const answered = await post(`/api/intake/${intake.id}/answers`, { answer });
      expect(answered.statusCode).toBe(200);
      latest = intakeResponseSchema.parse(answered.json());
    }
    expect(latest.status).toBe('confirmed');
    expect(latest.brief.keepItems.map((k) => k.text)).toEqual(['fridge']);
    expect((await t.app.inject({ method: 'GET', url: `/api/intake/${intake.id}` })).json().status).toBe(
      'confirmed',
    );

    const socket = await connectTestSocket(`${baseUrl}/ws/${estimate.id}`);
    await socket.next('connected');
    const planned = await post(`/api/intake/${intake.id}/plan`, {});
    expect(planned.statusCode).toBe(201);
    expect(planned.json().plan.exclusions).toContain('Existing fridge kept as the customer asked.');
    const event = await socket.next('plan_proposed');
    expect(event.planId).toBe(planned.json().planId);
    await socket.close();

    // Before the plan is priced, the list holds only what the brief itself names, in the user's words.
    const listed = await post(`/api/estimates/${estimate.id}/shopping-list`, {});
    expect(listed.statusCode).toBe(200);
    const list = shoppingListSchema.parse(listed.json());
    const needs = [...list.items.map((item) => item.need), ...list.unmatched.map((entry) => entry.need)];
    expect(needs.map((need) => [need.source, need.userWords])).toContainEqual(['brief_anchored', 'quartz']);
    expect(needs.some((need) => /fridge/.test(need.name))).toBe(false);
  });

  it.each([
    ['/api/intake', { mode: 'long' }, 400],
    ['/api/intake', { estimateId: 'no-such' }, 404],
    ['/api/intake/no-such/answers', { answer: 'hi' }, 404],
    ['/api/intake/no-such/plan', {}, 404],
    ['/api/estimates/no-such/shopping-list', {}, 404],
  ])('POST %s %j answers %i', async (url, payload, status) => {
    expect((await post(url, payload)).statusCode).toBe(status);
  });

  it('an answer over 20,000 characters is refused; a plan needs an estimate', async () => {
    const intake = (await post('/api/intake', { mode: 'full' })).json();
    expect((await post(`/api/intake/${intake.id}/answers`, { answer: 'x'.repeat(20_001) })).statusCode).toBe(
      400,
    );
    expect(
      (await post(`/api/intake/${intake.id}/answers`, { answer: 'paint the bedroom. '.repeat(500) }))
        .statusCode,
    ).toBe(200);
    expect((await post(`/api/intake/${intake.id}/plan`, {})).statusCode).toBe(400);
  });
});

describe('intake over the WebSocket', { timeout: 120_000 }, () => {
  it('an intake_answer frame takes the turn, and every socket of the estimate hears intake_updated', async () => {
    const estimate = (await post('/api/estimates', { title: 'Bath' })).json().estimate;
    const first = await connectTestSocket(`${baseUrl}/ws/${estimate.id}`);
    const second = await connectTestSocket(`${baseUrl}/ws/${estimate.id}`);
    await Promise.all([first.next('connected'), second.next('connected')]);
    const intake = (await post('/api/intake', { mode: 'full', estimateId: estimate.id })).json();
    await second.next('intake_updated');
    const seen = second.events.length;
    first.send({ type: 'intake_answer', intakeId: intake.id, answer: 'a 5x8 bathroom, new tile floor' });
    const event = (await second.next('intake_updated', seen)) as {
      intake: { transcript: unknown[]; brief: { domainsCovered: string[] } };
    };
    expect(event.intake.transcript).toHaveLength(3);
    expect(event.intake.brief.domainsCovered).toEqual(
      expect.arrayContaining(['project', 'dimensions', 'scope']),
    );
    first.send({ type: 'intake_answer', intakeId: 'no-such', answer: 'x' });
    expect(await first.next('error')).toMatchObject({ code: 'NOT_FOUND' });
    await Promise.all([first.close(), second.close()]);
  });
});

describe('shopping list route', { timeout: 120_000 }, () => {
  it('prices a planned estimate into a shopping list with a brief given in the body', async () => {
    const created = await post('/api/estimates', {
      title: 'Bath',
      text: 'Remodel my 5x8 bathroom: new vanity and toilet',
    });
    const { estimate } = created.json();
    const socket = await connectTestSocket(`${baseUrl}/ws/${estimate.id}`);
    await socket.next('connected');
    socket.send({ type: 'approve_plan' });
    await socket.next('estimate_updated', 0, 30_000);
    await socket.close();
    const listed = await post(`/api/estimates/${estimate.id}/shopping-list`, {
      brief: { keepItems: [{ text: 'toilet', source: 'said' }] },
    });
    const list = shoppingListSchema.parse(listed.json());
    expect(list.items.length).toBeGreaterThan(3);
    expect(list.skipped.some((need) => need.category === 'toilet')).toBe(true);
    expect(list.totalCents).toBeGreaterThan(0);
  });
});
