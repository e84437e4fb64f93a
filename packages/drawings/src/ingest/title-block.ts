import type { PointBox } from '../model/bbox.ts';
import type { Cell, Row } from './text-layout.ts';

/** What the title block says about its sheet. */
export interface TitleBlock {
  number?: string;
  title?: string;
  fields: Record<string, string>;
  box?: PointBox;
}

// A drawing number: discipline letters, an optional separator, digits, an optional suffix (A-101, AF600, S2.1).
const SHEET_NUMBER = /^[A-Z]{1,3}[-. ]?\d{1,4}(?:\.\d{1,3})?[A-Z]?$/;
const LABEL_WORDS =
  /^(project( title| number| no\.?| name)?|drawing (number|title|no\.?)|sheet (number|title|no\.?)|building( number)?|location|phase|issue date|date|scale|checked( by)?|drawn( by)?|job( no\.?| number)?|client|owner|revision|title)\s*:?$/i;
const DATE_OR_SCALE = /(\d{1,2}[./]\d{1,2}[./]\d{2,4})|(=)|(\d+:\d+)|^scale$|as indicated|^date$/i;
const STREET =
  /^\d{2,6}\s+[A-Za-z].*\b(lane|ln|street|st|avenue|ave|road|rd|drive|dr|boulevard|blvd|way|court|ct|place|pl|highway|hwy)\b\.?/i;

function isLabel(cell: Cell): boolean {
  return LABEL_WORDS.test(cell.text.trim());
}

/** Reads sheet number, title, labelled fields and the title block's extent from a page's rows. */
export function readTitleBlock(rows: readonly Row[], widthPt: number, heightPt: number): TitleBlock {
  const cells = rows.flatMap((row) => row.cells);
  const numberCell = findSheetNumber(cells, widthPt, heightPt);
  if (!numberCell) return { fields: {} };
  const box = titleBlockBox(cells, numberCell, widthPt, heightPt);
  const inBox = cells.filter(
    (c) => c.left >= box.left - 1 && c.bottom <= box.bottom + 1 && c.top >= box.top - 1,
  );
  const fields = readFields(inBox);
  const street = inBox.find((c) => STREET.test(c.text));
  if (street && !fields.Address) fields.Address = street.text;
  const title = titleFromLabel(inBox) ?? titleNearNumber(inBox, numberCell);
  return { number: numberCell.text.replace(/\s+/g, ''), ...(title ? { title } : {}), fields, box };
}

function findSheetNumber(cells: readonly Cell[], widthPt: number, heightPt: number): Cell | undefined {
  // Title blocks sit along the right edge or the bottom; the sheet number is the largest code printed there.
  const candidates = cells.filter(
    (c) =>
      SHEET_NUMBER.test(c.text.trim()) &&
      c.left > widthPt * 0.55 &&
      (c.top > heightPt * 0.6 || c.left > widthPt * 0.8),
  );
  const labelled = cells.filter((c) => /^(drawing|sheet)\s*(number|no\.?)\s*:?$/i.test(c.text.trim()));
  const score = (c: Cell): number => {
    const nearLabel = labelled.some(
      (l) => Math.abs(l.left - c.left) < 150 && c.top - l.bottom < 80 && c.top > l.top,
    );
    return c.sizePt * (nearLabel ? 3 : 1) + c.top / heightPt;
  };
  return [...candidates].sort((a, b) => score(b) - score(a))[0];
}

function titleBlockBox(
  cells: readonly Cell[],
  numberCell: Cell,
  widthPt: number,
  heightPt: number,
): PointBox {
  const left = Math.max(0, numberCell.left - widthPt * 0.1);
  const column = cells.filter((c) => c.left >= left).sort((a, b) => b.bottom - a.bottom);
  // Walk up from the bottom while the text stays continuous; a wide empty band ends the title block.
  let top = numberCell.top;
  const maxGap = heightPt * 0.1;
  for (const cell of column) {
    if (cell.bottom > numberCell.bottom) {
      top = Math.min(top, cell.top);
      continue;
    }
    if (top - cell.bottom > maxGap) break;
    top = Math.min(top, cell.top);
  }
  return { left, top, right: widthPt, bottom: heightPt };
}

function readFields(cells: readonly Cell[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const labels = cells.filter(isLabel);
  for (const label of labels) {
    // The value sits under its label (baseline lower), left-aligned with it, and stops at the next label right.
    const rightLabel = labels
      .filter((l) => l !== label && Math.abs(l.bottom - label.bottom) < 4 && l.left > label.left)
      .sort((a, b) => a.left - b.left)[0];
    const rightBound = Math.min(
      label.left + 160,
      rightLabel ? rightLabel.left - 3 : Number.POSITIVE_INFINITY,
    );
    const below = cells
      .filter(
        (c) =>
          c !== label &&
          !isLabel(c) &&
          c.bottom > label.bottom + 2 &&
          c.top - label.bottom < 3 * label.sizePt + 12 &&
          c.left > label.left - 25 &&
          c.left < rightBound,
      )
      .sort((a, b) => a.top - b.top);
    const beside = cells
      .filter(
        (c) =>
          !isLabel(c) &&
          Math.abs(c.bottom - label.bottom) < 0.6 * label.sizePt &&
          c.left > label.right &&
          c.left < Math.min(label.right + 350, rightLabel ? rightLabel.left : Number.POSITIVE_INFINITY),
      )
      .sort((a, b) => a.left - b.left)[0];
    const key = label.text.replace(/:$/, '').trim();
    if (beside) {
      if (!fields[key]) fields[key] = beside.text;
      continue;
    }
    const first = below[0];
    if (!first) continue;
    const nextLabel = labels
      .filter((l) => l !== label && l.top > label.bottom && Math.abs(l.left - label.left) < 60)
      .sort((a, b) => a.top - b.top)[0];
    const value = below
      .filter((c) => (nextLabel ? c.top < nextLabel.top : true) && c.top - first.bottom < 2 * first.sizePt)
      .map((c) => c.text)
      .join(' ');
    if (!fields[key]) fields[key] = value;
  }
  return fields;
}

function titleFromLabel(cells: readonly Cell[]): string | undefined {
  const label = cells.find((c) => /^(drawing|sheet)\s+title\s*:?$/i.test(c.text.trim()));
  if (!label) return undefined;
  const lines: Cell[] = [];
  const below = cells
    .filter((c) => c.top >= label.bottom - 2 && Math.abs(c.left - label.left) < 100 && c !== label)
    .sort((a, b) => a.top - b.top);
  let lastBottom = label.bottom;
  for (const cell of below) {
    if (isLabel(cell) || cell.top - lastBottom > 2.5 * cell.sizePt) break;
    lines.push(cell);
    lastBottom = cell.bottom;
  }
  return lines.length > 0 ? lines.map((c) => c.text).join(' ') : undefined;
}

function titleNearNumber(cells: readonly Cell[], numberCell: Cell): string | undefined {
  const texts = cells.filter(
    (c) => c !== numberCell && !isLabel(c) && !DATE_OR_SCALE.test(c.text) && c.bottom <= numberCell.top + 2,
  );
  if (texts.length === 0) return undefined;
  const largest = Math.max(...texts.map((c) => c.sizePt));
  const big = texts.filter((c) => c.sizePt >= largest * 0.9).sort((a, b) => b.bottom - a.bottom);
  const group: Cell[] = [];
  for (const cell of big) {
    const last = group[group.length - 1];
    if (last && last.top - cell.bottom > 0.6 * cell.sizePt) break;
    group.push(cell);
  }
  return group
    .reverse()
    .map((c) => c.text)
    .join(' ');
}
