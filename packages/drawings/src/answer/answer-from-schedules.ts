import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load } from 'js-yaml';
import { z } from 'zod';
import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { contentTerms, tokenize } from '../search/tokenize.ts';
import type { Draft } from './drawing-answer.ts';
import { nearlySpelt } from './nearly-spelt.ts';
import { codesIn } from './question-terms.ts';

const synonymsSchema = z.object({ columns: z.record(z.string(), z.array(z.string().min(1))) });
let synonyms: Record<string, string[]> | undefined;

function columnSynonyms(): Record<string, string[]> {
  if (synonyms) return synonyms;
  const parsed = synonymsSchema.safeParse(
    load(readFileSync(new URL('./column-synonyms.yaml', import.meta.url), 'utf8')),
  );
  if (!parsed.success)
    throw new QuoinError('INTERNAL', `column-synonyms.yaml is invalid: ${parsed.error.message}`);
  synonyms = parsed.data.columns;
  return synonyms;
}

const GENERIC = new Set(['finish', 'wall', 'room', 'type', 'from']);

/** The column a question asks about, or undefined when it asks about the whole row. */
export function pickColumn(
  question: string,
  columns: readonly string[],
  skip: number[] = [],
): number | undefined {
  const words = new Set(tokenize(question));
  const lower = question.toLowerCase();
  let best: { index: number; score: number } | undefined;
  columns.forEach((column, index) => {
    if (skip.includes(index)) return;
    const name = column.toLowerCase();
    const tokens = tokenize(name);
    let score = 0;
    for (const token of tokens) {
      if (words.has(token)) score += GENERIC.has(token) ? 0.5 : 1;
      else score -= 0.3;
    }
    for (const [key, phrases] of Object.entries(columnSynonyms())) {
      if (name.endsWith(key) && phrases.some((p) => lower.includes(p))) score += 1.5;
    }
    if (score > 0.4 && (!best || score > best.score)) best = { index, score };
  });
  return best?.index;
}

const norm = (text: string): string => text.toUpperCase().replace(/\s+/g, '');

/** Rows whose identifier column holds a code the question names; other cells only when no id matches. */
function rowsForCodes(index: DrawingIndex, codes: readonly string[]): { rows: Evidence[]; code?: string } {
  const rows = index.evidence.filter((e) => e.kind === 'row' && e.table && e.rowIndex !== undefined);
  for (const strict of [true, false]) {
    for (const code of codes) {
      const hits = rows.filter((e) => {
        const cells = e.table?.rows[e.rowIndex ?? 0]?.cells ?? [];
        const columns = e.table?.columns ?? [];
        return cells.some(
          (cell, i) =>
            norm(cell) === norm(code) &&
            (!strict || i === 0 || /number|mark|code|tag/i.test(columns[i] ?? '')),
        );
      });
      if (hits.length > 0) return { rows: hits, code };
    }
  }
  return { rows: [] };
}

/** A row's name: its first cell of words without digits ("OXYGEN ROOM", "KICHENETTE"). */
function rowName(e: Evidence): string {
  return (e.table?.rows[e.rowIndex ?? 0]?.cells ?? []).find((c) => /[a-z]/i.test(c) && !/\d/.test(c)) ?? '';
}

/**
 * Rows named by words ("the typical patient rooms", "the oxygen room", "over the den"), in the schedule the
 * question names by its subject when it names one ("the front entry door" is a door, not the foyer's window);
 * a schedule's misspelt name (KICHENETTE) still answers to the word spelt right.
 */
function rowsForWords(question: string, index: DrawingIndex): Evidence[] {
  const words = new Set(tokenize(question));
  const tables = namedTables(words, index);
  const hits = index.search(
    question,
    10,
    (e) => e.kind === 'row' && (tables.size === 0 || (e.table !== undefined && tables.has(e.table.title))),
  );
  const namedBy = (e: Evidence, match: (token: string) => boolean) => {
    const tokens = tokenize(rowName(e));
    return tokens.length > 0 && tokens.every(match);
  };
  // A row whose cells carry every word the question asks with ("the skylight in the master bath" is the row
  // commented '@master-bath; … skylight', not the bath's casement) comes before a row merely named.
  const terms = contentTerms(question).filter((t) => !GENERIC.has(t));
  const complete = hits.filter((e) => {
    const own = new Set(
      tokenize(`${(e.table?.rows[e.rowIndex ?? 0]?.cells ?? []).join(' ')} ${e.table?.title ?? ''}`),
    );
    const columns = new Set(tokenize(e.table?.columns.join(' ') ?? ''));
    return terms.some((t) => own.has(t)) && terms.every((t) => own.has(t) || columns.has(t));
  });
  if (complete.length > 0 && terms.length >= 2) return complete;
  const named = hits.filter((e) => namedBy(e, (t) => words.has(t)));
  if (named.length > 0) return named;
  const nearly = index.evidence.filter(
    (e) =>
      e.kind === 'row' &&
      (tables.size === 0 || (e.table !== undefined && tables.has(e.table.title))) &&
      namedBy(e, (t) => words.has(t) || [...words].some((w) => nearlySpelt(t, w))),
  );
  return nearly.length > 0 ? nearly : hits.slice(0, 1);
}

