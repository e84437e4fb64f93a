import type { CpmActivityInput, CpmResult } from './critical-path.ts';
import { LINK_TYPES, type LinkType } from './network.ts';
import { PlanningError } from './planning-error.ts';

// CSV is what people paste. Predecessors go in one cell, separated by `;`, each as `ID`, or `ID TYPE` with
// an optional signed lag in working days: `A; B SS+2; C FF-1`. Quoting follows RFC 4180.

const HEADER = [
  'id',
  'name',
  'duration_days',
  'predecessors',
  'early_start',
  'early_finish',
  'late_start',
  'late_finish',
  'total_float',
  'free_float',
  'critical',
  'start_date',
  'finish_date',
];

/** Formats one predecessor in the CSV notation (`B SS+2`). */
export function formatPredecessor(link: { id: string; type: LinkType; lagDays: number }): string {
  if (link.type === 'FS' && link.lagDays === 0) return link.id;
  const lag = link.lagDays === 0 ? '' : link.lagDays > 0 ? `+${link.lagDays}` : String(link.lagDays);
  return `${link.id} ${link.type}${lag}`;
}

/** Parses one predecessor in the CSV notation. */
export function parsePredecessor(text: string): { id: string; type: LinkType; lagDays: number } {
  const match = /^(.+?)(?:\s+(FS|SS|FF|SF)\s*([+-]\s*\d+(?:\.\d+)?)?)?$/i.exec(text.trim());
  if (!match?.[1]) throw new PlanningError('INVALID_CSV', `cannot read predecessor "${text}"`);
  const type = (match[2]?.toUpperCase() ?? 'FS') as LinkType;
  if (!LINK_TYPES.includes(type)) throw new PlanningError('INVALID_CSV', `unknown link type in "${text}"`);
  return { id: match[1].trim(), type, lagDays: match[3] ? Number(match[3].replace(/\s/g, '')) : 0 };
}

/** A CPM result as CSV, one row per activity, times in 0-based working days. */
export function exportScheduleCsv(schedule: CpmResult): string {
  const rows = schedule.activities.map((a) => [
    a.id,
    a.name,
    a.durationDays,
    a.predecessors.map(formatPredecessor).join('; '),
    a.earlyStart,
    a.earlyFinish,
    a.lateStart,
    a.lateFinish,
    a.totalFloat,
    a.freeFloat,
    a.critical ? 'yes' : 'no',
    a.dates?.earlyStartDate ?? '',
    a.dates?.earlyFinishDate ?? '',
  ]);
  return `${[HEADER, ...rows].map((row) => row.map((cell) => quote(String(cell))).join(',')).join('\r\n')}\r\n`;
}

/** Reads activities from CSV with at least `id`, `duration_days` (or `duration`) and optional `name`, `predecessors`. */
export function importScheduleCsv(text: string): CpmActivityInput[] {
  const [header, ...rows] = parseCsv(text).filter((row) => row.some((cell) => cell.trim() !== ''));
  if (!header) throw new PlanningError('INVALID_CSV', 'the CSV is empty');
  const column = (name: string) => header.findIndex((h) => h.trim().toLowerCase() === name);
  const idAt = column('id');
  const durationAt = column('duration_days') >= 0 ? column('duration_days') : column('duration');
  if (idAt < 0 || durationAt < 0) {
    throw new PlanningError('INVALID_CSV', 'the CSV needs an "id" and a "duration_days" column');
  }
  const nameAt = column('name');
  const predecessorsAt = column('predecessors');
  return rows.map((row, r) => {
    const durationDays = Number(row[durationAt]);
    if (!Number.isFinite(durationDays)) {
      throw new PlanningError('INVALID_CSV', `row ${r + 2}: duration "${row[durationAt]}" is not a number`);
    }
    const id = (row[idAt] ?? '').trim();
    const activity: CpmActivityInput = {
      id,
      name: nameAt >= 0 ? (row[nameAt] ?? id) : id,
      durationDays,
      predecessors: (predecessorsAt >= 0 ? (row[predecessorsAt] ?? '') : '')
        .split(';')
        .filter((p) => p.trim() !== '')
        .map(parsePredecessor),
    };
    return activity;
  });
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** RFC 4180 parser: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
