import { type PointBox, toFractionBox } from '../model/bbox.ts';
import type { Region, RegionKind, Snippet, TableData, TextLine } from '../model/drawing-set.ts';
import { captionRegion } from './caption-region.ts';
import { findBlocks } from './find-blocks.ts';
import { findTables } from './find-tables.ts';
import { type Row, rowsWithin } from './text-layout.ts';
import { textSnippets } from './text-snippets.ts';

interface PageGeometry {
  page: number;
  widthPt: number;
  heightPt: number;
}

/** Full page, quadrants, title block, legend and notes blocks, schedules as tables, and the text passages. */
export function buildRegions(
  rows: readonly Row[],
  geometry: PageGeometry,
  titleBlockBox?: PointBox,
): { regions: Region[]; snippets: Snippet[] } {
  const { widthPt: w, heightPt: h, page } = geometry;
  const regions: Region[] = [];
  const boxes: { kind: RegionKind; id: string; box: PointBox }[] = [];
  const add = (kind: RegionKind, label: string, box: PointBox, table?: TableData): void => {
    const lines = toLines(rowsWithin(rows, box), w, h);
    const region: Region = {
      id: `p${page}-${kind}-${regions.length}`,
      kind,
      label,
      bbox: toFractionBox(box, w, h),
      lines,
      ...(table ? { table } : {}),
      caption: '',
    };
    region.caption = captionRegion(region);
    regions.push(region);
    boxes.push({ kind, id: region.id, box });
  };
  add('page', 'full sheet', { left: 0, top: 0, right: w, bottom: h });
  const quadrants: [string, PointBox][] = [
    ['top left quadrant', { left: 0, top: 0, right: w / 2, bottom: h / 2 }],
    ['top right quadrant', { left: w / 2, top: 0, right: w, bottom: h / 2 }],
    ['bottom left quadrant', { left: 0, top: h / 2, right: w / 2, bottom: h }],
    ['bottom right quadrant', { left: w / 2, top: h / 2, right: w, bottom: h }],
  ];
  for (const [label, box] of quadrants) add('quadrant', label, box);
  if (titleBlockBox) add('title_block', 'title block', titleBlockBox);
  const tables = findTables(rows);
  for (const table of tables) {
    add('table', table.title, table.box, {
      title: table.title,
      columns: table.columns,
      rows: table.rows.map((row) => ({
        cells: row.cells,
        bbox: toFractionBox(row.box, w, h),
        ...(row.section ? { section: row.section } : {}),
      })),
    });
  }
  const exclude = [...tables.map((t) => t.box), ...(titleBlockBox ? [titleBlockBox] : [])];
  for (const block of findBlocks(rows, exclude)) add(block.kind, block.heading, block.box);
  return { regions, snippets: textSnippets(rows, boxes, w, h) };
}

function toLines(rows: readonly Row[], widthPt: number, heightPt: number): TextLine[] {
  return rows.map((row) => ({
    cells: row.cells.map((c) => c.text),
    bbox: toFractionBox(row, widthPt, heightPt),
  }));
}
