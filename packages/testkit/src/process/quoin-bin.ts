import { fileURLToPath } from 'node:url';

/** The real `quoin` entry point (cli's bin), for tests and benches that run it as a child process. */
export const QUOIN_BIN = fileURLToPath(new URL('../../../cli/bin/quoin.mjs', import.meta.url));
