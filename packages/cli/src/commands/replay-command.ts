import { replayRun } from '@quoin/agents';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { cliRunStore } from './runs-command.ts';
import { cliToolRegistry } from './tools-command.ts';

export const REPLAY_HELP = `Usage: quoin replay ID [--format json]

Re-executes a recorded agent run offline: the model's answers come from the record (no model call, no cost),
the engine's tools run again, and the outcome is compared with the record. Tools that belonged to the run's
own session are answered from the record. Exit 0 when the replay matches, 6 when it differs (each difference
is listed).`;

const OPTIONS = { format: { type: 'string', short: 'f' } } as const;

/** `quoin replay ID`. */
export async function replayCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, REPLAY_HELP);
    return EXIT_CODES.ok;
  }
  const [id] = positionals;
  if (!id) throw usageError('quoin replay needs a run id (see quoin runs list)');
  const store = cliRunStore(context);
  const record = store.get(id);
  if (!record) throw inputError(`No run ${id} in ${store.folder} (see quoin runs list)`);
  const report = await replayRun(
    record,
    cliToolRegistry(context, () => new Date(record.createdAt)),
  );
  if (values.format === 'json') print(context, JSON.stringify(report, null, 2));
  else {
    print(
      context,
      [
        `Replayed ${report.runId}: ${report.same ? 'same result' : 'DIFFERENT'} — ${report.modelCallsServed} model answers from the record, ` +
          `${report.toolCallsReexecuted} tool calls re-run, ${report.toolCallsFromRecord} from the record.`,
        ...report.differences.map((difference) => `  - ${difference}`),
      ].join('\n'),
    );
  }
  return report.same ? EXIT_CODES.ok : EXIT_CODES.replayDiffers;
}
