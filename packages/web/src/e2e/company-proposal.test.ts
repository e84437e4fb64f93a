import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';
import { sendChat } from './new-estimate-page.ts';
import { showPdf } from './pdf-in-browser.ts';

// Issue #15: a company profile set once on the settings screen goes on the client proposal: logo, license,
// address, terms, deposit and payment schedule; overhead, profit and contingency folded into the prices.

const live = startServerAndBrowser(180_000);
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface ExportedTotals {
  totals: { grandTotalCents: number; taxCents: number; overheadCents: number; profitCents: number };
}

function estimateJson(page: Page, estimateId: string): Promise<ExportedTotals> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/estimates/${encodeURIComponent(id)}/export?format=json`);
    return (await response.json()) as ExportedTotals;
  }, estimateId);
}

describe('company profile and the client proposal in chromium', () => {
  it('sets the profile on the settings screen and exports a proposal that carries it', async () => {
    const context = await live.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(live.server.url);
    await page.getByRole('link', { name: 'Company' }).click();
    await page.waitForURL(/\/settings\/company$/);
    await page.getByLabel('Company name').fill('Oak & Sons Remodeling');
    await page.getByLabel('License number').fill('CSLB 1045521');
    await page.getByLabel('Address').fill('12 Elm St\nSan Diego, CA 92101');
    await page.getByLabel('Phone').fill('(619) 555-0134');
    await page.getByLabel('Terms and conditions').fill('Work is warranted for one year from completion.');
    await page.getByLabel('Deposit on acceptance (%)').fill('10');
    await page.getByLabel(/^Payment schedule/).fill('Rough-in complete: 40\nFinal walkthrough: 50');
    await page.getByLabel(/^Logo/).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await page.getByRole('img', { name: 'Company logo' }).waitFor();
    // A schedule that does not add up is refused with the reason, and nothing is stored.
    await page.getByLabel(/^Payment schedule/).fill('Rough-in complete: 40');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('add up to 50%');
    await page.getByLabel(/^Payment schedule/).fill('Rough-in complete: 40\nFinal walkthrough: 50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.screenshot({ path: artifactPath('company-1-settings.png'), fullPage: true });
    await page.reload();
    await expect.poll(() => page.getByLabel('Company name').inputValue()).toBe('Oak & Sons Remodeling');
    expect(await page.getByLabel(/^Payment schedule/).inputValue()).toBe(
      'Rough-in complete: 40\nFinal walkthrough: 50',
    );

    // An estimate priced from the chat, then the PDF proposal from the workspace's Export.
    await page.getByRole('link', { name: 'Quoin' }).click();
    await page.getByRole('button', { name: 'New estimate' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    const estimateId = decodeURIComponent(page.url().split('/').pop() ?? '');
    await page.getByText('Live', { exact: true }).waitFor();
    await sendChat(page, 'replace 3 windows in the living room in 92101');
    await page.getByRole('button', { name: 'Approve plan' }).click();
    const windowQuantity = page.getByRole('textbox', { name: 'Quantity of Install replacement window' });
    await expect.poll(() => windowQuantity.inputValue(), { timeout: 120_000 }).toBe('3');
    // The header: client, contact and a job address whose ZIP moves the estimate and prices it again.
    const totalBefore = (await estimateJson(page, estimateId)).totals.grandTotalCents;
    await page.getByLabel('Client name').fill('Dana Whitfield');
    await page.getByLabel('Client contact').fill('dana@example.com · (512) 555-0188');
    await page.getByLabel('Job address').fill('48 Palm Ave, Austin, TX 78701');
    await page.getByLabel('Valid for (days)').fill('45');
    await page.getByRole('button', { name: 'Save header' }).click();
    await page.getByRole('heading', { name: /^Estimate Q-\d{4}/ }).waitFor({ timeout: 120_000 });
    await page.getByText(/priced for Austin, TX/).waitFor();
    const totalAfter = (await estimateJson(page, estimateId)).totals.grandTotalCents;
    expect(totalAfter).not.toBe(totalBefore);
    await page.reload();
    await expect.poll(() => page.getByLabel('Client name').inputValue()).toBe('Dana Whitfield');
    await page.screenshot({ path: artifactPath('company-3-workspace-header.png'), fullPage: true });

    // Overhead and profit on the estimate: the client sees them folded into the prices, not as rows.
    for (const field of ['Overhead percent', 'Profit percent']) {
      await page.getByRole('textbox', { name: field }).fill('10');
      await page.getByRole('textbox', { name: field }).press('Enter');
      await expect.poll(() => page.getByRole('textbox', { name: field }).inputValue()).toBe('10');
    }
    await expect
      .poll(async () => (await estimateJson(page, estimateId)).totals.profitCents, { timeout: 120_000 })
      .toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Export format' }).selectOption('pdf');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    const pdfPath = artifactPath('company-proposal.pdf');
    await download.saveAs(pdfPath);
    const json = await estimateJson(page, estimateId);

    const viewer = await context.newPage();
    await viewer.setViewportSize({ width: 900, height: 1200 });
    const text = (await showPdf(viewer, readFileSync(pdfPath))).replace(/[ \t]+/g, ' ');
    await viewer.screenshot({ path: artifactPath('company-2-proposal-pdf.png'), fullPage: true });
    for (const expected of [
      'Oak & Sons Remodeling',
      'License CSLB 1045521',
      'San Diego, CA 92101',
      'Payment schedule',
      'Deposit on acceptance',
      'Rough-in complete',
      'Terms and conditions',
      'Work is warranted for one year from completion.',
      'Signature:',
      'Prepared for: Dana Whitfield',
      'Job address: 48 Palm Ave, Austin, TX 78701',
      'Q-0001',
      money(json.totals.grandTotalCents),
      // The subtotal shown holds the markups: with the tax it is the total to the cent.
      `Subtotal ${money(json.totals.grandTotalCents - json.totals.taxCents)}`,
    ])
      expect(text).toContain(expected);
    for (const hidden of ['Overhead', 'Profit', 'Contingency', 'Price sources'])
      expect(text).not.toContain(hidden);
    await context.close();
  }, 180_000);

  it('reorders lines and groups, renames, and undoes each change on the server', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const titles = () =>
      page
        .getByRole('textbox', { name: /^Title of / })
        .evaluateAll((inputs) => inputs.map((i) => (i as { value: string }).value));
    const groupNames = () =>
      page
        .getByRole('textbox', { name: /^Name of group / })
        .evaluateAll((inputs) => inputs.map((i) => (i as { value: string }).value));
    await page.goto(live.server.url);
    await page.getByRole('button', { name: 'New estimate' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    await page.getByText('Live', { exact: true }).waitFor();
    await sendChat(page, 'replace 3 windows in the living room');
    await page.getByRole('button', { name: 'Approve plan' }).click();
    const windowQuantity = page.getByRole('textbox', { name: 'Quantity of Install replacement window' });
    await expect.poll(() => windowQuantity.inputValue(), { timeout: 120_000 }).toBe('3');
    await page
      .getByRole('button', { name: /^\+ Add a line to / })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'New line title' }).fill('Window screens');
    await page.getByRole('textbox', { name: 'New line quantity' }).fill('3');
    await page.getByRole('textbox', { name: 'New line unit cost' }).fill('24.50');
    await page.getByRole('button', { name: 'Add line' }).click();
    await expect.poll(titles).toContain('Window screens');
    const before = await titles();

    // Reorder: the new line up one place, then undo puts it back.
    await page.getByRole('button', { name: 'Move Window screens up' }).click();
    await expect.poll(titles).not.toEqual(before);
    const moved = await titles();
    expect(moved.indexOf('Window screens')).toBe(before.indexOf('Window screens') - 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(titles).toEqual(before);

    // A group added, moved above the first, renamed; undo takes back the rename, then the move.
    await page.getByRole('textbox', { name: 'New group name' }).fill('Extras');
    await page.getByRole('button', { name: 'Add group' }).click();
    await expect.poll(groupNames).toContain('Extras');
    const groupsBefore = await groupNames();
    await page.getByRole('button', { name: 'Move group Extras up' }).click();
    await expect
      .poll(async () => (await groupNames()).indexOf('Extras'))
      .toBe(groupsBefore.indexOf('Extras') - 1);
    const name = page.getByRole('textbox', { name: 'Name of group Extras' });
    await name.fill('Owner extras');
    await name.press('Enter');
    await expect.poll(groupNames).toContain('Owner extras');
    await page.screenshot({ path: artifactPath('company-4-reordered.png'), fullPage: true });
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(groupNames).toContain('Extras');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(groupNames).toEqual(groupsBefore);

    // A material added to the window line by hand, removed, and brought back by undo.
    await page.getByText('+ Add a material to Install replacement window').click();
    await page.getByRole('textbox', { name: 'New material name' }).fill('Window film');
    await page.getByRole('textbox', { name: 'New material packages' }).fill('3');
    await page.getByRole('textbox', { name: 'New material price per package' }).fill('12.00');
    await page.getByRole('button', { name: 'Add material' }).click();
    const removeFilm = page.getByRole('button', { name: 'Remove material Window film' });
    await page.getByText(/^5 materials$/).waitFor({ timeout: 120_000 });
    await page.getByText(/^5 materials$/).click();
    await removeFilm.waitFor();
    await removeFilm.click();
    await page.getByText(/^4 materials$/).waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^5 materials$/).waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^4 materials$/).waitFor({ timeout: 120_000 });

    // A quantity change re-buys the materials; undo restores the quantity (and what it bought).
    await windowQuantity.fill('6');
    await windowQuantity.press('Enter');
    await expect.poll(() => windowQuantity.inputValue()).toBe('6');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => windowQuantity.inputValue()).toBe('3');
    await page.reload();
    await expect.poll(() => windowQuantity.inputValue()).toBe('3');
    expect(await groupNames()).toEqual(groupsBefore);
    await page.screenshot({ path: artifactPath('company-5-after-undo.png'), fullPage: true });
    await context.close();
  }, 180_000);
});
