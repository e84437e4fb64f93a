import { type IntakeEvalReport, type IntakeModelContext, runIntakeEval } from '@quoin/agents';
import { defaultTradeRegistry } from '@quoin/core';
import { INTAKE_MODES, type IntakeMode } from '@quoin/protocol';
import { agentLimitsFor, type InteractiveContext, modelFor } from '../agent-cli.ts';
import { print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { INTAKE_HELP } from './intake-help.ts';

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

function renderIntakeReport(report: IntakeEvalReport): string {
  const lines = [`quoin intake eval · ${report.interviewer}`, ''];
  for (const result of report.results) {
    const rubric = result.rubric ? ` · rubric ${result.rubric.total}/100 ${result.rubric.tag}` : '';
    lines.push(
      `${result.passed ? 'pass' : 'FAIL'}  ${result.mode.padEnd(5)} ${result.id}: ${result.turns} answers, ${percent(result.completeness)} of domains${rubric}`,
    );
    for (const check of result.checks) if (!check.ok) lines.push(`      FAIL ${check.name}: ${check.detail}`);
    if (result.rubric)
      lines.push(
        `      ${Object.entries(result.rubric.breakdown)
          .map(([name, entry]) => `${name} ${entry.score}/${entry.max}`)
          .join(', ')}`,
      );
  }
  lines.push('');
  for (const mode of INTAKE_MODES) {
    const summary = report.byMode[mode];
    if (summary.conversations === 0) continue;
    const rubric = summary.meanRubric === undefined ? '' : `, mean rubric ${summary.meanRubric.toFixed(1)}`;
    lines.push(
      `${mode}: ${summary.passed}/${summary.conversations} pass, mean ${summary.meanTurns.toFixed(1)} answers, brief completeness ${percent(summary.meanCompleteness)}${rubric}`,
    );
  }
  return lines.join('\n');
}

/** `quoin intake eval`: golden conversations per mode, deterministic checks, and the rubric with a model. */
export async function intakeEvalCommand(context: InteractiveContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    mode: { type: 'string', short: 'm' },
    format: { type: 'string', short: 'f' },
  } as const);
  if (values.help) {
    print(context, INTAKE_HELP);
    return EXIT_CODES.ok;
  }
  if (positionals.length > 0)
    throw usageError(`quoin intake eval takes no arguments (got "${positionals.join(' ')}")`);
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const mode = values.mode as IntakeMode | undefined;
  if (mode !== undefined && !INTAKE_MODES.includes(mode))
    throw usageError(`--mode must be quick, full or open (got "${values.mode}")`);
  const model = modelFor(context);
  const modelContext: IntakeModelContext | undefined =
    model && model.label !== 'scripted:parser'
      ? { model, now: () => new Date(), ...agentLimitsFor(context, model) }
      : undefined;
  const report = await runIntakeEval({
    registry: defaultTradeRegistry(),
    ...(modelContext ? { model: modelContext } : {}),
    ...(mode ? { modes: [mode] } : {}),
  });
  print(context, format === 'json' ? JSON.stringify(report, null, 2) : renderIntakeReport(report));
  return report.results.every((result) => result.passed) ? EXIT_CODES.ok : EXIT_CODES.evalFailed;
}
