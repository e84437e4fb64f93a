import { createRequire } from 'node:module';
import type * as PgliteModule from '@electric-sql/pglite';

const require = createRequire(import.meta.url);

/** Where PGlite's CommonJS build is (a worker thread requires it from there). */
export const PGLITE_MODULE_PATH = require.resolve('@electric-sql/pglite');

// PGlite's CommonJS build, loaded by `require`, outside the ESM loader hooks: the CLI runs under tsx, whose
// hooks thread grew by ~40 MB of RSS reading PGlite's 800 KB of JavaScript as ESM, against ~3 MB this way
// (issue 14: idle memory of `quoin serve`). Nothing else imports PGlite, so there is one copy of the class.
const pglite = require(PGLITE_MODULE_PATH) as typeof PgliteModule;

/** The embedded PostgreSQL class (see above why it is loaded this way). */
export const PGlite: typeof PgliteModule.PGlite = pglite.PGlite;
export type PGlite = PgliteModule.PGlite;
export type { Transaction } from '@electric-sql/pglite';
