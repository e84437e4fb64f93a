import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOLDEN_PLANS } from '@quoin/core';

// The runner of the real `quoin` is testkit's (the web's browser tests run it too); the workspace of golden
// plans as files is the cli tests' own.
export { QUOIN_BIN as BIN, type QuoinRun, runQuoin } from '@quoin/testkit/process';

/** A fresh working directory holding the golden plans as JSON files (`<name>.json`). */
export function makeWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quoin-cli-'));
  for (const [name, plan] of Object.entries(GOLDEN_PLANS))
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(plan));
  return dir;
}
