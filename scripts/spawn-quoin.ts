// A `quoin` command as a child process (bench and scale figures measure servers that do not share the bench's
// event loop): resolves once it prints its URL (serve) or its ready line (worker).
import { type ChildProcess, spawn } from 'node:child_process';

const CLI = new URL('../packages/cli/bin/quoin.mjs', import.meta.url).pathname;

export interface QuoinChild {
  child: ChildProcess;
  /** The server's URL, for `serve`. */
  url: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `quoin <args>` with `env` added to this process's and waits until a line matches `ready`. */
export async function spawnQuoin(
  args: string[],
  env: Record<string, string>,
  ready = /listening on (http:\/\/\S+)/,
  timeoutMs = 60_000,
): Promise<QuoinChild> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`quoin ${args.join(' ')} not ready: ${text}`)),
      timeoutMs,
    );
    const onData = (data: Buffer) => {
      text += String(data);
      const match = ready.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] ?? '');
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`quoin ${args.join(' ')} exited with ${code}: ${text}`));
    });
  });
  return {
    child,
    url,
    output: () => text,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
