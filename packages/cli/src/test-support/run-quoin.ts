import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOLDEN_PLANS } from '@quoin/core';

/** The real `quoin` entry point. */
export const BIN = fileURLToPath(new URL('../../bin/quoin.mjs', import.meta.url));

export interface QuoinRun {
  code: number;
  stdout: Buffer;
  stderr: string;
  text: string;
}

/** Runs the real `quoin` command in a child process (stdout and stderr are pipes, not terminals). */
export function runQuoin(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<QuoinRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      {
        cwd: options.cwd,
        encoding: 'buffer',
        maxBuffer: 32 * 1024 * 1024,
        env: { PATH: process.env.PATH ?? '', QUOIN_HOME: join(options.cwd, 'home'), ...options.env },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr: stderr.toString('utf8'), text: stdout.toString('utf8') });
      },
    );
  });
}

/** A fresh working directory holding the golden plans as JSON files (`<name>.json`). */
export function makeWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quoin-cli-'));
  for (const [name, plan] of Object.entries(GOLDEN_PLANS))
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(plan));
  return dir;
}
