import { boxContains, type PointBox, toFractionBox, unionBoxes } from '../model/bbox.ts';
import type { Region, Snippet } from '../model/drawing-set.ts';
import type { Cell, Row } from './text-layout.ts';

interface Located {
  kind: Region['kind'];
  id: string;
  box: PointBox;
}

const NOTE_START = /^(\d{1,2}[.)]|[A-Z][.)]|•|-)\s/;

/**
 * Passages of a page: in a legend one line each, in a notes block one numbered note each, elsewhere cells
 * clustered by proximity (a room tag's name, number and area read as one). Schedules are left to their rows.
 */
export function textSnippets(
  rows: readonly Row[],
  regions: readonly Located[],
  widthPt: number,
  heightPt: number,
): Snippet[] {
  const tables = regions.filter((r) => r.kind === 'table');
  const blocks = regions.filter((r) => r.kind === 'legend' || r.kind === 'notes');
  const titleBlock = regions.find((r) => r.kind === 'title_block');
  const quadrants = regions.filter((r) => r.kind === 'quadrant');
  const snippets: Snippet[] = [];
  const push = (cells: Cell[], regionId: string): void => {
    const text = cells
      .map((c) => c.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) snippets.push({ text, bbox: toFractionBox(unionBoxes(cells), widthPt, heightPt), regionId });
  };
  const free: Cell[] = [];
  for (const block of blocks) {
    const blockRows = rows
      .map((row) => row.cells.filter((c) => boxContains(block.box, c, 2)))
      .filter((cells) => cells.length > 0);
    if (block.kind === 'legend') for (const cells of blockRows) push(cells, block.id);
    else {
      let item: Cell[] = [];
      for (const cells of blockRows) {
        const first = cells.map((c) => c.text).join(' ');
        if (item.length > 0 && NOTE_START.test(`${first} `)) {
          push(item, block.id);
          item = [];
        }
        item.push(...cells);
      }
      if (item.length > 0) push(item, block.id);
    }
  }
  for (const row of rows) {
    for (const cell of row.cells) {
      if (tables.some((t) => boxContains(t.box, cell, 2)) || blocks.some((b) => boxContains(b.box, cell, 2)))
        continue;
      free.push(cell);
    }
  }
  for (const cluster of clusterCells(free)) {
    const box = unionBoxes(cluster);
    const inTitle = titleBlock && boxContains(titleBlock.box, box, 2);
    const quadrant = quadrants.find((q) =>
      boxContains(q.box, { ...box, right: box.left, bottom: box.top }, 0),
    );
    push(cluster, inTitle ? titleBlock.id : (quadrant?.id ?? regions[0]?.id ?? 'page'));
  }
  return snippets;
}

/** Cells joined when they touch: stacked lines of one label, or runs on one baseline a short gap apart. */
function clusterCells(cells: readonly Cell[]): Cell[][] {
  const parent = cells.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[i] = root;
    return root;
  };
  const sorted = cells.map((c, i) => ({ c, i })).sort((a, b) => a.c.top - b.c.top);
  for (let a = 0; a < sorted.length; a++) {
    const first = sorted[a];
    if (!first) continue;
    for (let b = a + 1; b < sorted.length; b++) {
      const second = sorted[b];
      if (!second) continue;
      const size = Math.min(first.c.sizePt, second.c.sizePt);
      if (second.c.top - first.c.bottom > 0.9 * size) break;
      if (Math.max(first.c.sizePt, second.c.sizePt) > 1.6 * size) continue;
      const horizontalGap = Math.max(first.c.left, second.c.left) - Math.min(first.c.right, second.c.right);
      const sameLine = Math.abs(first.c.bottom - second.c.bottom) < 0.4 * size;
      if (horizontalGap < (sameLine ? 1.2 * size : 0)) parent[find(first.i)] = find(second.i);
    }
  }
  const groups = new Map<number, Cell[]>();
  cells.forEach((cell, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(cell);
    else groups.set(root, [cell]);
  });
  return [...groups.values()].map((group) => group.sort((a, b) => a.top - b.top || a.left - b.left));
}
