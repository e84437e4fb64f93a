import { type PointBox, unionBoxes } from '../model/bbox.ts';
import type { Cell, Row } from './text-layout.ts';

/** A schedule found on a page, in points. */
export interface FoundTable {
  title: string;
  columns: string[];
  rows: { cells: string[]; box: PointBox; section?: string }[];
  box: PointBox;
}

const HEADER_WORDS = new Set(
  (
    'no number name room floor base wall walls north east south west ceiling remarks comments comment code material ' +
    'product manufacturer style color colour size type mark width height description designation finish finishes ' +
    'hardware frame door window rough qty quantity location model notes note thickness area level sill head ' +
    'glazing rating label from tag item unit units count operation manufacture depth'
  ).split(' '),
);
const TITLE_PATTERN = /\b(schedule|legend|table)\b/i;

function isHeaderCell(cell: Cell): boolean {
  const words = cell.text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0);
  return words.length > 0 && words.length <= 3 && words.every((w) => HEADER_WORDS.has(w));
}

interface HeaderGroup {
  cells: Cell[];
  bottom: number;
  nextLeft: number;
}

/** Header rows: four or more column names on one baseline, split where a second table's header starts. */
function headerGroups(rows: readonly Row[]): HeaderGroup[] {
  const groups: HeaderGroup[] = [];
  for (const row of rows) {
    const split: Cell[][] = [];
    for (const cell of row.cells) {
      const current = split[split.length - 1];
      const last = current?.[current.length - 1];
      const first = current?.[0];
      if (
        !current ||
        !last ||
        !first ||
        cell.left - last.right > 160 ||
        norm(cell.text) === norm(first.text)
      ) {
        split.push([cell]);
      } else current.push(cell);
    }
    split.forEach((cells, index) => {
      const headerCount = cells.filter(isHeaderCell).length;
      if (cells.length >= 4 && headerCount >= 0.7 * cells.length) {
        const next = split[index + 1]?.[0];
        groups.push({ cells, bottom: row.bottom, nextLeft: next ? next.left : Number.POSITIVE_INFINITY });
      }
    });
  }
  return groups;
}

const norm = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const center = (box: PointBox): number => (box.left + box.right) / 2;

/** Schedules on a page as rows and columns (room finish, door, window, material schedules). */
export function findTables(rows: readonly Row[]): FoundTable[] {
  const tables: FoundTable[] = [];
  for (const group of headerGroups(rows)) {
    const table = readTable(rows, group);
    if (table && table.rows.length > 0) tables.push(table);
  }
  return tables;
}

function readTable(rows: readonly Row[], group: HeaderGroup): FoundTable | undefined {
  const headers = group.cells;
  const first = headers[0];
  const last = headers[headers.length - 1];
  if (!first || !last) return undefined;
  const spacing = (center(last) - center(first)) / Math.max(1, headers.length - 1);
  const left = first.left - Math.max(40, spacing);
  const right = Math.min(group.nextLeft - 10, last.right + Math.max(150, 1.5 * spacing));
  const size = first.sizePt;
  const names = headers.map((h) => h.text);
  const centers = headers.map(center);
  const nearest = (x: number): number => {
    let best = 0;
    centers.forEach((c, i) => {
      if (Math.abs(c - x) < Math.abs((centers[best] ?? 0) - x)) best = i;
    });
    return best;
  };
  let title = '';
  let headerTop = Math.min(...headers.map((h) => h.top));
  // Header lines stacked above the main one ("WALL FINISH" over NORTH … WEST, "Rough" over "Height").
  const above = rows
    .filter((r) => r.bottom < group.bottom - 1 && group.bottom - r.bottom < 8 * size)
    .sort((a, b) => b.bottom - a.bottom);
  for (const row of above) {
    for (const cell of row.cells) {
      if (cell.left < left || cell.left > right) continue;
      if (TITLE_PATTERN.test(cell.text)) {
        if (!title) title = cell.text;
        continue;
      }
      if (title || group.bottom - row.bottom > 4 * size) continue;
      const index = nearest(center(cell));
      // A word broken over two header lines ("Designati" / "on") joins without a space.
      const lower = names[index] ?? '';
      names[index] = /^[a-z]/.test(lower) ? `${cell.text}${lower}` : `${cell.text} ${lower}`;
      headerTop = Math.min(headerTop, cell.top);
    }
  }
  const idColumns = names
    .map((name, i) => (i === 0 || /number|mark|code|tag|\bno\b/i.test(name) ? i : -1))
    .filter((i) => i >= 0);
  const lines = readDataLines(rows, group, { left, right, size });
  const columnOf = columnAssigner(lines, headers.map(center), nearest);
  const data = lines.map((line) => {
    const cells = new Array<string>(names.length).fill('');
    for (const cell of line) {
      const index = columnOf(cell);
      cells[index] = cells[index] ? `${cells[index]} ${cell.text}` : cell.text;
    }
    return { cells, box: unionBoxes(line) };
  });
  const records = toRecords(data, idColumns);
  const boxes = [...headers, ...records.map((r) => r.box)];
  return {
    title: title || names.slice(0, 3).join(' / '),
    columns: names.map((n) => n.replace(/\s+/g, ' ').trim()),
    rows: records,
    box: { ...unionBoxes(boxes), top: headerTop },
  };
}

