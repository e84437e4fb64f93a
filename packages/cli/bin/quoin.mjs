#!/usr/bin/env node
// Starts the TypeScript entry through tsx, so `npx quoin` works after `npm ci` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
