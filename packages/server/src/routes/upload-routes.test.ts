import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let url = '';
let estimateId = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  estimateId = (
    await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Uploads' } })
  ).json().estimate.id;
});
afterAll(() => t.close());

interface UploadAnswer {
  upload: { id: string; mediaType: string; sizeBytes: number; originalName?: string };
  error: { message: string };
}

async function upload(bytes: Uint8Array, name: string, claimedType: string, id = estimateId) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: claimedType }), name);
  const response = await fetch(`${url}/api/estimates/${id}/uploads`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

describe('uploads', () => {
  it('decides the type by the bytes, stores under a generated name, and serves the same bytes back', async () => {
    const sent = await upload(PNG, '../../etc/passwd.png', 'text/plain');
    expect(sent.status).toBe(201);
    expect(sent.body.upload).toMatchObject({
      mediaType: 'image/png',
      sizeBytes: PNG.length,
      originalName: 'passwd.png',
    });
    const stored = readdirSync(t.context.uploadsDir);
    expect(stored).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.png$/)]);

    const download = await fetch(`${url}/api/estimates/${estimateId}/uploads/${sent.body.upload.id}`);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''passwd.png");
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('accepts a PDF drawing and lists the uploads', async () => {
    const sent = await upload(PDF, 'A-101 floor plan.pdf', 'application/octet-stream');
    expect([sent.status, sent.body.upload?.mediaType]).toEqual([201, 'application/pdf']);
    const list = await fetch(`${url}/api/estimates/${estimateId}/uploads`);
    const names = ((await list.json()) as { uploads: { originalName: string }[] }).uploads.map(
      (u) => u.originalName,
    );
    expect(names).toContain('A-101 floor plan.pdf');
  });

  it('refuses a file whose bytes are not an image or PDF, whatever its name says (415)', async () => {
    const sent = await upload(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.jpg', 'image/jpeg');
    expect(sent.status).toBe(415);
    expect(sent.body.error.message).toMatch(/JPEG, PNG, WebP or GIF photo, or a PDF/);
  });

  it('refuses a file over 20 MB with 413 and keeps nothing of it', async () => {
    const before = readdirSync(t.context.uploadsDir).length;
    const big = Buffer.alloc(21 * 1024 * 1024, 0);
    PNG.copy(big);
    const sent = await upload(big, 'huge.png', 'image/png');
    expect(sent.status).toBe(413);
    expect(sent.body.error.message).toMatch(/over 20 MB/);
    expect(readdirSync(t.context.uploadsDir)).toHaveLength(before);
  });

  it('says how to send a file when the body is not multipart, and 404s an unknown estimate or upload', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${estimateId}/uploads`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toMatch(/multipart\/form-data/);
    expect((await upload(PNG, 'a.png', 'image/png', 'est-nope')).status).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: `/api/estimates/${estimateId}/uploads/nope` });
    expect(missing.statusCode).toBe(404);
  });
});
