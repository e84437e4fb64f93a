import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';
import { openNewEstimate, sendChat } from './new-estimate-page.ts';

// Editing as a professional tool: a follow-up in the chat changes a line, lines and groups are added,
// duplicated and deleted by hand, and the assumptions, questions and exclusions are shown and edited.

const live = startServerAndBrowser();

const lineTitles = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Title of / })
    .evaluateAll((inputs) => inputs.map((i) => (i as { value: string }).value));

describe('editing an estimate in chromium', () => {
  // One try again on a busy machine (it failed once in CI's Node 22 run: the follow-up never changed the line): each
  // try opens its own new estimate.
  it('changes lines from the chat and by hand, and edits what the price rests on', { retry: 1 }, async () => {
    const { context, page } = await openNewEstimate(live.browser, live.server.url);

    await sendChat(page, 'replace 3 windows in the living room');
    await page.getByRole('button', { name: 'Approve plan' }).click();
    const windowQuantity = page.getByRole('textbox', { name: 'Quantity of Install replacement window' });
    await expect.poll(() => windowQuantity.inputValue(), { timeout: 120_000 }).toBe('3');
    // Named after its job, not after the time it was started.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Replace 3 windows in the living room');

    // A follow-up changes the line it names; it never adds a second set of lines.
    await sendChat(page, 'make it 5 windows');
    await expect.poll(() => windowQuantity.inputValue(), { timeout: 120_000 }).toBe('5');
    expect((await lineTitles(page)).filter((t) => /window/i.test(t))).toHaveLength(1);
    await page.getByText(/Changed: Install replacement window: 3 ea → 5 ea/).waitFor();

    // A line typed by hand, duplicated, then deleted.
    await page
      .getByRole('button', { name: /^\+ Add a line to / })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'New line title' }).fill('Window screens');
    await page.getByRole('textbox', { name: 'New line quantity' }).fill('5');
    await page.getByRole('textbox', { name: 'New line unit cost' }).fill('24.50');
    await page.getByRole('button', { name: 'Add line' }).click();
    await expect.poll(() => lineTitles(page)).toContain('Window screens');
    await page.getByRole('button', { name: 'Duplicate Window screens' }).click();
    await expect.poll(() => lineTitles(page)).toContain('Window screens (copy)');
    await page.getByRole('button', { name: 'Delete Window screens (copy)' }).click();
    await expect.poll(() => lineTitles(page)).not.toContain('Window screens (copy)');
    expect(await lineTitles(page)).toContain('Window screens');

    // An allowance: a budget line the client picks against later, marked on its line and in the totals.
    await page
      .getByRole('button', { name: /^\+ Add a line to / })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'New line title' }).fill('Light fixture allowance');
    await page.getByRole('textbox', { name: 'New line quantity' }).fill('1');
    await page.getByRole('combobox', { name: 'New line type' }).selectOption('allowance');
    await page.getByRole('textbox', { name: 'New line unit cost' }).fill('400');
    await page.getByRole('button', { name: 'Add line' }).click();
    // The only allowance line is the one just added (its title is an editable field, not text).
    await expect.poll(() => page.locator('[data-line-id] .pill.allowance').count()).toBe(1);
    const allowanceTotal = page.locator('.total-rows .allowances dd');
    await expect.poll(() => allowanceTotal.textContent()).toBe('$400.00');

    // A group added and deleted.
    await page.getByRole('textbox', { name: 'New group name' }).fill('Extras');
    await page.getByRole('button', { name: 'Add group' }).click();
    const deleteExtras = page.getByRole('button', { name: 'Delete group Extras' });
    await deleteExtras.waitFor();
    await deleteExtras.click();
    await expect.poll(() => deleteExtras.count()).toBe(0);

    // What the price rests on: shown, added to and removed from.
    const assumptions = page.getByRole('region', { name: 'Assumptions', exact: true });
    await expect.poll(() => assumptions.getByRole('textbox').count()).toBeGreaterThan(0);
    await page
      .getByRole('textbox', { name: 'New assumptions' })
      .fill('Existing openings are square and plumb');
    await assumptions.getByRole('button', { name: 'Add' }).click();
    const added = page.getByRole('textbox', { name: /^Assumptions \d+$/ }).last();
    await expect.poll(() => added.inputValue()).toBe('Existing openings are square and plumb');
    const exclusions = page.getByRole('region', { name: 'Exclusions', exact: true });
    const notes = exclusions.getByRole('textbox', { name: /^Exclusions \d+$/ });
    const before = await notes.count();
    await page.getByRole('textbox', { name: 'New exclusions' }).fill('Interior paint touch-up');
    await exclusions.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => notes.count()).toBe(before + 1);
    await exclusions.getByRole('button', { name: `Remove exclusions ${before + 1}` }).click();
    await expect.poll(() => notes.count()).toBe(before);
    await page.screenshot({ path: artifactPath('editing-1-edited.png'), fullPage: true });

    // Stored, not just shown: a reload brings back every change.
    await page.reload();
    await expect.poll(() => lineTitles(page), { timeout: 120_000 }).toContain('Window screens');
    await expect.poll(() => windowQuantity.inputValue()).toBe('5');
    expect(
      await page
        .getByRole('textbox', { name: /^Assumptions \d+$/ })
        .last()
        .inputValue(),
    ).toBe('Existing openings are square and plumb');
    await context.close();
  });
});
