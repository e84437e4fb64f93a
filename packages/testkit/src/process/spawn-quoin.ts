import { type ChildProcess, spawn } from 'node:child_process';
import { QUOIN_BIN } from './quoin-bin.ts';

/** `quoin serve` says this once it listens; its first group is the URL. */
export const LISTENING_LINE = /listening on (http:\/\/\S+)/;

export interface SpawnQuoinOptions {
  /** The child's whole environment (build it from process.env where the child should inherit it). */
  env: Record<string, string | undefined>;
  /** The line that says the child is ready; its first group is `ready`. `quoin serve`'s URL unless given. */
  ready?: RegExp;
  /** Fails the start after this long with the output so far; none unless given (the test's timeout holds). */
  timeoutMs?: number;
}

export interface QuoinChild {
  child: ChildProcess;
  /** The ready line's first group: the URL of `quoin serve`. */
  ready: string;
  /** stdout and stderr so far, as one text. */
  output(): string;
  /** Sends `signal` (SIGTERM unless given) unless the child has exited, and waits for its exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `quoin <args>` (a long-running command: serve, worker) and resolves once a line of stdout or stderr
 * matches `ready`; rejects with the child's output when it exits first or the deadline passes.
 */
export function spawnQuoin(args: string[], options: SpawnQuoinOptions): Promise<QuoinChild> {
  const child = spawn(process.execPath, [QUOIN_BIN, ...args], {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = options.ready ?? LISTENING_LINE;
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: QuoinChild = {
    child,
    ready: '',
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            reject(new Error(`quoin ${args.join(' ')} was not ready in ${options.timeoutMs} ms: ${output}`));
            void started.stop('SIGKILL');
          }, options.timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ ...started, ready: match[1] ?? match[0] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        Object.assign(new Error(`quoin ${args.join(' ')} exited (${code ?? signal}): ${output}`), {
          exitCode: code,
          output,
        }),
      );
    });
  });
}
