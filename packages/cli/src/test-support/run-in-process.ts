import { Writable } from 'node:stream';
import { main } from '../main.ts';

/** Collects what a stream receives; `isTTY` false like a pipe. */
function collector() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  }) as Writable & { isTTY?: boolean };
  stream.isTTY = false;
  return { stream, read: () => Buffer.concat(chunks) };
}

/** Runs `main` in this process with its own cwd, env and streams: the command's code path without a spawn. */
export async function runInProcess(
  args: string[],
  options: { cwd: string; env?: Record<string, string>; tty?: boolean },
) {
  const stdout = collector();
  const stderr = collector();
  stderr.stream.isTTY = options.tty ?? false;
  const code = await main(args, {
    cwd: options.cwd,
    env: { QUOIN_HOME: `${options.cwd}/home`, ...options.env },
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return {
    code,
    stdout: stdout.read(),
    text: stdout.read().toString('utf8'),
    stderr: stderr.read().toString('utf8'),
  };
}
