import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';

// The agent studio in a real browser against a real server with the offline studio model: create an agent
// from the gallery, mock-run it, try it in the playground, publish it, run it on an estimate, read the
// session, change and publish it again, roll it back; and the screens at 390 px.

const live = startServerAndBrowser();

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}

describe('agent studio in chromium', () => {
  it('creates, tries, publishes, runs, inspects and rolls back an agent', async () => {
    const created = await fetch(`${live.server.url}/api/estimates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Roof for Jane Client' }),
    });
    expect(created.status).toBe(201);
    const { browser } = live;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(live.server.url);
    await page.getByRole('link', { name: 'Agents' }).click();
    await page.locator('[data-agent="scope"]').waitFor();
    await page.screenshot({ path: artifactPath('studio-1-gallery.png'), fullPage: true });

    await page.getByRole('button', { name: 'New agent' }).click();
    await page.getByLabel('Name', { exact: true }).fill('permit-check');
    await page
      .getByRole('textbox', { name: /^Prompt/ })
      .fill('List the permits missing for {{input.topic}} in {{bindings.estimate}}');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Sensitive fields/).fill('title');
    const validation = page.getByRole('status', { name: 'Validation' });
    await expect.poll(() => validation.textContent()).toContain('No problems');
    // A broken flow is flagged live, naming the step and the field.
    await page.getByRole('button', { name: '3. Flow steps' }).click();
    const flow = page.getByLabel(/^Steps \(JSON/);
    const goodFlow = await flow.inputValue();
    await flow.fill('[{"kind":"prompt","id":"review","promptBlockId":"nope"}]');
    await expect.poll(() => validation.textContent()).toContain('review.promptBlockId');
    await flow.fill(goodFlow);
    await expect.poll(() => validation.textContent()).toContain('No problems');
    await page.getByRole('button', { name: 'Mock run' }).click();
    const mock = page.getByRole('region', { name: 'Mock run' });
    await expect.poll(() => mock.getByTestId('run-status').textContent()).toContain('success');
    await page.screenshot({ path: artifactPath('studio-2-configurator.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save agent' }).click();
    await page.waitForURL(/\/agents\/permit-check$/);
    await expect.poll(() => page.getByTestId('published-version').textContent()).toBe('none');

    await page.getByRole('button', { name: 'Playground' }).click();
    await page.getByLabel('Topic (input.topic)').fill('a garage roof');
    await page.getByLabel('Playground estimate').selectOption({ label: 'Roof for Jane Client' });
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByTestId('run-status').textContent()).toContain('(playground): success');
    expect(await page.getByTestId('run-output').textContent()).toContain('a garage roof');
    await page.screenshot({ path: artifactPath('studio-3-playground.png'), fullPage: true });
    await page.getByRole('button', { name: 'Back to permit-check' }).click();

    await page.getByRole('button', { name: 'Publish v1' }).click();
    await expect.poll(() => page.getByTestId('published-version').textContent()).toBe('v1');
    await page.getByLabel('Estimate to run on').selectOption({ label: 'Roof for Jane Client' });
    await page.getByRole('button', { name: 'Run published version' }).click();
    await page.waitForURL(/\/agents\/runs\//);
    await expect
      .poll(() => page.getByTestId('run-status').textContent())
      .toContain('permit-check v1: success');
    const timeline = page.getByRole('list', { name: 'Steps' });
    expect(await timeline.locator('li').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toContain('Jane Client');
    await page.screenshot({ path: artifactPath('studio-4-session.png'), fullPage: true });

    await page.getByRole('button', { name: 'Back to permit-check' }).click();
    await page
      .getByRole('textbox', { name: /^Prompt/ })
      .fill('Only the electrical permits for {{input.topic}}');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('button', { name: 'Publish v2' }).click();
    await expect.poll(() => page.getByTestId('published-version').textContent()).toBe('v2');
    await page.getByRole('button', { name: 'Roll back to v1' }).click();
    await expect.poll(() => page.getByTestId('published-version').textContent()).toBe('v3');
    expect(await page.getByRole('textbox', { name: /^Prompt/ }).inputValue()).toContain(
      'List the permits missing',
    );
    await page.screenshot({ path: artifactPath('studio-5-rolled-back.png'), fullPage: true });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phonePage = await phone.newPage();
    for (const path of [
      '/agents',
      '/agents/permit-check',
      '/agents/permit-check/playground',
      page.url().replace(live.server.url, ''),
    ]) {
      await phonePage.goto(`${live.server.url}${path}`);
      await phonePage.locator('h1').waitFor();
      expect(await hasNoSidewaysScroll(phonePage), path).toBe(true);
    }
    await phonePage.goto(`${live.server.url}/agents`);
    await phonePage.locator('[data-agent="permit-check"]').waitFor();
    await phonePage.screenshot({ path: artifactPath('studio-6-phone-gallery.png'), fullPage: true });
    await Promise.all([context.close(), phone.close()]);
  }, 120_000);
});
