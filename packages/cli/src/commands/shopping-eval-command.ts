import { runShoppingEval, type ShoppingEvalReport } from '@quoin/agents/eval';
import { defaultTradeRegistry } from '@quoin/core';
import type { CliContext } from '../cli-context.ts';
import { runEvalReportCommand } from './eval-report-command.ts';
import { SHOPPING_HELP } from './shopping-help.ts';

function renderShoppingEval(report: ShoppingEvalReport): string {
  const lines = [`quoin shopping eval · ${report.mode}`, ''];
  for (const result of report.results) {
    lines.push(
      `${result.passed ? 'pass' : 'FAIL'}  ${result.id}: ${result.needs} needs, ${result.shown} shown, ${result.unmatched} unmatched, ${result.latencyMs} ms`,
    );
    for (const check of result.checks) if (!check.ok) lines.push(`      FAIL ${check.name}: ${check.detail}`);
  }
  const slowest = Math.max(0, ...report.results.map((result) => result.latencyMs));
  lines.push(
    '',
    `score spread: std dev ${report.scoreStdDev} (needs > 0.15); URLs: ${report.urls.valid}/${report.urls.shown} valid; slowest list ${slowest} ms`,
  );
  return lines.join('\n');
}

/** `quoin shopping eval`: the shopping eval cases, offline or against recorded provider answers. */
export async function shoppingEvalCommand(context: CliContext, argv: string[]): Promise<number> {
  return runEvalReportCommand(context, argv, {
    command: 'quoin shopping eval',
    help: SHOPPING_HELP,
    options: { recorded: { type: 'boolean' }, latency: { type: 'boolean' } } as const,
    run: (values) =>
      runShoppingEval({
        registry: defaultTradeRegistry(),
        mode: values.latency ? 'recorded-latency' : values.recorded ? 'recorded' : 'offline',
      }),
    renderTable: renderShoppingEval,
    passed: (report) => report.passed,
  });
}
