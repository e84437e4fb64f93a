import { modelFor } from '../agent-cli.ts';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseOptionsOnly } from '../parse-command-args.ts';
import { runUntilStopped } from '../until-signal.ts';

export const WORKER_HELP = `Usage: quoin worker

Takes background jobs (plan executions, agent and flow runs, scheduled agents) from the pg-boss queue on a shared PostgreSQL and runs them, for
\`quoin serve\` instances started with QUOIN_JOBS=queue on the same database. Start as many as you like; a job
whose worker dies is retried by another after it expires and resumes from its last checkpoint. Events reach
the browsers through the servers (PostgreSQL LISTEN/NOTIFY).

Environment:
  DATABASE_URL               the shared PostgreSQL (required; the embedded database has one process)
  QUOIN_WORKER_CONCURRENCY   jobs this worker runs at once (default 2)
  QUOIN_JOB_EXPIRE_SECONDS   a running job not done after this long is retried (default 900)
  QUOIN_JOB_POLL_SECONDS     how often an idle worker asks for jobs (default 0.5)
`;

/** `quoin worker`: runs jobs until interrupted; `stop` replaces the signals (tests). */
export async function workerCommand(
  context: CliContext,
  argv: string[],
  stop?: Promise<unknown>,
): Promise<number> {
  if (!parseOptionsOnly(context, argv, {}, { command: 'quoin worker', help: WORKER_HELP }))
    return EXIT_CODES.ok;
  if (!context.env.DATABASE_URL?.trim())
    throw usageError('quoin worker needs DATABASE_URL=postgres://… (the queue lives in a shared PostgreSQL)');
  const { startWorker } = await import('@quoin/server');
  const studioModel = modelFor(context);
  const worker = await startWorker({ env: context.env, ...(studioModel ? { studioModel } : {}) });
  print(context, `Quoin worker ready, taking ${worker.jobs.join(', ')} jobs (pid ${process.pid})`);
  await runUntilStopped(() => worker.stop(), stop);
  return EXIT_CODES.ok;
}
