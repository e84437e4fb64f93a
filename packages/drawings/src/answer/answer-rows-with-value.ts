import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { pickColumn } from './answer-from-schedules.ts';
import type { Draft } from './drawing-answer.ts';
import { codesIn } from './question-terms.ts';

const ASKS_WHICH = /^\s*(which|what) (rooms?|spaces?|doors?|windows?|areas?)\b/i;
const norm = (text: string): string => text.toUpperCase().replace(/\s+/g, '');

/** "Which rooms have VCT-1 floors?": the schedule rows whose asked-about column holds the code, listed. */
export function answerRowsWithValue(question: string, index: DrawingIndex): Draft | undefined {
  if (!ASKS_WHICH.test(question)) return undefined;
  const codes = codesIn(question);
  if (codes.length === 0) return undefined;
  const hits: Evidence[] = [];
  let columnName = '';
  for (const unit of index.evidence) {
    const table = unit.table;
    if (unit.kind !== 'row' || !table || unit.rowIndex === undefined) continue;
    const cells = table.rows[unit.rowIndex]?.cells ?? [];
    // The code's own row (its definition in a material schedule) is not a use of it.
    if (codes.some((code) => norm(cells[0] ?? '') === norm(code))) continue;
    // "Which rooms …" names what to list, not the column to look in: identity columns are skipped.
    const identity = table.columns.flatMap((c, i) => (/name|number|mark|code|\bno\b/i.test(c) ? [i] : []));
    const column = pickColumn(question, table.columns, identity);
    const holds = (cell: string): boolean =>
      cell.split('/').some((part) => codes.some((code) => norm(part) === norm(code)));
    const match = column === undefined ? cells.some(holds) : holds(cells[column] ?? '');
    if (!match) continue;
    hits.push(unit);
    if (column !== undefined) columnName = table.columns[column] ?? '';
  }
  const first = hits[0];
  if (!first) return undefined;
  const labels = hits.map((u) =>
    (u.table?.rows[u.rowIndex ?? 0]?.cells ?? []).slice(0, 2).filter(Boolean).join(' '),
  );
  const where = columnName ? ` in ${columnName}` : '';
  return {
    answer: `${hits.length} with ${codes.join(', ')}${where}: ${labels.join('; ')} (sheet ${first.sheet.number}).`,
    evidence: hits.slice(0, 8),
    covers: [
      'rooms',
      'which',
      'have',
      'use',
      'used',
      'floors',
      'walls',
      'ceilings',
      'finish',
      'painted',
      'get',
    ],
    confidence: 0.8,
    counted: labels,
  };
}
