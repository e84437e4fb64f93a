import type { ParseArgsConfig } from 'node:util';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { type parseCommandArgs, parseOptionsOnly } from '../parse-command-args.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
const FORMAT_OPTION = { format: { type: 'string', short: 'f' } } as const;
type EvalValues<O extends Options> = ReturnType<typeof parseCommandArgs<O & typeof FORMAT_OPTION>>['values'];

/** What one `quoin … eval` command adds to the shape they share. */
export interface EvalReportCommand<O extends Options, Report> {
  /** As typed, for usage errors: `quoin shopping eval`. */
  command: string;
  help: string;
  /** The command's own options; `--format table|json` and `--help` are added. */
  options: O;
  run(values: EvalValues<O>): Promise<Report>;
  renderTable(report: Report): string;
  passed(report: Report): boolean;
}

/**
 * The shape every eval command shares: `--help`, no arguments, `--format table|json`, the report printed, and
 * exit code `evalFailed` when a case fails.
 */
export async function runEvalReportCommand<O extends Options, Report>(
  context: CliContext,
  argv: string[],
  spec: EvalReportCommand<O, Report>,
): Promise<number> {
  const parsed = parseOptionsOnly(context, argv, { ...spec.options, ...FORMAT_OPTION }, spec);
  if (!parsed) return EXIT_CODES.ok;
  // parseArgs cannot infer values from a generic option list; the added options are read by name.
  const values = parsed as EvalValues<O> & { format?: string };
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const report = await spec.run(values);
  print(context, format === 'json' ? JSON.stringify(report, null, 2) : spec.renderTable(report));
  return spec.passed(report) ? EXIT_CODES.ok : EXIT_CODES.evalFailed;
}
