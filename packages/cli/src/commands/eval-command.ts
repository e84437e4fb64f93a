import { renderUsageLine } from '@quoin/agents';
import { type EvalReport, GOLDEN_CONVERSATIONS, runEval } from '@quoin/agents/eval';
import { defaultTradeRegistry, formatCents } from '@quoin/core';
import { agentContextFor, requireModel } from '../agent-cli.ts';
import type { CliContext } from '../cli-context.ts';
import { usageError } from '../exit-codes.ts';
import { priceSourceFor } from '../quoin-home.ts';
import { runEvalReportCommand } from './eval-report-command.ts';

export const EVAL_HELP = `Usage: quoin eval [--only ID,ID] [--format table|json]

Plays golden conversations against the model in QUOIN_MODEL in plan mode (each plan approved) and scores the
results with deterministic checks, never another model: structure, no double costing, package math and the
economy target (at most 4 model calls and under 20,000 prompt tokens per turn) are required; the quality score
(70 or more) and the grand total within the published cost range of core's golden requests are scored.
The set: ${GOLDEN_CONVERSATIONS.length} conversations (core's golden requests, two follow-ups, one imported bid).
QUOIN_MODEL=scripted:parser runs it offline, as CI does.

Options:
  --only IDS       comma-separated conversation ids
  -f, --format F   table (default) or json
  -h, --help       show this help

Exit code 5 when a conversation fails a required check.`;

function renderReport(report: EvalReport): string {
  const lines = [`quoin eval · ${report.model}`, ''];
  for (const result of report.results) {
    const mark = result.passed ? 'pass' : 'FAIL';
    const total = result.grandTotalCents === undefined ? '' : ` ${formatCents(result.grandTotalCents)}`;
    lines.push(`${mark}  ${result.id}${total} · ${renderUsageLine(result.usage, report.model)}`);
    if (result.error) lines.push(`      error: ${result.error}`);
    for (const check of result.checks)
      if (!check.ok || check.name === 'total in range')
        lines.push(
          `      ${check.ok ? 'ok  ' : check.required ? 'FAIL' : 'miss'} ${check.name}: ${check.detail}`,
        );
  }
  const calls = report.results.reduce((n, r) => n + r.usage.modelCalls, 0);
  const tokens = report.results.reduce((n, r) => n + r.usage.inputTokens, 0);
  lines.push(
    '',
    `${report.passed}/${report.results.length} conversations pass every required check; total in the published range: ${report.inRange.ok}/${report.inRange.of}; ${calls} model calls, ${tokens.toLocaleString('en-US')} prompt tokens in all`,
  );
  return lines.join('\n');
}

/** `quoin eval`: golden conversations against the configured model, scored by deterministic checks. */
export async function evalCommand(context: CliContext, argv: string[]): Promise<number> {
  return runEvalReportCommand(context, argv, {
    command: 'quoin eval',
    help: EVAL_HELP,
    options: { only: { type: 'string' } } as const,
    run: (values) => {
      const wanted = values.only
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const unknown = wanted?.filter((id) => !GOLDEN_CONVERSATIONS.some((c) => c.id === id)) ?? [];
      if (unknown.length > 0)
        throw usageError(`No golden conversation ${unknown.join(', ')}; ids are listed by quoin eval`);
      const conversations = wanted
        ? GOLDEN_CONVERSATIONS.filter((c) => wanted.includes(c.id))
        : GOLDEN_CONVERSATIONS;
      const model = requireModel(context, 'quoin eval');
      const { usage: _usage, ...base } = agentContextFor(context, model, {
        tradeRegistry: defaultTradeRegistry(),
        priceSource: priceSourceFor(context).source,
      });
      return runEval(base, conversations, new Date().toISOString());
    },
    renderTable: renderReport,
    passed: (report) => report.passed === report.results.length,
  });
}
