import { describe, expect, it } from 'vitest';
import { parseClientFrame, SERVER_EVENT_TYPES, serverEventSchema } from './ws-events.ts';

describe('parseClientFrame', () => {
  it.each([
    ['{"type":"user_message","text":" paint a room "}', { type: 'user_message', text: 'paint a room' }],
    ['{"type":"approve_plan"}', { type: 'approve_plan' }],
    ['{"type":"approve_plan","planId":"plan-1"}', { type: 'approve_plan', planId: 'plan-1' }],
    ['{"type":"reject_plan"}', { type: 'reject_plan' }],
    ['{"type":"ping","id":"7"}', { type: 'ping', id: '7' }],
  ])('reads %s', (frame, event) => {
    expect(parseClientFrame(frame)).toEqual({ ok: true, event });
  });

  it.each([
    ['', 'not JSON'],
    ['{', 'not JSON'],
    ['null', 'JSON object'],
    ['"user_message"', 'JSON object'],
    ['[{"type":"ping"}]', 'JSON object'],
    [
      '{}',
      '"type" must be one of user_message, approve_plan, reject_plan, ping, intake_answer (got nothing)',
    ],
    ['{"type":"connected"}', '(got "connected")'],
    ['{"type":7}', '(got 7)'],
    ['{"type":"user_message"}', 'Invalid user_message frame: text'],
    ['{"type":"user_message","text":""}', 'text: Too small'],
    ['{"type":"user_message","text":"x","attachments":[]}', 'attachments'],
    ['{"type":"approve_plan","planId":""}', 'planId'],
  ])('refuses %j saying what to fix', (frame, message) => {
    const parsed = parseClientFrame(frame);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('VALIDATION_FAILED');
      expect(parsed.error.message).toContain(message);
    }
  });
});

describe('server events', () => {
  it('names every event of the issue and spec', () => {
    for (const type of [
      'connected',
      'chat_history',
      'plan_proposed',
      'group_added',
      'line_item_added',
      'material_added',
      'estimate_quality_updated',
      'estimate_updated',
      'assistant_chunk',
      'error',
    ])
      expect(SERVER_EVENT_TYPES).toContain(type);
  });

  it('puts the payload beside the type', () => {
    const event = { type: 'error', code: 'NOT_FOUND', message: 'No estimate with id x.' };
    expect(serverEventSchema.parse(event)).toEqual(event);
    expect(serverEventSchema.safeParse({ ...event, code: 'TEAPOT' }).success).toBe(false);
  });
});
