import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diedWhileStarting } from './browser-harness.ts';
import { findChromium } from './find-chromium.ts';

describe('findChromium', () => {
  it('takes QUOIN_CHROMIUM when it names a file', async () => {
    const location = await findChromium({ QUOIN_CHROMIUM: process.execPath });
    expect(location).toEqual({ executablePath: process.execPath, source: 'QUOIN_CHROMIUM' });
  });

  it('says what to fix when QUOIN_CHROMIUM names nothing', async () => {
    await expect(findChromium({ QUOIN_CHROMIUM: '/nonexistent/chromium' })).rejects.toThrow(
      /QUOIN_CHROMIUM is \/nonexistent\/chromium, which does not exist/,
    );
  });

  it('finds a browser with nothing configured: Debian’s, or the one shipped in the npm package', async () => {
    const location = await findChromium({});
    expect(existsSync(location.executablePath)).toBe(true);
    expect(location.source).toBe(existsSync('/usr/bin/chromium') ? 'debian' : '@sparticuz/chromium');
  });
});

describe('diedWhileStarting', () => {
  it('reads a browser that crashed during launch as worth another try', () => {
    const crashed = new Error(
      'browserType.launch: Target page, context or browser has been closed\nBrowser logs:\n' +
        '[pid=3375] <process did exit: exitCode=null, signal=SIGSEGV>',
    );
    expect(diedWhileStarting(crashed)).toBe(true);
  });

  it('fails at once on a missing or wrong binary', () => {
    const missing = new Error(
      "browserType.launch: Failed to launch chromium because executable doesn't exist at /x",
    );
    expect(diedWhileStarting(missing)).toBe(false);
    expect(diedWhileStarting('spawn EACCES')).toBe(false);
  });
});
