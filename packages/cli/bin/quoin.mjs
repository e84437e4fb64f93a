#!/usr/bin/env node
// Starts the TypeScript entry through tsx, so `npx quoin` works after `npm ci` with no build step.
import { register } from 'tsx/esm/api';

// `quoin estimate … | head -1`: a reader that stops early is not an error; stop writing, quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
