import type { Region } from '../model/drawing-set.ts';

// Door, window, finish and room tags: letters and digits with an optional dash (FWO5480, CPT-1, 136A, AF101).
const TAG = /^(?=.*\d)[A-Z]{0,4}-?\d{1,5}[A-Z]?(?:-\d{1,2})?$/;

/** A deterministic caption of a region from its text: what it is, its tags with counts, a schedule's size. */
export function captionRegion(region: Pick<Region, 'kind' | 'label' | 'lines' | 'table'>): string {
  if (region.table) {
    const { title, columns, rows } = region.table;
    return `${title}: schedule of ${rows.length} rows; columns ${columns.join(', ')}`;
  }
  const counts = new Map<string, number>();
  let words = 0;
  for (const line of region.lines) {
    for (const cell of line.cells) {
      words += cell.split(/\s+/).length;
      const token = cell.trim();
      if (TAG.test(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
  }
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 20)
    .map(([tag, n]) => (n > 1 ? `${tag} ×${n}` : tag));
  const tags = top.length > 0 ? `; tags ${top.join(', ')}` : '';
  return `${region.label}: ${region.lines.length} lines, ${words} words${tags}`;
}
