import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';

// The Dashboard and the Tools tab in a real browser against a real server: forms generated from each tool's
// JSON Schema, filled from examples, an estimate of the store or uploaded bids, run over POST /api/tools/:name,
// and the results rendered as tables, SVG charts and documents to download.

const live = startServerAndBrowser(180_000);

// The documents package's bid fixtures (written for its leveling tests); read as files, not imported.
const BID_FIXTURES_URL = new URL('../../../testkit/test-fixtures/bids/', import.meta.url);

/** A bathroom estimate written through the REST API, priced by the user (test rates, not market data). */
async function createBathEstimate(url: string): Promise<string> {
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as {
      estimate: { id: string; version: number; groups: { id: string; name: string }[] };
    };
  };
  let { estimate } = await send('POST', '/api/estimates', { title: 'Whitfield hall bathroom' });
  ({ estimate } = await send('POST', `/api/estimates/${estimate.id}/groups`, {
    version: estimate.version,
    name: 'Bathroom',
  }));
  const groupId = estimate.groups[0]?.id ?? '';
  const lines = [
    ['Remove tub and tile', 1, 'each', 85_000],
    ['Install wall tile', 90, 'sq_ft', 1_400],
    ['Install floor tile', 40, 'sq_ft', 1_200],
    ['Install bath exhaust fan', 1, 'each', 32_000],
  ] as const;
  for (const [title, quantity, uom, rateCents] of lines)
    ({ estimate } = await send('POST', `/api/estimates/${estimate.id}/groups/${groupId}/items`, {
      version: estimate.version,
      type: 'assembly',
      title,
      quantity,
      uom,
      rateCents,
    }));
  return estimate.id;
}

/** Clicks Run and waits for the tool's response to be rendered. */
async function runAndWait(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/tools/') && r.request().method() === 'POST', {
      timeout: 120_000,
    }),
    page.getByRole('button', { name: 'Run', exact: true }).click(),
  ]);
  await page.getByRole('button', { name: 'Run', exact: true }).waitFor({ timeout: 120_000 });
}

