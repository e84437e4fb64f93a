import type { PointBox } from '../model/bbox.ts';

/** One pdfjs text item placed on the page (points, origin top left). `sizePt` is the font height. */
export interface TextRun extends PointBox {
  text: string;
  sizePt: number;
  /** Text drawn along the vertical (rotated 90°); kept as evidence but never part of a table row. */
  vertical: boolean;
}

/** Runs on one baseline close enough to read as one phrase. */
export interface Cell extends PointBox {
  text: string;
  sizePt: number;
}

/** Cells sharing a baseline, left to right. */
export interface Row extends PointBox {
  cells: Cell[];
}

// Runs closer than half a character height are one phrase ("FIRST" "FLOOR"); table columns sit further apart.
const JOIN_GAP_EMS = 0.6;
const SAME_BASELINE_EMS = 0.35;

/** Groups horizontal runs into rows of cells, top to bottom; vertical runs become one-cell rows. */
export function layoutRows(runs: readonly TextRun[]): Row[] {
  const horizontal = runs.filter((run) => !run.vertical && run.text.trim() !== '');
  const sorted = [...horizontal].sort((a, b) => a.bottom - b.bottom || a.left - b.left);
  const rows: { baseline: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const row = rows.find(
      (r) =>
        Math.abs(r.baseline - run.bottom) <= SAME_BASELINE_EMS * Math.max(Math.min(r.size, run.sizePt), 4),
    );
    if (row) row.runs.push(run);
    else rows.push({ baseline: run.bottom, size: run.sizePt, runs: [run] });
  }
  const laidOut = rows.map((row) => toRow(row.runs));
  for (const run of runs.filter((r) => r.vertical && r.text.trim() !== '')) {
    laidOut.push(toRow([run]));
  }
  return laidOut.sort((a, b) => a.top - b.top || a.left - b.left);
}

function toRow(runs: TextRun[]): Row {
  const cells: Cell[] = [];
  for (const run of [...runs].sort((a, b) => a.left - b.left)) {
    const last = cells[cells.length - 1];
    const gap = last ? run.left - last.right : Number.POSITIVE_INFINITY;
    if (last && gap < JOIN_GAP_EMS * Math.max(last.sizePt, run.sizePt)) {
      last.text = `${last.text}${gap > 0.15 * run.sizePt ? ' ' : ''}${run.text}`.replace(/\s+/g, ' ');
      last.right = Math.max(last.right, run.right);
      last.top = Math.min(last.top, run.top);
      last.bottom = Math.max(last.bottom, run.bottom);
    } else {
      cells.push({
        text: run.text.replace(/\s+/g, ' '),
        sizePt: run.sizePt,
        left: run.left,
        right: run.right,
        top: run.top,
        bottom: run.bottom,
      });
    }
  }
  for (const cell of cells) cell.text = cell.text.trim();
  const kept = cells.filter((cell) => cell.text !== '');
  return {
    cells: kept,
    left: Math.min(...kept.map((c) => c.left)),
    right: Math.max(...kept.map((c) => c.right)),
    top: Math.min(...kept.map((c) => c.top)),
    bottom: Math.max(...kept.map((c) => c.bottom)),
  };
}

/** The cells of `rows` inside `box` (by their centre), as rows again; rows left empty are dropped. */
export function rowsWithin(rows: readonly Row[], box: PointBox): Row[] {
  const result: Row[] = [];
  for (const row of rows) {
    const cells = row.cells.filter((cell) => {
      const cx = (cell.left + cell.right) / 2;
      const cy = (cell.top + cell.bottom) / 2;
      return cx >= box.left && cx <= box.right && cy >= box.top && cy <= box.bottom;
    });
    if (cells.length === 0) continue;
    result.push({
      cells,
      left: Math.min(...cells.map((c) => c.left)),
      right: Math.max(...cells.map((c) => c.right)),
      top: Math.min(...cells.map((c) => c.top)),
      bottom: Math.max(...cells.map((c) => c.bottom)),
    });
  }
  return result;
}
