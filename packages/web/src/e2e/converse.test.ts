import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';
import { sendChat } from './new-estimate-page.ts';

// Conversations and answers that re-price (issue #15): an open question answered in the workspace re-sizes
// what it was about, a room resized in the web chat changes its lines without duplicates, and Undo takes back
// a whole approved plan.

const live = startServerAndBrowser();

const lineTitles = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Title of / })
    .evaluateAll((inputs) => inputs.map((i) => (i as { value: string }).value));

const grandTotal = (page: Page) => page.getByTestId('grand-total').textContent();

async function newEstimate(page: Page) {
  await page.goto(live.server.url);
  await page.getByRole('button', { name: 'New estimate' }).click();
  await page.waitForURL(/\/estimates\/[^/]+$/);
  await page.getByText('Live', { exact: true }).waitFor();
}

/** Sends a message, approves the plan it proposes and waits for the whole plan to be priced ("Priced N lines"). */
async function priceFromChat(page: Page, text: string, pricedLine: string) {
  const priced = page.getByText(/^Priced \d+ lines/);
  const pricedBefore = await priced.count();
  await sendChat(page, text);
  await page.getByRole('button', { name: 'Approve plan' }).click();
  await expect.poll(() => priced.count(), { timeout: 30_000 }).toBe(pricedBefore + 1);
  await expect.poll(() => lineTitles(page), { timeout: 20_000 }).toContain(pricedLine);
}

describe('conversations and answers in chromium', () => {
  it('answers a question in the workspace and sees the lines and the total change', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await newEstimate(page);
    await priceFromChat(page, 'install carpet in the bedroom', 'Install carpet and pad');
    const carpet = page.getByRole('textbox', { name: 'Quantity of Install carpet and pad' });
    await expect.poll(() => carpet.inputValue()).toBe('144');
    const before = await grandTotal(page);

    const questions = page.getByRole('textbox', { name: /^Questions for the client \d+$/ });
    await expect.poll(() => questions.count()).toBeGreaterThan(0);
    const asked = await questions.evaluateAll((inputs) => inputs.map((i) => (i as { value: string }).value));
    const index = asked.findIndex((question) => /sizes of the bedroom/.test(question));
    expect(index).toBeGreaterThanOrEqual(0);
    const answer = page.getByRole('textbox', { name: `Answer to question ${index + 1}` });
    await answer.fill('12x14');
    await answer.press('Enter');

    await expect.poll(() => carpet.inputValue(), { timeout: 10_000 }).toBe('168');
    await expect.poll(() => grandTotal(page)).not.toBe(before);
    const remaining = await questions.evaluateAll((inputs) =>
      inputs.map((i) => (i as { value: string }).value),
    );
    expect(remaining.some((question) => /sizes of the bedroom/.test(question))).toBe(false);
    expect((await lineTitles(page)).filter((title) => title === 'Install carpet and pad')).toHaveLength(1);
    await page.screenshot({ path: artifactPath('converse-1-question-answered.png'), fullPage: true });
    await context.close();
  }, 240_000);

  it('resizes a room in the web chat without duplicating its lines, and undoes a whole plan', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await newEstimate(page);
    await priceFromChat(
      page,
      'paint the living room, walls and ceiling, and install baseboard',
      'Install baseboard',
    );
    const ceiling = page.getByRole('textbox', { name: 'Quantity of Paint ceilings' });
    const baseboard = page.getByRole('textbox', { name: 'Quantity of Install baseboard' });
    await expect.poll(() => ceiling.inputValue()).toBe('320');
    const titlesBefore = await lineTitles(page);

    await sendChat(page, 'the living room is 14x18 with 9 ft ceilings');
    await expect.poll(() => ceiling.inputValue(), { timeout: 10_000 }).toBe('252');
    await expect.poll(() => baseboard.inputValue()).toBe('64');
    expect(await lineTitles(page)).toEqual(titlesBefore);
    await page.getByText(/Changed: .*Paint ceilings: 320 → 252 sq ft/).waitFor();
    await page.screenshot({ path: artifactPath('converse-2-room-resized.png'), fullPage: true });

    // A second plan, then Undo: the whole plan goes in one step, the resized room stays.
    await priceFromChat(page, 'replace 3 windows in the living room', 'Install replacement window');
    expect((await lineTitles(page)).length).toBeGreaterThan(titlesBefore.length);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => lineTitles(page), { timeout: 10_000 }).toEqual(titlesBefore);
    expect(await ceiling.inputValue()).toBe('252');
    await page.screenshot({ path: artifactPath('converse-3-plan-undone.png'), fullPage: true });
    await context.close();
  }, 120_000);

  it('drops and puts back the permits, resizes a bathroom, swaps carpet for LVP and answers questions in the web chat', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await newEstimate(page);
    await priceFromChat(
      page,
      'remodel the bathroom: new tile floor, vanity, toilet; replace 3 windows; install carpet in the bedroom',
      'Install replacement window',
    );
    const send = async (text: string) => {
      await sendChat(page, text);
    };
    const permits = async () => (await lineTitles(page)).filter((title) => /permit/i.test(title));
    const permitsBefore = await permits();
    expect(permitsBefore.length).toBeGreaterThan(0);

    await send('drop the permit');
    await expect.poll(permits, { timeout: 20_000 }).toEqual([]);
    await send('add a permit');
    await expect.poll(permits, { timeout: 20_000 }).toEqual(permitsBefore);
    await page.getByText(/^Changed: Added Plumbing permit/).waitFor({ timeout: 20_000 });

    const tile = page.getByRole('textbox', { name: 'Quantity of Install porcelain floor tile' });
    await send('the bathroom is 8x10');
    await expect.poll(() => tile.inputValue(), { timeout: 20_000 }).toBe('80');

    await send('use LVP instead of carpet');
    await expect
      .poll(() => lineTitles(page), { timeout: 20_000 })
      .toContain('Install luxury vinyl plank flooring');
    expect(await lineTitles(page)).not.toContain('Install carpet and pad');

    const titles = await lineTitles(page);
    await send('what flooring is in the bedroom?');
    await page.getByText(/^Install luxury vinyl plank flooring: 144 sq ft/).waitFor({ timeout: 20_000 });
    await send('how many windows?');
    await page.getByText(/^Install replacement window: 3 ea \(3 × /).waitFor({ timeout: 20_000 });
    expect(await lineTitles(page)).toEqual(titles);
    expect(await page.getByRole('button', { name: 'Approve plan' }).count()).toBe(0);
    await page.screenshot({ path: artifactPath('converse-4-permit-and-count.png'), fullPage: true });
    await context.close();
  }, 150_000);
});
