import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 14, finding 6: there was no storage quota. Per estimate past its quota → 413; all uploads past the
// server's → 507; nothing half-written is left behind.
const KIB = 1024;
const pdf = (sizeBytes: number) => {
  const bytes = Buffer.alloc(sizeBytes, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};
let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp({ uploadQuota: { perEstimateBytes: 1000 * KIB, totalBytes: 1500 * KIB } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function newEstimate() {
  return (await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Quota' } })).json()
    .estimate.id as string;
}

async function upload(id: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'plan.pdf');
  const response = await fetch(`${url}/api/estimates/${id}/uploads`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { code: string; message: string } },
  };
}

describe('upload quotas', () => {
  it('answers 413 past the estimate quota and 507 past the server quota, leaving no partial file', async () => {
    const first = await newEstimate();
    expect((await upload(first, pdf(600 * KIB))).status).toBe(201);
    const overEstimate = await upload(first, pdf(600 * KIB));
    expect(overEstimate.status).toBe(413);
    expect(overEstimate.body.error?.message).toMatch(
      /estimate's uploads would pass their quota of 0 MB|quota/,
    );

    const second = await newEstimate();
    expect((await upload(second, pdf(600 * KIB))).status).toBe(201);
    const third = await newEstimate();
    const overTotal = await upload(third, pdf(600 * KIB));
    expect(overTotal.status).toBe(507);
    expect(overTotal.body.error).toMatchObject({ code: 'INSUFFICIENT_STORAGE' });
    expect(overTotal.body.error?.message).toMatch(/server's uploads would pass their quota/);

    expect(readdirSync(t.context.uploadsDir).filter((name) => name.startsWith('.incoming'))).toEqual([]);
    expect(await t.store.uploads.bytesUsed()).toBe(1200 * KIB);
  });

  // Both checked the room before either was stored, and both were kept: 1,200 KiB on a 1,000 KiB quota.
  it('keeps to the quota when two uploads arrive at once', { timeout: 120_000 }, async () => {
    const racing = await createTestApp({
      uploadQuota: { perEstimateBytes: 1000 * KIB, totalBytes: 10_000 * KIB },
    });
    try {
      const racingUrl = await racing.app.listen({ port: 0, host: '127.0.0.1' });
      const created = await racing.app.inject({
        method: 'POST',
        url: '/api/estimates',
        payload: { title: 'Race' },
      });
      const id = created.json().estimate.id as string;
      const send = async () => {
        const form = new FormData();
        form.append('file', new Blob([pdf(600 * KIB)]), 'plan.pdf');
        const response = await fetch(`${racingUrl}/api/estimates/${id}/uploads`, {
          method: 'POST',
          body: form,
        });
        await response.arrayBuffer();
        return response.status;
      };
      const statuses = await Promise.all([send(), send()]);
      expect(statuses.sort()).toEqual([201, 413]);
      expect(await racing.store.uploads.bytesUsed(id)).toBe(600 * KIB);
      expect(readdirSync(racing.context.uploadsDir).filter((name) => name.startsWith('.incoming'))).toEqual(
        [],
      );
    } finally {
      await racing.close();
    }
  });
});
