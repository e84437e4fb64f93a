import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startServerAndBrowser } from './browser-harness.ts';

// The estimate read as a browser makes it: gzipped, then revalidated with its ETag on a reload (the server
// answers 304 and no body) while the page still shows the estimate.

const live = startServerAndBrowser();

describe('estimate reads in chromium', () => {
  it('gets the estimate gzipped with an ETag, and revalidates it on a reload', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const reads: Response[] = [];
    page.on('response', (response) => {
      if (
        response.request().method() === 'GET' &&
        /\/api\/estimates\/[^/?]+$/.test(new URL(response.url()).pathname)
      )
        reads.push(response);
    });
    await page.goto(live.server.url);
    await page.getByRole('button', { name: 'New estimate' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    await page.getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => reads.length, { timeout: 60_000 }).toBeGreaterThan(0);
    // The app may read the estimate more than once; the first read is the one no cache held.
    const first = reads[0]!;
    const firstHeaders = await first.allHeaders();
    expect(first.status()).toBe(200);
    expect(firstHeaders['content-encoding']).toBe('gzip');
    expect(firstHeaders['cache-control']).toBe('private, no-cache');
    const etag = firstHeaders.etag;
    expect(etag).toMatch(/^".+-gz"$/);
    const title = await page.getByRole('heading', { level: 1 }).textContent();

    const before = reads.length;
    // The tag the browser holds: the latest read's (a 304 carries the tag too).
    const held = (await reads[before - 1]!.allHeaders()).etag;
    await page.reload();
    await page.getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => reads.length, { timeout: 60_000 }).toBeGreaterThan(before);
    // The browser asks with the tag it holds; the server answers 304 (Chromium reports the cached 200).
    const sent = await Promise.all(reads.slice(before).map((read) => read.request().allHeaders()));
    expect(sent.map((headers) => headers['if-none-match'])).toContain(held);
    for (const read of reads.slice(before)) expect([200, 304]).toContain(read.status());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await context.close();
  });
});
