import { doorScheduleSheet, writeTestPdf } from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { connectTestSocket } from '../test-support/ws-client.ts';

const SET = writeTestPdf([doorScheduleSheet()]);

let t: TestApp;
let url = '';
let estimateId = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  estimateId = (
    await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'House' } })
  ).json().estimate.id;
});
afterAll(() => t.close());

async function addSet(bytes: Uint8Array, query: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'house.pdf');
  const response = await fetch(`${url}/api/drawing-sets${query}`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

describe('drawing routes', { timeout: 120_000 }, () => {
  it('ingests a set for an estimate with progress on its socket; the same bytes again change nothing', async () => {
    const socket = await connectTestSocket(`${url.replace('http', 'ws')}/ws/${estimateId}`);
    const added = await addSet(SET, `?name=house&estimateId=${estimateId}`);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'added', set: { name: 'house', revision: 1, pageCount: 1 } });
    expect(await socket.next('drawing_ingest_progress')).toMatchObject({
      page: 1,
      pageCount: 1,
      sheet: 'A-800',
    });
    await socket.close();
    const again = await addSet(SET, '?name=house');
    expect(again).toMatchObject({ status: 200, body: { status: 'unchanged' } });
    const sheets = (await t.app.inject({ method: 'GET', url: '/api/drawing-sets/house/sheets' })).json();
    expect(sheets.sheets[0]).toMatchObject({
      number: 'A-800',
      title: 'Door Schedule Sheet',
      textClass: 'text',
    });
  });

  it('answers with provenance and takes feedback', async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/drawings/ask',
      payload: { question: 'What is the width of door D2?' },
    });
    expect(ask.statusCode).toBe(200);
    const answer = ask.json();
    expect(answer).toMatchObject({ abstained: false, provenance: [{ sheet: 'A-800', page: 1 }] });
    expect(answer.answer).toContain('2-8');
    const feedback = await t.app.inject({
      method: 'POST',
      url: `/api/drawings/questions/${answer.id}/feedback`,
      payload: { feedback: 'up' },
    });
    expect(feedback.json()).toEqual({ questionId: answer.id, feedback: 'up' });
  });

  it('refuses a file that is not a PDF and a question over 2,000 characters', async () => {
    const notPdf = await addSet(new TextEncoder().encode('hello'), '');
    expect(notPdf).toMatchObject({ status: 422, body: { error: { code: 'INVALID_UPLOAD' } } });
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/drawings/ask',
      payload: { question: 'a'.repeat(10_240) },
    });
    expect(long.statusCode).toBe(400);
  });
});
