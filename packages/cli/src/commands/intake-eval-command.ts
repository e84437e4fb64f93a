import type { IntakeModelContext } from '@quoin/agents';
import { type IntakeEvalReport, runIntakeEval } from '@quoin/agents/eval';
import { defaultTradeRegistry } from '@quoin/core';
import { INTAKE_MODES, type IntakeMode } from '@quoin/protocol';
import { agentLimitsFor, type InteractiveContext, modelFor } from '../agent-cli.ts';
import { usageError } from '../exit-codes.ts';
import { runEvalReportCommand } from './eval-report-command.ts';
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
  return runEvalReportCommand(context, argv, {
    command: 'quoin intake eval',
    help: INTAKE_HELP,
    options: { mode: { type: 'string', short: 'm' } } as const,
    run: (values) => {
      const mode = values.mode as IntakeMode | undefined;
      if (mode !== undefined && !INTAKE_MODES.includes(mode))
        throw usageError(`--mode must be quick, full or open (got "${values.mode}")`);
      const model = modelFor(context);
      const modelContext: IntakeModelContext | undefined =
        model && model.label !== 'scripted:parser'
          ? { model, now: () => new Date(), ...agentLimitsFor(context, model) }
          : undefined;
      return runIntakeEval({
        registry: defaultTradeRegistry(),
        ...(modelContext ? { model: modelContext } : {}),
        ...(mode ? { modes: [mode] } : {}),
      });
    },
    renderTable: renderIntakeReport,
    passed: (report) => report.results.every((result) => result.passed),
  });
}