/** Titles of schedules whose subject the question names ("door" → the Door Schedule), when some but not all do. */
function namedTables(words: ReadonlySet<string>, index: DrawingIndex): Set<string> {
  const titles = new Set<string>();
  const all = new Set<string>();
  for (const e of index.evidence) {
    if (e.kind !== 'row' || !e.table) continue;
    all.add(e.table.title);
    const subject = tokenize(e.table.title).filter((t) => t !== 'schedule');
    if (subject.some((t) => words.has(t))) titles.add(e.table.title);
  }
  return titles.size < all.size ? titles : new Set();
}

/** A cell that labels its own value ("GROUT: MAPEI KERACOLOR - 00 WHITE") with a word the question asks about. */
function labelledCell(question: string, cells: readonly string[]): string | undefined {
  const words = new Set(tokenize(question));
  return cells.find((cell) => {
    const label = /^([A-Za-z][A-Za-z ]{1,30}):\s*\S/.exec(cell)?.[1];
    return label !== undefined && tokenize(label).some((t) => words.has(t));
  });
}

function rowLabel(unit: Evidence): string {
  const cells = unit.table?.rows[unit.rowIndex ?? 0]?.cells ?? [];
  return cells.slice(0, 2).filter(Boolean).join(' ');
}

/** A schedule lookup: the row the question names and the column it asks about. */
export function answerFromSchedule(question: string, index: DrawingIndex): Draft | undefined {
  const codes = codesIn(question);
  const byCode = rowsForCodes(index, codes);
  const rows = byCode.rows.length > 0 ? byCode.rows : rowsForWords(question, index);
  const unit = rows[0];
  if (!unit?.table || unit.rowIndex === undefined) return undefined;
  const row = unit.table.rows[unit.rowIndex];
  if (!row) return undefined;
  const idColumn = row.cells.findIndex((c) => byCode.code !== undefined && norm(c) === norm(byCode.code));
  const where = `${unit.table.title}, sheet ${unit.sheet.number}`;
  const asked = new Set(tokenize(question));
  const labelled = labelledCell(question, row.cells);
  if (labelled) {
    return {
      answer: `${labelled} — of ${rowLabel(unit)} (${where}).`,
      evidence: [unit],
      covers: ['schedule'],
      confidence: byCode.rows.length > 0 ? 0.9 : 0.7,
    };
  }
  const column = pickColumn(question, unit.table.columns, idColumn >= 0 ? [idColumn] : []);
  // A cell that only repeats the question ("the crash rail product" → CRASH RAIL) says nothing: the row does.
  const cell = column === undefined ? '' : (row.cells[column] ?? '');
  const echoes = tokenize(cell).every((t) => asked.has(t));
  if (column !== undefined && cell && !echoes) {
    const name = unit.table.columns[column] ?? '';
    return {
      answer: `${row.cells[column]} — ${name} of ${rowLabel(unit)} (${where}).`,
      evidence: [unit],
      covers: [name, 'schedule'],
      confidence: byCode.rows.length > 0 ? 0.9 : 0.7,
    };
  }
  return {
    answer: `${unit.quote} (${where}).`,
    evidence: [unit],
    covers: ['schedule'],
    confidence: byCode.rows.length > 0 ? 0.8 : 0.6,
  };
}

/** "What does LVT stand for?": a legend line that starts with the code, else a schedule row keyed by it. */
export function answerFromLegend(question: string, index: DrawingIndex): Draft | undefined {
  for (const code of codesIn(question)) {
    const pattern = new RegExp(`^${code.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\s+\\S`, 'i');
    const unit = index.evidence.find(
      (e) => e.kind === 'snippet' && e.region.kind === 'legend' && pattern.test(e.quote),
    );
    if (unit) {
      return {
        answer: `${code} = ${unit.quote.slice(code.length).trim()} (${unit.region.label}, sheet ${unit.sheet.number}).`,
        evidence: [unit],
        covers: ['abbreviation', 'mean', 'stand', 'legend'],
        confidence: 0.9,
      };
    }
  }
  return answerFromSchedule(question, index);
}