interface Span {
  left: number;
  right: number;
  size: number;
}

/** The lines under a header, cells within the table's span, until a wide gap, a title or another header. */
function readDataLines(rows: readonly Row[], group: HeaderGroup, span: Span): Cell[][] {
  const result: Cell[][] = [];
  const gaps: number[] = [];
  let lastBottom = group.bottom;
  for (const row of rows) {
    if (row.bottom <= group.bottom + 1) continue;
    const inside = row.cells.filter((c) => c.left >= span.left && c.left < span.right);
    if (inside.length === 0) continue;
    const gap = row.bottom - lastBottom;
    const typical =
      gaps.length >= 2 ? [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] : undefined;
    if (gap > Math.max(typical ? 2.6 * typical : 0, 6 * span.size)) break;
    if (inside.some((c) => TITLE_PATTERN.test(c.text)) || inside.filter(isHeaderCell).length >= 4) break;
    result.push(inside);
    gaps.push(gap);
    lastBottom = row.bottom;
  }
  return result;
}

/**
 * Values are left-aligned at their column's edge while headers are centred over it, so columns start where
 * value cells start; a header owns the column its centre falls in. Falls back to the nearest header centre.
 */
function columnAssigner(
  lines: readonly Cell[][],
  headerCenters: readonly number[],
  nearest: (x: number) => number,
): (cell: Cell) => number {
  const lefts = lines.flatMap((line) => line.map((c) => c.left)).sort((a, b) => a - b);
  const clusters: { start: number; count: number }[] = [];
  for (const x of lefts) {
    const last = clusters[clusters.length - 1];
    if (last && x - last.start <= 6) last.count++;
    else clusters.push({ start: x, count: 1 });
  }
  const minCount = lines.length >= 2 ? 2 : 1;
  const starts = clusters.filter((c) => c.count >= minCount).map((c) => c.start);
  if (starts.length < 2) return (cell) => nearest((cell.left + cell.right) / 2);
  // Each column start belongs to the header whose centre lies in [start, next start).
  const ownerOfStart = starts.map((start, i) => {
    const end = starts[i + 1] ?? Number.POSITIVE_INFINITY;
    const owner = headerCenters.findIndex((c) => c >= start - 3 && c < end);
    return owner;
  });
  return (cell) => {
    let index = -1;
    for (let i = 0; i < starts.length; i++) if ((starts[i] ?? 0) <= cell.left + 3) index = i;
    for (let i = index; i >= 0; i--) if ((ownerOfStart[i] ?? -1) >= 0) return ownerOfStart[i] ?? 0;
    return nearest((cell.left + cell.right) / 2);
  };
}

const shape = (text: string): string =>
  text
    .replace(/[A-Za-z]+/g, 'A')
    .replace(/\d+/g, '9')
    .replace(/\s+/g, '');

/** Lines → records: a line without an identifier continues the record above; a lone word is a section label. */
function toRecords(lines: { cells: string[]; box: PointBox }[], idColumns: number[]): FoundTable['rows'] {
  const shapeCounts = new Map<string, number>();
  for (const line of lines) {
    for (const i of idColumns) {
      const value = line.cells[i];
      if (i > 0 && value)
        shapeCounts.set(`${i}:${shape(value)}`, (shapeCounts.get(`${i}:${shape(value)}`) ?? 0) + 1);
    }
  }
  const records: FoundTable['rows'] = [];
  let section: string | undefined;
  for (const line of lines) {
    const filled = line.cells.filter((c) => c !== '').length;
    const firstCell = line.cells[0] ?? '';
    if (filled === 1 && firstCell && !/\d/.test(firstCell)) {
      section = firstCell;
      continue;
    }
    const hasId = idColumns.some((i) => {
      const value = line.cells[i];
      if (!value) return false;
      const seen = shapeCounts.get(`${i}:${shape(value)}`) ?? 0;
      return i === 0 || seen >= Math.max(2, 0.15 * lines.length);
    });
    const previous = records[records.length - 1];
    if (!hasId && previous) {
      previous.cells = previous.cells.map((c, i) => (line.cells[i] ? `${c} ${line.cells[i]}`.trim() : c));
      previous.box = unionBoxes([previous.box, line.box]);
      continue;
    }
    records.push({ cells: line.cells, box: line.box, ...(section ? { section } : {}) });
  }
  return records;
}
