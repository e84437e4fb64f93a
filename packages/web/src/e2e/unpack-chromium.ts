import { findChromium } from './find-chromium.ts';

/**
 * Vitest global set-up: find (and, for the npm-shipped browser, unpack) chromium once before the test workers start.
 * `@sparticuz/chromium` returns its temp-folder path as soon as the file exists, so two browser test files starting
 * together on a fresh machine could launch a binary another worker was still writing. A failure here is left to the
 * browser tests, which report it with what to fix.
 */
export default async function unpackChromium(): Promise<void> {
  await findChromium().catch(() => undefined);
}
