import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';

// The Drawings panel in a real browser against a real server: add the 16-sheet house set to an estimate, see
// its sheets, ask, open the cited sheet with the region outlined, and give feedback.

/** The shared fixtures sit beside the checkout (`../shared`), a level higher for a worktree; never in the repo. */
function houseSet(): string | undefined {
  let dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  for (let depth = 0; depth < 4; depth++) {
    const candidate = join(dirname(dir), 'shared', 'fixtures', 'drawings-2', 'lake-kegonsa-residence.pdf');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

const fixture = houseSet();
// Runs in the page; typed loosely because this file is checked for Node, without the DOM's globals.
const naturalWidth = (img: unknown): number => (img as { naturalWidth: number }).naturalWidth;

describe.skipIf(!fixture)('Drawings panel in chromium', () => {
  const live = startServerAndBrowser();

  it('adds a set, shows its sheets, answers with the cited region outlined, and takes a thumbs up', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(live.server.url);
    await page.getByRole('button', { name: 'New estimate' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    await page.getByLabel('Add a PDF drawing set').setInputFiles(fixture ?? '');
    await page.getByText('lake-kegonsa-residence (revision 1): 16 sheet(s)').waitFor({ timeout: 120_000 });
    const thumb = page.getByRole('img', { name: 'A-800 Window and Door Schedule' });
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate(naturalWidth), { timeout: 120_000 }).toBe(320);

    await page
      .getByRole('textbox', { name: 'Ask the drawings' })
      .fill('How many doors are in the door schedule?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByTestId('drawing-answer');
    await answer.getByText(/^2 — rows in the Door Schedule on sheet A-800/).waitFor();
    await answer
      .getByRole('button', { name: /^A-800 · table: Door Schedule/ })
      .first()
      .click();
    const viewer = page.getByTestId('sheet-viewer');
    await viewer.getByTestId('region-outline').waitFor();
    await expect.poll(() => viewer.getByRole('img').evaluate(naturalWidth), { timeout: 120_000 }).toBe(1600);
    const outline = await viewer.getByTestId('region-outline').boundingBox();
    const sheet = await viewer.getByRole('img').boundingBox();
    expect(outline && sheet && outline.x > sheet.x + sheet.width / 3).toBe(true);
    await page.screenshot({ path: artifactPath('drawings-panel.png'), fullPage: true });

    await answer.getByRole('button', { name: 'Good answer' }).click();
    await answer.getByText('Thanks — marked helpful.').waitFor();
    await context.close();
  }, 180_000);
});
