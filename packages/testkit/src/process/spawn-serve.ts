import type { ChildProcess } from 'node:child_process';
import { spawnQuoin } from './spawn-quoin.ts';

export interface SpawnedServe {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** The real `quoin serve --no-web --port 0` (and `args`) over `home` in a child process; resolves once it listens. */
export async function spawnServe(
  home: string,
  env: Record<string, string> = {},
  args: readonly string[] = [],
): Promise<SpawnedServe> {
  const serve = await spawnQuoin(['serve', '--port', '0', '--no-web', ...args], {
    env: { PATH: process.env.PATH ?? '', QUOIN_HOME: home, ...env },
  });
  return { child: serve.child, url: serve.ready, output: serve.output };
}

/** Kills a child with SIGKILL (a crash, as the reliability tests want it) and waits for its exit. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
