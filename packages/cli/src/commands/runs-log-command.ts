import type { AgentRunLog } from '@quoin/protocol';
import { type RunSearch, runsToCsv } from '@quoin/store';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { withStudio } from '../studio/open-studio.ts';

export const RUNS_LOG_HELP = `Usage: quoin runs log [--agent NAME] [--status S] [--estimate ID] [--since ISO] [--until ISO]
                     [--text WORDS] [--limit N] [--format table|json|csv]
       quoin runs metrics [--agent NAME] [--since ISO] [--alert-above 0.2] [--format json]

The execution log of agent studio runs (store): who ran which agent version on what, status and error
category, tokens, cost and latency. Statuses: running, success, failure, requires-action, skipped.
"metrics" gives per-agent runs, success rate, average cost and latency and the most used tools, and with
--alert-above lists agents whose failure rate over --since (default the last 24 h) passes it.`;

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  agent: { type: 'string' },
  status: { type: 'string' },
  estimate: { type: 'string' },
  since: { type: 'string' },
  until: { type: 'string' },
  text: { type: 'string' },
  limit: { type: 'string' },
  'alert-above': { type: 'string' },
} as const;

const STATUSES = ['running', 'success', 'failure', 'requires-action', 'skipped'];

function line(run: AgentRunLog): string {
  return [
    run.id,
    run.startedAt.slice(0, 19).replace('T', ' '),
    `${run.agentName}@${run.agentVersion}`.padEnd(20),
    run.status.padEnd(15),
    (run.errorCategory ?? '').padEnd(10),
    run.estimateId ?? '-',
    `${run.inputTokens + run.outputTokens} tokens`,
    `$${(run.costMicroUsd / 1e6).toFixed(4)}`,
    `${run.latencyMs} ms`,
  ].join('  ');
}

/** `quoin runs log|metrics`: the store's execution log with filters, CSV and metrics. */
export async function runsLogCommand(context: CliContext, action: string, argv: string[]): Promise<number> {
  const { values } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, RUNS_LOG_HELP);
    return EXIT_CODES.ok;
  }
  const format = values.format ?? 'table';
  if (!['table', 'json', 'csv'].includes(format))
    throw usageError(`--format must be table, json or csv (got "${format}")`);
  if (values.status && !STATUSES.includes(values.status))
    throw usageError(`--status must be one of ${STATUSES.join(', ')}`);
  for (const name of ['since', 'until'] as const) {
    const value = values[name];
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      throw usageError(`--${name} must be a date like 2026-11-25 (got "${value}")`);
  }
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw usageError(`--limit must be a whole number (got "${values.limit}")`);
  return withStudio(context, async (studio) => {
    if (action === 'metrics') {
      const since = values.since ?? new Date(Date.now() - 86_400_000).toISOString();
      const metrics = await studio.store.agentRuns.metrics({
        ...(values.agent ? { agent: values.agent } : {}),
        ...(values.since ? { since } : {}),
      });
      const threshold = values['alert-above'] === undefined ? undefined : Number(values['alert-above']);
      const alerts =
        threshold === undefined
          ? []
          : await studio.store.agentRuns.failureAlerts({ windowStartedAt: since, threshold });
      if (format === 'json') print(context, JSON.stringify({ metrics, alerts }, null, 2));
      else {
        print(
          context,
          metrics
            .map(
              (m) =>
                `${m.agentName.padEnd(16)} ${String(m.runs).padStart(6)} runs  ${(m.successRate * 100).toFixed(0).padStart(3)}% ok  avg $${(m.averageCostMicroUsd / 1e6).toFixed(4)}  ${m.averageLatencyMs} ms  ${m.mostUsedTools.map((t) => `${t.tool}×${t.calls}`).join(', ')}`,
            )
            .join('\n') || 'No runs yet.',
        );
        for (const alert of alerts)
          print(
            context,
            `ALERT ${alert.agentName}: ${alert.failures} of ${alert.runs} runs failed since ${alert.windowStartedAt} (${(alert.failureRate * 100).toFixed(0)}%)`,
          );
      }
      return alerts.length > 0 ? EXIT_CODES.input : EXIT_CODES.ok;
    }
    const filter: RunSearch = {
      limit,
      ...(values.agent ? { agent: values.agent } : {}),
      ...(values.status ? { status: values.status as RunSearch['status'] } : {}),
      ...(values.estimate ? { estimateId: values.estimate } : {}),
      ...(values.since ? { since: values.since } : {}),
      ...(values.until ? { until: values.until } : {}),
      ...(values.text ? { text: values.text } : {}),
    };
    const runs = await studio.runs(filter);
    if (format === 'csv') context.stdout.write(runsToCsv(runs));
    else if (format === 'json') print(context, JSON.stringify(runs, null, 2));
    else print(context, runs.length ? runs.map(line).join('\n') : 'No runs match.');
    return EXIT_CODES.ok;
  });
}
