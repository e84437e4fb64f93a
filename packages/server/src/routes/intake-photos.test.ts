import { intakeResponseSchema } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// A 1×1 PNG, uploaded to the estimate as the photo's image.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: path, payload });

describe('photos with notes in the intake brief over REST', { timeout: 120_000 }, () => {
  it('adds an uploaded photo with its note to the brief, replaces it by name, and refuses a foreign upload', async () => {
    const estimate = (await post('/api/estimates', { title: 'Kitchen' })).json().estimate;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'kitchen.png');
    const uploaded = await fetch(`${url}/api/estimates/${estimate.id}/uploads`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const uploadId = ((await uploaded.json()) as { upload: { id: string } }).upload.id;
    const intake = intakeResponseSchema.parse(
      (await post('/api/intake', { mode: 'quick', estimateId: estimate.id })).json(),
    );

    const added = await post(`/api/intake/${intake.id}/photos`, {
      name: 'kitchen.png',
      note: 'cracked vinyl by the sink',
      uploadId,
    });
    expect(added.statusCode).toBe(200);
    expect(intakeResponseSchema.parse(added.json()).brief.photos).toEqual([
      { name: 'kitchen.png', note: 'cracked vinyl by the sink' },
    ]);
    const renoted = await post(`/api/intake/${intake.id}/photos`, {
      name: 'kitchen.png',
      note: 'and the base',
    });
    expect(renoted.json().brief.photos).toEqual([{ name: 'kitchen.png', note: 'and the base' }]);
    // The interview goes on with the photo kept in its brief.
    const answered = await post(`/api/intake/${intake.id}/answers`, {
      answer: 'new LVP in our 10x12 kitchen',
    });
    expect(answered.json().brief.photos).toEqual([{ name: 'kitchen.png', note: 'and the base' }]);

    const foreign = await post(`/api/intake/${intake.id}/photos`, { name: 'x.png', uploadId: 'upload-nope' });
    expect(foreign.statusCode).toBe(404);
    const tooLong = await post(`/api/intake/${intake.id}/photos`, { name: 'x.png', note: 'n'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
  });
});
