import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'threads',
    // Unpacks the npm-shipped chromium once, before the workers (see unpack-chromium.ts).
    globalSetup: ['packages/web/src/e2e/unpack-chromium.ts'],
    // Opening a PGlite store takes 1–3 s alone and far more on two busy cores; setup must not fail for that.
    hookTimeout: 60_000,
    // Test timeouts guard against hangs; speed is measured by `npm run bench`, not by a test's clock. CI runs the
    // suite on two busy cores, where a 5 s default failed tests that were merely slow.
    testTimeout: 60_000,
    // A browser or a server on the loaded CI machine needs more than expect.poll's 1 s default to show a
    // change (an e2e add-line poll was seen failing at 1 s); a poll that holds returns as soon as it does.
    expect: { poll: { timeout: 60_000 } },
  },
});
