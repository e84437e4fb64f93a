import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'threads',
    // Opening a PGlite store takes 1–3 s alone and far more on two busy cores; setup must not fail for that.
    hookTimeout: 60_000,
  },
});