describe('dashboard and tools tab in chromium', () => {
  it('writes a change-order letter from an estimate, levels two uploaded bids and runs a budget', async () => {
    const estimateId = await createBathEstimate(live.server.url);
    const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(live.server.url);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    const tiles = page.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['analyze_tender', 'generate_letter', 'auto_budget'])
      await tiles.getByRole('button', { name, exact: true }).waitFor();
    expect(await tiles.getByRole('button', { name: 'search_price', exact: true }).count()).toBe(0);
    const result = page.getByTestId('tool-result');

    // A change-order letter from the estimate: the preview reads as the letter, the files download.
    await tiles.getByRole('button', { name: 'generate_letter', exact: true }).click();
    await page.getByRole('button', { name: /^Example: A change order/ }).click();
    await page.getByRole('combobox', { name: 'Use this estimate' }).selectOption(estimateId);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Estimate' }).inputValue())
      .toContain('Install wall tile');
    await page.getByRole('textbox', { name: 'Formats' }).fill('["markdown", "pdf", "docx"]');
    await runAndWait(page);
    const letter = page.getByRole('article', { name: 'Document preview' });
    expect(await letter.textContent()).toContain('Change Order No. 3');
    // 850 + 90 × 14 + 40 × 12 + 320 = $2,910.00 of user-priced assembly (labor) lines, + 20% labor markup.
    expect(await letter.textContent()).toContain('- Bathroom: $3,492.00');
    await page.getByRole('link', { name: /^Download change-order-.*\.md$/ }).waitFor();
    await page.getByRole('link', { name: /^Download change-order-.*\.pdf$/ }).waitFor();
    await page.getByRole('link', { name: /^Download change-order-.*\.docx$/ }).waitFor();
    await page.screenshot({ path: artifactPath('tools-1-letter.png'), fullPage: true });

    // Two bids uploaded (a CSV and an XLSX), leveled against the estimate; the mapping edited and re-leveled.
    await tiles.getByRole('button', { name: 'analyze_tender', exact: true }).click();
    await page.getByRole('combobox', { name: 'Use this estimate' }).selectOption(estimateId);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Estimate' }).inputValue())
      .toContain('Bathroom');
    await page
      .getByLabel('Upload bids')
      .setInputFiles(
        ['sierra-tile-and-bath.csv', 'capitol-remodel-co.xlsx'].map((name) =>
          fileURLToPath(new URL(name, BID_FIXTURES_URL)),
        ),
      );
    await page.getByTestId('uploaded').waitFor();
    await runAndWait(page);
    expect(await result.getAttribute('data-status')).toMatch(/success|warning/);
    const sheet = page.getByRole('table', { name: 'Leveling sheet' });
    expect(await sheet.locator('tbody tr').count()).toBe(4);
    expect(await sheet.locator('thead th').allTextContents()).toEqual(
      expect.arrayContaining(['Sierra Tile & Bath', 'Capitol Remodel Co']),
    );
    const spread = page.getByRole('img', { name: /^Bid spread/ });
    expect(await spread.locator('rect').count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Recommendation' }).textContent()).toMatch(/Recommended: /);
    await page.getByRole('link', { name: /^Download bid-leveling-.*\.xlsx$/ }).waitFor();

    const mapping = page.getByRole('table', { name: 'Bid line mapping' });
    const firstTarget = mapping.getByRole('combobox').first();
    const wasMapped = await firstTarget.inputValue();
    expect(wasMapped).not.toBe('');
    await firstTarget.selectOption('');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/tools/analyze_tender'), { timeout: 120_000 }),
      page.getByRole('button', { name: 'Re-level with 1 change' }).click(),
    ]);
    await expect
      .poll(() => mapping.locator('tbody tr').first().textContent(), { timeout: 120_000 })
      .toContain('set by you');
    expect(await mapping.getByRole('combobox').first().inputValue()).toBe('');
    await page.screenshot({ path: artifactPath('tools-2-tender.png'), fullPage: true });

    // A conceptual budget (division chart and table), then a budget from the estimate (Monte Carlo S-curve).
    await tiles.getByRole('button', { name: 'auto_budget', exact: true }).click();
    await page.getByRole('button', { name: /^Example: A 2,000 sq ft standard new house/ }).click();
    await runAndWait(page);
    expect(
      await page.getByRole('img', { name: 'Budget breakdown by trade division' }).locator('rect').count(),
    ).toBe(8);
    const divisions = page.getByRole('table', { name: 'Trade divisions' });
    expect(await divisions.locator('tbody tr').count()).toBe(8);
    expect(await divisions.textContent()).toContain('Framing');
    expect(await page.getByRole('table', { name: 'Sources' }).textContent()).toContain('NAHB');
    await page.screenshot({ path: artifactPath('tools-3-budget.png'), fullPage: true });

    await page.getByRole('combobox', { name: 'Project Type' }).selectOption('');
    await page.getByRole('textbox', { name: 'Area Sq Ft' }).fill('');
    await page.getByRole('combobox', { name: 'Use this estimate' }).selectOption(estimateId);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Estimate' }).inputValue())
      .toContain('Bathroom');
    await runAndWait(page);
    const curve = page.getByRole('img', { name: /^Monte Carlo cost S-curve/ });
    await curve.waitFor({ timeout: 120_000 });
    expect(await curve.locator('circle').count()).toBe(6);
    expect(await page.getByRole('table', { name: 'Risk by group' }).locator('tbody tr').count()).toBe(1);
    await page.screenshot({ path: artifactPath('tools-4-budget-monte-carlo.png'), fullPage: true });

    // One report on an estimate with labor (the tool's example: the bathroom's lines are user-priced, with
    // no labor to schedule): the cash-flow curve and the payment schedule, rendered.
    await tiles.getByRole('button', { name: 'comprehensive_analysis', exact: true }).click();
    await page.getByRole('button', { name: /^Example: A two-trade job/ }).click();
    await runAndWait(page);
    const cashFlow = page.getByRole('img', { name: /^Cash flow/ });
    await cashFlow.waitFor({ timeout: 120_000 });
    expect(await cashFlow.locator('path').count()).toBe(1);
    expect(
      await page.getByRole('table', { name: 'Payment schedule' }).locator('tbody tr').count(),
    ).toBeGreaterThan(1);
    await page.screenshot({ path: artifactPath('tools-5-analysis-cash-flow.png'), fullPage: true });

    // The Tools tab lists the tools placed there, not the dashboard's.
    await page.getByRole('link', { name: 'Tools', exact: true }).click();
    await page.waitForURL(/\/tools$/);
    const tab = page.getByRole('navigation', { name: 'Tools' });
    await tab.getByRole('button', { name: 'search_price', exact: true }).waitFor();
    expect(await tab.getByRole('button', { name: 'auto_budget', exact: true }).count()).toBe(0);
    await page.close();
  }, 180_000);
});
