import { statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';
import { sendChat } from './new-estimate-page.ts';

// The whole job in a real browser against a real server: new estimate → describe → plan → approve → edit a
// line → totals update → export, with a second window watching and a phone-width check.

const live = startServerAndBrowser();

const grandTotal = (page: Page) => page.getByTestId('grand-total').textContent();

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  // A string, evaluated in the page: this file is type-checked for Node, without the DOM's globals.
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}

describe('estimate workspace in chromium', () => {
  it('takes a job from words to an edited, exported estimate, live in a second window and at 390 px', async () => {
    const { browser } = live;
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    // The Content-Security-Policy the server sends must not block anything the app does (issue 14).
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    const first = await page.goto(live.server.url);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(first?.headers()['x-frame-options']).toBe('DENY');
    await page.getByRole('button', { name: 'New estimate' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    await page.getByText('Live', { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath('1-new-estimate.png'), fullPage: true });

    await sendChat(page, 'Paint a 12x14 bedroom, walls and ceiling');
    const approve = page.getByRole('button', { name: 'Approve plan' });
    await approve.waitFor();
    await page.screenshot({ path: artifactPath('2-plan.png'), fullPage: true });
    await approve.click();
    await page.locator('[data-line-id]').first().waitFor();
    await expect.poll(() => approve.count()).toBe(0);
    // Lines stream in first; the totals follow with the refetch that estimate_updated triggers.
    await expect.poll(() => grandTotal(page), { timeout: 120_000 }).toMatch(/^\$[1-9]/);
    const pricedTotal = await grandTotal(page);
    await page.screenshot({ path: artifactPath('3-priced.png'), fullPage: true });

    // A second window on the same estimate, open before the edit.
    const watcher = await context.newPage();
    await watcher.goto(page.url());
    await watcher.getByText('Live', { exact: true }).waitFor();
    expect(await grandTotal(watcher)).toBe(pricedTotal);

    const quantity = page.getByRole('textbox', { name: /^Quantity of / }).first();
    const before = Number(await quantity.inputValue());
    await quantity.fill(String(before * 2 + 10));
    await quantity.press('Enter');
    await expect.poll(() => grandTotal(page), { timeout: 120_000 }).not.toBe(pricedTotal);
    const editedTotal = await grandTotal(page);
    await expect.poll(() => grandTotal(watcher), { timeout: 120_000 }).toBe(editedTotal);
    await expect
      .poll(() =>
        watcher
          .getByRole('textbox', { name: /^Quantity of / })
          .first()
          .inputValue(),
      )
      .toBe(String(before * 2 + 10));

    // A material's packages edited in place: the total follows, and the price source stays shown.
    await page.locator('details.materials > summary').first().click();
    const packages = page.getByRole('textbox', { name: /^Packages of / }).first();
    await packages.fill(String(Number(await packages.inputValue()) + 3));
    await packages.press('Enter');
    await expect.poll(() => grandTotal(page), { timeout: 120_000 }).not.toBe(editedTotal);
    await expect.poll(() => grandTotal(watcher), { timeout: 120_000 }).toBe(await grandTotal(page));
    await page.screenshot({ path: artifactPath('4-edited.png'), fullPage: true });
    await watcher.screenshot({ path: artifactPath('5-second-window.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = artifactPath(`export-${download.suggestedFilename()}`);
    await download.saveAs(saved);
    expect(statSync(saved).size).toBeGreaterThan(1000);

    // A photo of the job, attached from the chat: the server reads its type from the bytes.
    const photo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Photos or PDFs to attach')
      .setInputFiles({ name: 'bedroom-wall.png', mimeType: 'image/png', buffer: photo });
    await page
      .getByRole('list', { name: 'Attachments' })
      .getByRole('link', { name: 'bedroom-wall.png' })
      .waitFor();
    const notAPhoto = Buffer.from('just text, named like a photo');
    await page
      .getByLabel('Photos or PDFs to attach')
      .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: notAPhoto });
    await expect(page.getByRole('alert').filter({ hasText: 'fake.jpg' }).textContent()).resolves.toMatch(
      /JPEG, PNG/,
    );

    expect(blocked).toEqual([]);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phonePage = await phone.newPage();
    await phonePage.goto(page.url());
    await phonePage.locator('[data-line-id]').first().waitFor();
    expect(await hasNoSidewaysScroll(phonePage)).toBe(true);
    await phonePage.screenshot({ path: artifactPath('6-phone-workspace.png'), fullPage: true });
    await phonePage.goto(live.server.url);
    await phonePage.getByRole('button', { name: 'New estimate' }).waitFor();
    expect(await hasNoSidewaysScroll(phonePage)).toBe(true);
    await phonePage.screenshot({ path: artifactPath('7-phone-list.png'), fullPage: true });
    await Promise.all([context.close(), phone.close()]);
  }, 240_000);
});
