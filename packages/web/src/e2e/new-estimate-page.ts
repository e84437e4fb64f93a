import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A fresh browser window (1280 × 900) on the workspace at `url` with a new estimate opened: New estimate
 * clicked, its page loaded and its live connection up ("Live"), where most browser tests start.
 */
export async function openNewEstimate(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'New estimate' }).click();
  await page.waitForURL(/\/estimates\/[^/]+$/);
  await page.getByText('Live', { exact: true }).waitFor();
  return { context, page };
}
