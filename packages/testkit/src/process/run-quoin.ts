import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { QUOIN_BIN } from './quoin-bin.ts';

export interface QuoinRun {
  code: number;
  stdout: Buffer;
  stderr: string;
  /** stdout as UTF-8. */
  text: string;
}

export interface RunQuoinOptions {
  cwd: string;
  /** Added to PATH and QUOIN_HOME (`<cwd>/home` unless given here); nothing else of this process's env. */
  env?: Record<string, string>;
  /** Written to the child's stdin, which is then closed (`--password-stdin`). */
  stdin?: string;
}

/** Runs the real `quoin` command to its end in a child process (stdout and stderr are pipes, not terminals). */
export function runQuoin(args: string[], options: RunQuoinOptions): Promise<QuoinRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [QUOIN_BIN, ...args],
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
    child.stdin?.end(options.stdin ?? '');
  });
}
