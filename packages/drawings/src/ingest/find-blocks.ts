import { boxContains, type PointBox, unionBoxes } from '../model/bbox.ts';
import type { Cell, Row } from './text-layout.ts';

/** A legend or notes block found from the text layout: a heading and the text under it. */
export interface FoundBlock {
  kind: 'legend' | 'notes';
  heading: string;
  box: PointBox;
}

const HEADING = /\b(legend|abbreviations|symbols|general notes|notes|keynotes|key notes|specifications)\b/i;
const LEGEND = /\b(legend|abbreviations|symbols)\b/i;
const BLOCK_WIDTH_PT = 620;

/** Legend and notes blocks: a short heading line, then text below it until a wide vertical gap. */
export function findBlocks(rows: readonly Row[], exclude: readonly PointBox[]): FoundBlock[] {
  const cells = rows.flatMap((row) => row.cells);
  const headings = cells.filter(
    (c) =>
      HEADING.test(c.text) &&
      c.text.length <= 60 &&
      !/^note:/i.test(c.text.trim()) &&
      !exclude.some((box) => boxContains(box, c, 2)),
  );
  const blocks: FoundBlock[] = [];
  for (const heading of headings) {
    if (blocks.some((b) => boxContains(b.box, heading, 2))) continue;
    const below = cells
      .filter(
        (c) =>
          c !== heading &&
          c.top >= heading.top &&
          c.left >= heading.left - 40 &&
          c.left <= heading.left + BLOCK_WIDTH_PT &&
          !exclude.some((box) => boxContains(box, c, 2)),
      )
      .sort((a, b) => a.top - b.top);
    const taken: Cell[] = [heading];
    let lastBottom = heading.bottom;
    for (const cell of below) {
      if (cell.top - lastBottom > Math.max(4 * cell.sizePt, 40)) break;
      if (
        cell !== heading &&
        HEADING.test(cell.text) &&
        cell.text.length <= 60 &&
        cell.top > heading.bottom + 4
      ) {
        // A second heading right under the first ("ROOM FINISH LEGEND &" / "ABBREVIATIONS") belongs to it.
        if (cell.top - heading.bottom > 3 * heading.sizePt) break;
      }
      taken.push(cell);
      lastBottom = Math.max(lastBottom, cell.bottom);
    }
    if (taken.length < 3) continue;
    blocks.push({
      kind: LEGEND.test(heading.text) ? 'legend' : 'notes',
      heading: heading.text,
      box: unionBoxes(taken),
    });
  }
  return blocks;
}
