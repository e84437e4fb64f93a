import type { BBox, DrawingSet, Region, Sheet, TableData } from '../model/drawing-set.ts';
import { Bm25Index } from './bm25-index.ts';

/** One retrievable piece of evidence with what a citation needs. */
export interface Evidence {
  set: Pick<DrawingSet, 'id' | 'name' | 'revision'>;
  sheet: Sheet;
  region: Region;
  kind: 'snippet' | 'row' | 'field' | 'title';
  quote: string;
  bbox: BBox;
  /** What BM25 sees: sheet number, title and region type prefixed to the text ("contextual" chunks). */
  text: string;
  table?: TableData;
  rowIndex?: number;
  field?: { label: string; value: string };
  /** A vision model's caption of the sheet, not text printed on it. */
  vision?: true;
}

function sheetPrefix(sheet: Sheet, region: Region): string {
  return `${sheet.number} ${sheet.title} ${region.kind.replace('_', ' ')} ${region.label}`;
}

/** Evidence units of one set: schedule rows, text passages, title-block fields and sheet titles. */
export function evidenceOf(set: DrawingSet): Evidence[] {
  const units: Evidence[] = [];
  const ref = { id: set.id, name: set.name, revision: set.revision };
  for (const sheet of set.sheets) {
    const page = sheet.regions.find((r) => r.kind === 'page');
    const titleBlock = sheet.regions.find((r) => r.kind === 'title_block') ?? page;
    if (!page || !titleBlock) continue;
    units.push({
      set: ref,
      sheet,
      region: titleBlock,
      kind: 'title',
      quote: `${sheet.number} ${sheet.title}`,
      bbox: titleBlock.bbox,
      text: `${sheet.number} ${sheet.title} ${sheet.title}`,
    });
    for (const [label, value] of Object.entries(sheet.fields)) {
      if (!value) continue;
      units.push({
        set: ref,
        sheet,
        region: titleBlock,
        kind: 'field',
        quote: `${label}: ${value}`,
        bbox: titleBlock.bbox,
        text: `${sheet.number} title block ${label} ${value}`,
        field: { label, value },
      });
    }
    for (const region of sheet.regions) {
      const table = region.table;
      if (!table) continue;
      table.rows.forEach((row, rowIndex) => {
        const pairs = table.columns
          .map((column, i) => (row.cells[i] ? `${column} ${row.cells[i]}` : ''))
          .join(' ');
        units.push({
          set: ref,
          sheet,
          region,
          kind: 'row',
          quote: table.columns
            .map((column, i) => (row.cells[i] ? `${column}: ${row.cells[i]}` : ''))
            .filter(Boolean)
            .join('; '),
          bbox: row.bbox,
          text: `${sheetPrefix(sheet, region)} ${row.section ?? ''} ${pairs}`,
          table,
          rowIndex,
        });
      });
    }
    if (sheet.visionCaption) {
      units.push({
        set: ref,
        sheet,
        region: page,
        kind: 'snippet',
        quote: sheet.visionCaption.text,
        bbox: page.bbox,
        text: `${sheetPrefix(sheet, page)} vision caption ${sheet.visionCaption.text}`,
        vision: true,
      });
    }
    const byId = new Map(sheet.regions.map((r) => [r.id, r]));
    for (const snippet of sheet.snippets) {
      const region = byId.get(snippet.regionId) ?? page;
      units.push({
        set: ref,
        sheet,
        region,
        kind: 'snippet',
        quote: snippet.text,
        bbox: snippet.bbox,
        text: `${sheetPrefix(sheet, region)} ${snippet.text}`,
      });
    }
  }
  return units;
}

/** The searchable evidence of one or more sets (built once per set version and reused). */
export class DrawingIndex {
  readonly evidence: Evidence[];
  readonly bm25: Bm25Index;
  readonly sets: readonly DrawingSet[];
  /** A stable key per evidence unit (`set id#n`, n its place in the set's evidence), for stored embeddings. */
  readonly keys: string[];

  constructor(sets: readonly DrawingSet[]) {
    this.sets = sets;
    const perSet = sets.map(evidenceOf);
    this.evidence = perSet.flat();
    this.keys = perSet.flatMap((units, s) => units.map((_, n) => `${sets[s]?.id}#${n}`));
    this.bm25 = new Bm25Index(this.evidence.map((e) => e.text));
  }

  search(query: string, limit = 20, accept?: (evidence: Evidence) => boolean): Evidence[] {
    return this.bm25
      .search(query, limit, accept ? (i) => accept(this.evidence[i] as Evidence) : undefined)
      .map((hit) => this.evidence[hit.index] as Evidence);
  }

  sheets(): { set: DrawingSet; sheet: Sheet }[] {
    return this.sets.flatMap((set) => set.sheets.map((sheet) => ({ set, sheet })));
  }
}
