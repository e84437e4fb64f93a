// A `quoin` command as a child process for the benches (their servers do not share the bench's event loop):
// testkit's spawnQuoin with the bench's habits — this process's env plus `env`, a 60 s start deadline — and the
// ready line's group as `url`.
import { type QuoinChild as StartedQuoin, spawnQuoin as startQuoin } from '@quoin/testkit/process';

export interface QuoinChild extends StartedQuoin {
  /** The server's URL, for `serve`. */
  url: string;
}

/** Starts `quoin <args>` with `env` added to this process's and waits until a line matches `ready`. */
export async function spawnQuoin(
  args: string[],
  env: Record<string, string>,
  ready = /listening on (http:\/\/\S+)/,
  timeoutMs = 60_000,
): Promise<QuoinChild> {
  const started = await startQuoin(args, { env: { ...process.env, ...env }, ready, timeoutMs });
  return { ...started, url: started.ready };
}
