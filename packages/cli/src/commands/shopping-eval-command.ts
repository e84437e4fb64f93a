import { runShoppingEval, type ShoppingEvalReport } from '@quoin/agents';
import { defaultTradeRegistry } from '@quoin/core';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
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
  const { values, positionals } = parseCommandArgs(argv, {
    recorded: { type: 'boolean' },
    latency: { type: 'boolean' },
    format: { type: 'string', short: 'f' },
  } as const);
  if (values.help) {
    print(context, SHOPPING_HELP);
    return EXIT_CODES.ok;
  }
  if (positionals.length > 0)
    throw usageError(`quoin shopping eval takes no arguments (got "${positionals.join(' ')}")`);
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const mode = values.latency ? 'recorded-latency' : values.recorded ? 'recorded' : 'offline';
  const report = await runShoppingEval({ registry: defaultTradeRegistry(), mode });
  print(context, format === 'json' ? JSON.stringify(report, null, 2) : renderShoppingEval(report));
  return report.passed ? EXIT_CODES.ok : EXIT_CODES.evalFailed;
}
