import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';

// Typing in the estimate header while another change arrives (a second window, a chat edit) keeps what was
// typed: the form used to reset itself on every estimate update (issue 15).

const live = startServerAndBrowser();

async function patchEstimate(id: string, body: Record<string, unknown>): Promise<number> {
  const url = `${live.server.url}/api/estimates/${encodeURIComponent(id)}`;
  const current = (await (await fetch(url)).json()) as { estimate: { version: number } };
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: current.estimate.version, ...body }),
  });
  if (!response.ok) throw new Error(`PATCH answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { estimate: { version: number } }).estimate.version;
}

const versionShown = (page: Page) => page.locator('.workspace').getAttribute('data-version');

describe('the estimate header in chromium', () => {
  it('keeps typed title and client while another window changes the estimate, then saves them', async () => {
    const created = await fetch(`${live.server.url}/api/estimates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Kitchen refresh' }),
    });
    expect(created.status).toBe(201);
    const { estimate } = (await created.json()) as { estimate: { id: string } };
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${live.server.url}/estimates/${estimate.id}`);
    await page.getByText('Live', { exact: true }).waitFor();

    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const client = page.getByRole('textbox', { name: 'Client name' });
    const address = page.getByRole('textbox', { name: 'Job address' });
    await expect.poll(() => title.inputValue(), { timeout: 60_000 }).toBe('Kitchen refresh');
    await title.fill('Ortiz kitchen refresh');
    await client.fill('Maria Ortiz');

    // Another window adds an assumption and sets the job address; this page receives the new version.
    await patchEstimate(estimate.id, { assumptions: ['Cabinets stay'] });
    const version = await patchEstimate(estimate.id, { header: { jobAddress: '12 Oak St' } });
    await expect.poll(() => versionShown(page), { timeout: 60_000 }).toBe(String(version));
    await expect.poll(() => address.inputValue(), { timeout: 60_000 }).toBe('12 Oak St');
    expect(await title.inputValue()).toBe('Ortiz kitchen refresh');
    expect(await client.inputValue()).toBe('Maria Ortiz');
    await page.screenshot({ path: artifactPath('header-draft-kept.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save header' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 60_000 })
      .toBe('Ortiz kitchen refresh');
    await page.reload();
    await page.getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => client.inputValue(), { timeout: 60_000 }).toBe('Maria Ortiz');
    expect(await address.inputValue()).toBe('12 Oak St');
    await context.close();
  }, 240_000);
});
