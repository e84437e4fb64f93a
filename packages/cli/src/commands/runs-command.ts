import { join } from 'node:path';
import { FileRunStore, type RunRecord } from '@quoin/agents';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { quoinHome } from '../quoin-home.ts';

export const RUNS_HELP = `Usage: quoin runs list [--format json]
       quoin runs show ID [--format json]
       quoin runs log [--agent NAME] [--status S] [--estimate ID] [--since] [--until] [--text] [--format csv]
       quoin runs metrics [--agent NAME] [--since ISO] [--alert-above RATE]

Agent runs made with a model (QUOIN_MODEL) are kept in $QUOIN_HOME/runs: the recipe (model, price table,
prompt and tool versions), every model answer and tool result, and the outcome. Names, emails, phone numbers
and addresses are stored as tokens, never as written. Replay one offline with "quoin replay ID".`;

const OPTIONS = { format: { type: 'string', short: 'f' } } as const;

/** The CLI's run store: `$QUOIN_HOME/runs`. */
export function cliRunStore(context: CliContext): FileRunStore {
  return new FileRunStore(join(quoinHome(context), 'runs'));
}

function dollars(microUsd: number): string {
  return `$${(microUsd / 1_000_000).toFixed(4)}`;
}

function summaryLine(record: RunRecord): string {
  const tokens = record.outcome.usage.inputTokens + record.outcome.usage.outputTokens;
  return [
    record.id,
    record.createdAt.slice(0, 19).replace('T', ' '),
    record.agentName.padEnd(12),
    `${record.recipe.provider}:${record.recipe.modelId}`,
    record.outcome.status.padEnd(10),
    `${record.modelCalls.length} calls`,
    `${tokens} tokens`,
    dollars(record.outcome.costMicroUsd),
  ].join('  ');
}

function describe(record: RunRecord): string {
  const lines = [
    `Run ${record.id} — ${record.agentName}, ${record.createdAt}`,
    `Model: ${record.recipe.provider}:${record.recipe.modelId} (price ${record.recipe.price.inputUsdPerMillionTokens}/${record.recipe.price.outputUsdPerMillionTokens} USD per M tokens, ${record.recipe.price.effectiveDate})`,
    ...(record.recipe.promptVersion ? [`Prompt: ${record.recipe.promptVersion}`] : []),
    `Outcome: ${record.outcome.status}, ${record.modelCalls.length} model calls, ${record.outcome.usage.inputTokens} in / ${record.outcome.usage.outputTokens} out tokens, ${dollars(record.outcome.costMicroUsd)}`,
    ...(record.outcome.error ? [`Error: ${record.outcome.error.code}: ${record.outcome.error.message}`] : []),
    '',
    'Tool calls:',
    ...(record.toolResults.length === 0 ? ['  (none)'] : []),
    ...record.toolResults.map((result, index) => {
      const status = (result.output as { status?: string } | undefined)?.status ?? '?';
      return `  ${index + 1}. ${result.toolName} ${JSON.stringify(result.input).slice(0, 100)} → ${status}`;
    }),
    '',
    'Answer:',
    record.outcome.text || '(no text)',
  ];
  return lines.join('\n');
}

/** `quoin runs list|show`. */
export async function runsCommand(context: CliContext, argv: string[]): Promise<number> {
  if (argv[0] === 'log' || argv[0] === 'metrics') {
    const { runsLogCommand } = await import('./runs-log-command.ts');
    return runsLogCommand(context, argv[0], argv.slice(1));
  }
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, RUNS_HELP);
    return EXIT_CODES.ok;
  }
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const [action, id] = positionals;
  const store = cliRunStore(context);
  if (action === 'list') {
    const records = store.list();
    if (format === 'json') {
      print(
        context,
        JSON.stringify(
          records.map(({ modelCalls: _calls, toolResults: _tools, ...rest }) => rest),
          null,
          2,
        ),
      );
    } else {
      print(
        context,
        records.length ? records.map(summaryLine).join('\n') : `No runs in ${store.folder} yet.`,
      );
    }
    return EXIT_CODES.ok;
  }
  if (action === 'show') {
    if (!id) throw usageError('quoin runs show needs a run id (see quoin runs list)');
    const record = store.get(id);
    if (!record) throw inputError(`No run ${id} in ${store.folder} (see quoin runs list)`);
    print(context, format === 'json' ? JSON.stringify(record, null, 2) : describe(record));
    return EXIT_CODES.ok;
  }
  throw usageError(action ? `No "runs ${action}"; use list or show` : 'quoin runs needs list or show');
}
