import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';

// A photo of the job with a note goes into the intake brief from the Intake panel (issue 17).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const live = startServerAndBrowser();

describe('intake photos in chromium', () => {
  it('uploads a photo with its note and shows it in the brief', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(live.server.url);
    await page.getByRole('button', { name: 'New estimate' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    const intake = page.getByRole('region', { name: 'Intake interview' });
    await intake.getByRole('button', { name: 'Start interview' }).click();
    await intake.getByText("What's the project").waitFor();
    const form = intake.getByRole('form', { name: 'Add a photo' });
    await form.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'kitchen.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByRole('textbox', { name: 'Photo note' }).fill('cracked vinyl by the sink');
    await form.getByRole('button', { name: 'Add photo' }).click();
    const brief = intake.getByRole('complementary', { name: 'Project brief' });
    await expect.poll(() => brief.textContent()).toMatch(/kitchen\.png — cracked vinyl by the sink/);
    await page.screenshot({ path: artifactPath('intake-photo.png'), fullPage: true });
    await context.close();
  });
});
