import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Migration, SCHEMA_MIGRATIONS_TABLE_SQL } from '../migrate.ts';
import { PGLITE_MODULE_PATH } from './load-pglite.ts';

// Runs in the child (plain CommonJS, its input as JSON on stdin): PGlite's CommonJS build, as the serving process
// loads it, then the migrations as runMigrations applies them to a database that has none yet. It stops when
// its parent is gone (killed mid-setup), so no orphan writes the folder beside the next owner.
const CREATE_DATA_DIR = `
const parent = process.ppid;
setInterval(() => { if (process.ppid !== parent) process.exit(1); }, 500).unref();
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', async () => {
  const setup = JSON.parse(input);
  const { PGlite } = require(setup.pglitePath);
  const db = await PGlite.create({ dataDir: setup.dataDir, startParams: setup.startParams });
  try {
    await db.transaction(async (tx) => {
      await tx.exec(setup.schemaMigrationsSql);
      for (const migration of setup.migrations) {
        await tx.exec(migration.sql);
        await tx.query('insert into schema_migrations (id, sha256) values ($1, $2)', [migration.id, migration.sha256]);
      }
    });
  } finally {
    await db.close();
  }
  process.exit(0);
});
`;

/** True when `dataDir` holds no PostgreSQL cluster yet (PGlite would run initdb on opening it). */
export function needsInitdb(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates a new PGlite cluster in `dataDir` and applies `migrations` in a child process that then ends. initdb
 * grows the WebAssembly memory to ~550 MB and the first migrations by ~70 MB more, and a WebAssembly memory never
 * shrinks: done in the serving process, a first `quoin serve` idled at 760 MiB against 290 MiB after a restart;
 * a worker thread left ~50 MB of its allocator behind (issue 14).
 */
export async function createDataDirApart(
  dataDir: string,
  startParams: string[],
  migrations: readonly Migration[] = [],
): Promise<void> {
  const child = spawn(process.execPath, ['--liftoff-only', '-e', CREATE_DATA_DIR], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH ?? '' },
  });
  let errorText = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errorText += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  child.stdin.end(
    JSON.stringify({
      pglitePath: PGLITE_MODULE_PATH,
      dataDir,
      startParams,
      schemaMigrationsSql: SCHEMA_MIGRATIONS_TABLE_SQL,
      migrations,
    }),
  );
  const code = await exited;
  if (code !== 0) throw new Error(`creating the database failed (exit ${code}): ${errorText.trim()}`);
}
