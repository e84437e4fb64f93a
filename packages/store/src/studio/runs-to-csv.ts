import type { AgentRunLog } from '@quoin/protocol';

export const RUN_CSV_COLUMNS = [
  'id',
  'agentName',
  'agentVersion',
  'actor',
  'estimateId',
  'status',
  'errorCategory',
  'inputTokens',
  'outputTokens',
  'costMicroUsd',
  'latencyMs',
  'tools',
  'startedAt',
  'finishedAt',
] as const;

/** RFC 4180 quoting; a leading = + - @ is prefixed with ' so a spreadsheet does not run it as a formula. */
function csvCell(value: unknown): string {
  let text =
    value === undefined || value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The log as CSV for a spreadsheet (one row per run; steps stay in the JSON export). */
export function runsToCsv(runs: readonly AgentRunLog[]): string {
  const lines = [RUN_CSV_COLUMNS.join(',')];
  for (const run of runs) lines.push(RUN_CSV_COLUMNS.map((column) => csvCell(run[column])).join(','));
  return `${lines.join('\n')}\n`;
}
