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

/**
 * Types a chat message and sends it until it has gone: on a busy machine the live connection may be reconnecting
 * at the moment Send is clicked, and the app then keeps the message and says "Not connected" (as it should); a
 * person clicks Send again, and so does this, for up to a minute.
 */
export async function sendChat(page: Page, text: string): Promise<void> {
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill(text);
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.getByRole('button', { name: 'Send' }).click();
    // Sent: the composer is cleared.
    const sentBy = Date.now() + 5_000;
    while ((await message.inputValue()) !== '' && Date.now() < sentBy)
      await new Promise((resolve) => setTimeout(resolve, 250));
    if ((await message.inputValue()) === '') return;
    if (Date.now() > deadline) throw new Error(`The chat message "${text}" could not be sent for a minute`);
    await page
      .getByText('Live', { exact: true })
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
  }
}
