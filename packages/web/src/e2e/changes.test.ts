import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';
import { openNewEstimate, sendChat } from './new-estimate-page.ts';

// Issue #15, the changes part: a cost code edited on a line, the estimate saved as a template, sent, changed
// through a numbered change order that is approved, and a new estimate started from the template.

const live = startServerAndBrowser();

async function shot(page: Page, name: string): Promise<void> {
  const path = artifactPath(name);
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
}

const WALLS = 'Paint interior walls';

describe('change orders, cost codes and templates in chromium', () => {
  it('edits a cost code, saves a template, sends, approves CO-1 and starts a new estimate from the template', async () => {
    const { context, page } = await openNewEstimate(live.browser, live.server.url);
    await sendChat(page, 'paint a 12x14 bedroom with 8 ft ceilings');
    await page.getByRole('button', { name: 'Approve plan' }).click();

    // The line's CSI code comes from its trade; the contractor types their own and it stays across a reload.
    const code = page.getByRole('textbox', { name: `Cost code of ${WALLS}` });
    await expect.poll(() => code.inputValue(), { timeout: 60_000 }).toBe('09 91 00');
    const version = async () => Number(await page.locator('.workspace').getAttribute('data-version'));
    const before = await version();
    await code.fill('09 91 23');
    await code.press('Enter');
    // Saved (a new version) before the reload, so the reload reads it.
    await expect.poll(version, { timeout: 60_000 }).toBeGreaterThan(before);
    await page.reload();
    await expect.poll(() => code.inputValue(), { timeout: 60_000 }).toBe('09 91 23');

    // Saved as a template before anything client-specific happens to it.
    await page.getByRole('textbox', { name: 'Template name' }).fill('Bedroom repaint');
    await page.getByRole('button', { name: 'Save as template' }).click();
    await page.getByText('Saved as template "Bedroom repaint"').waitFor();

    // Sent: from now on an edit is a change order, never silent.
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    const panel = page.getByRole('region', { name: 'Change orders' });
    const sentTotal = panel.locator('.sent-total');
    await sentTotal.waitFor({ timeout: 60_000 });
    const sentText = (await sentTotal.textContent()) ?? '';
    const quantity = page.getByRole('textbox', { name: `Quantity of ${WALLS}` });
    const walls = Number(await quantity.inputValue());
    await quantity.fill(String(walls * 2));
    await quantity.press('Enter');
    const order = panel.locator('[data-change-order="CO-1"]');
    await order.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => order.getByRole('cell', { name: '09 91 23' }).count(), { timeout: 60_000 })
      .toBe(1);
    await expect.poll(() => order.getByText(/changed \(quantity/).count()).toBe(1);
    const coTotal = (await order.locator('.co-total').textContent()) ?? '';
    expect(coTotal).toMatch(/^\+\$/);
    const pdf = await page.request.get(
      `${live.server.url}${await order.getByRole('link', { name: 'CO-1 PDF' }).getAttribute('href')}`,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await shot(page, 'changes-1-change-order-open.png');

    await page.getByRole('button', { name: 'Approve CO-1' }).click();
    await expect.poll(() => order.getAttribute('data-status'), { timeout: 60_000 }).toBe('approved');
    const contract = (await panel.locator('.contract-total').textContent()) ?? '';
    const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
    expect(dollars(contract)).toBeCloseTo(dollars(sentText) + dollars(coTotal), 2);
    await shot(page, 'changes-2-change-order-approved.png');

    // A new estimate from the template: its lines and the edited cost code, a title of its own.
    await page.goto(live.server.url);
    await page.getByRole('button', { name: 'Start from Bedroom repaint' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 60_000 })
      .toBe('Bedroom repaint');
    await expect.poll(() => code.inputValue(), { timeout: 60_000 }).toBe('09 91 23');
    expect(Number(await quantity.inputValue())).toBe(walls);
    await shot(page, 'changes-3-from-template.png');
    await context.close();
  }, 300_000);
});
