import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { CliContext } from '../cli-context.ts';
import { main } from '../main.ts';

/** Collects what a stream receives; `isTTY` false like a pipe unless `tty`. `read` is the bytes, `text` UTF-8. */
export function collector(tty = false) {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  }) as Writable & { isTTY?: boolean };
  stream.isTTY = tty;
  return { stream, read: () => Buffer.concat(chunks), text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * Runs an interactive command (chat, intake) in this process with `lines` typed on a piped stdin, one per
 * line; answers its exit code and what it printed.
 */
export async function runWithLines(
  command: (context: CliContext & { stdin: Readable }, argv: string[]) => Promise<number>,
  lines: string[],
  options: { cwd: string; argv?: string[]; env?: Record<string, string> },
) {
  const stdin = Readable.from(lines.map((line) => `${line}\n`)) as Readable & { isTTY?: boolean };
  const stdout = collector();
  const stderr = collector();
  const code = await command(
    {
      cwd: options.cwd,
      env: { QUOIN_HOME: join(options.cwd, 'home'), ...options.env },
      stdout: stdout.stream,
      stderr: stderr.stream,
      stdin,
    },
    options.argv ?? [],
  );
  return { code, text: stdout.text(), stderr: stderr.text() };
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
