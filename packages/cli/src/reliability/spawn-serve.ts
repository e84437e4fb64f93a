import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/quoin.mjs', import.meta.url));

export interface SpawnedServe {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** The real `quoin serve --no-web --port 0` (and `args`) in a child process; resolves once it listens. */
export function spawnServe(
  home: string,
  env: Record<string, string> = {},
  args: readonly string[] = [],
): Promise<SpawnedServe> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--no-web', ...args], {
    env: { PATH: process.env.PATH ?? '', QUOIN_HOME: home, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(Object.assign(new Error(output), { exitCode: code, output })));
  });
}

/** Waits for a child to exit after SIGKILL. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
