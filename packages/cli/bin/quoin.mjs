#!/usr/bin/env node
// Starts the TypeScript entry through tsx, so `npx quoin` works after `npm ci` with no build step.
import { setFlagsFromString } from 'node:v8';
import { register } from 'tsx/esm/api';

// `quoin estimate … | head -1`: a reader that stops early is not an error; stop writing, quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

register();
const { main } = await import('../src/main.ts');
// `quoin serve`: V8 doubles the young generation whenever loading allocates fast and never gives it back
// (4 → 32 MB of an idle server's RSS for nothing; a request's garbage is small). Set once tsx's hooks thread
// runs (its start resets V8's flags); QUOIN_HEAP_GROWTH=1 keeps V8's default (issue 14).
if (process.argv[2] === 'serve' && process.env.QUOIN_HEAP_GROWTH !== '1')
  setFlagsFromString('--semi-space-growth-factor=1');
process.exitCode = await main(process.argv.slice(2));
