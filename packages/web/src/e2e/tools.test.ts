import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';

// The Tools tab in a real browser against a real server: forms generated from each tool's JSON Schema, filled
// from its examples, run over POST /api/tools/:name.

const live = startServerAndBrowser(180_000);

describe('tools tab in chromium', () => {
  it('runs a budget, writes a change-order letter and levels two bids from generated forms', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(live.server.url);
    await page.getByRole('link', { name: 'Tools' }).click();
    await page.waitForURL(/\/tools$/);
    const result = page.getByTestId('tool-result');

    await page.getByRole('button', { name: 'auto_budget', exact: true }).click();
    await page.getByRole('button', { name: /^Example: A 2,000 sq ft standard new house/ }).click();
    expect(await page.getByRole('combobox', { name: 'Project Type' }).inputValue()).toBe('single_family_new');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    expect(await result.textContent()).toContain('"pointEstimateCents": 35704000');
    await page.screenshot({ path: artifactPath('tools-1-budget.png'), fullPage: true });

    await page.getByRole('button', { name: 'generate_letter', exact: true }).click();
    await page.getByRole('button', { name: /^Example: A change order/ }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('link', { name: /^Download change-order-.*\.md$/ }).waitFor({ timeout: 20_000 });
    expect(await result.textContent()).toContain('# Change Order No. 3');

    await page.getByRole('button', { name: 'analyze_tender', exact: true }).click();
    await page.getByRole('button', { name: /^Example: Two framing-repair bids/ }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => result.getAttribute('data-status'), { timeout: 20_000 })
      .toMatch(/success|warning/);
    expect(await result.textContent()).toContain('"recommendation"');
    await page.getByRole('link', { name: /^Download bid-leveling-.*\.xlsx$/ }).waitFor();
    await page.screenshot({ path: artifactPath('tools-2-tender.png'), fullPage: true });
    await page.close();
  }, 120_000);
});
