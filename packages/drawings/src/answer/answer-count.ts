import type { Region, Sheet } from '../model/drawing-set.ts';
import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { contentTerms, isIdentifier, tokenize } from '../search/tokenize.ts';
import type { Draft } from './drawing-answer.ts';
import { codesIn } from './question-terms.ts';

const norm = (text: string): string => text.toUpperCase().replace(/\s+/g, '');

/** Counts from text evidence: rows of the schedule the question names (filtered by a tag or room), else tags. */
export function answerCount(question: string, index: DrawingIndex): Draft | undefined {
  return (
    countScheduleRows(question, index) ??
    countRowsMentioning(question, index) ??
    countTaggedPassages(question, index)
  );
}

// Words that end the subject of "how many <subject> are …".
const SUBJECT_END = /\b(are|is|in|on|listed|does|do|did|shown|scheduled|there|for|at|of|per|total)\b/i;

/** The counted thing's words: "how many patient rooms are on …" → patient, room. */
function subjectTerms(question: string): string[] {
  const after = question.replace(/^.*?\bhow many\b/i, '');
  const subject = after.split(SUBJECT_END)[0] ?? after;
  return tokenize(subject).filter((t) => !isIdentifier(t));
}

/** A sheet the question names by its whole title ("on the first floor finish plan") that has no schedule. */
function namedPlanSheet(question: string, index: DrawingIndex): Sheet | undefined {
  const words = new Set(contentTerms(question));
  return index
    .sheets()
    .map(({ sheet }) => sheet)
    .find((sheet) => {
      const title = tokenize(sheet.title);
      return title.length >= 2 && title.every((t) => words.has(t)) && !sheet.regions.some((r) => r.table);
    });
}

function countScheduleRows(question: string, index: DrawingIndex): Draft | undefined {
  if (namedPlanSheet(question, index)) return undefined;
  const terms = contentTerms(question).filter((t) => !isIdentifier(t));
  const subject = subjectTerms(question);
  let best: { region: Region; score: number; units: Evidence[] } | undefined;
  for (const { sheet } of index.sheets()) {
    for (const region of sheet.regions) {
      if (!region.table) continue;
      const tokens = new Set(tokenize(`${region.table.title} ${region.table.columns.join(' ')}`));
      const titleTokens = new Set(tokenize(region.table.title));
      // The counted thing must be what the schedule lists (doors in a door schedule), not only share words.
      if (subject.length > 0 && !subject.some((t) => titleTokens.has(t) || tokens.has(t))) continue;
      const score = terms.reduce((s, t) => s + (titleTokens.has(t) ? 1 : tokens.has(t) ? 0.3 : 0), 0);
      if (score > 0 && (!best || score > best.score)) {
        best = {
          region,
          score,
          units: index.evidence.filter((e) => e.region === region && e.kind === 'row'),
        };
      }
    }
  }
  if (!best?.region.table || best.score < 1) return undefined;
  const table = best.region.table;
  let units = best.units;
  const filters: string[] = [];
  for (const code of codesIn(question)) {
    const first = units.filter((u) => norm(table.rows[u.rowIndex ?? 0]?.cells[0] ?? '') === norm(code));
    const any = units.filter((u) =>
      (table.rows[u.rowIndex ?? 0]?.cells ?? []).some((c) => norm(c) === norm(code)),
    );
    const kept = first.length > 0 ? first : any;
    if (kept.length > 0) {
      units = kept;
      filters.push(code);
    }
  }
  // Rooms named in words ("in the kitchen"): rows whose name is made only of the question's words.
  const words = new Set(contentTerms(question));
  const byName = table.columns.findIndex((c) => /name/i.test(c));
  const nameColumn =
    byName >= 0 ? byName : table.columns.findIndex((c) => /room/i.test(c) && !/number|\bno\b/i.test(c));
  if (nameColumn >= 0) {
    const named = units.filter((u) => {
      const tokens = tokenize(table.rows[u.rowIndex ?? 0]?.cells[nameColumn] ?? '');
      return tokens.length > 0 && tokens.every((t) => words.has(t));
    });
    if (named.length > 0 && named.length < units.length) {
      units = named;
      filters.push(table.rows[named[0]?.rowIndex ?? 0]?.cells[nameColumn] ?? '');
    }
  }
  // A kind named beside the schedule's subject ("casement windows", "double hung windows"): rows whose cells
  // carry those words (a type or comment column), when some do.
  const titleTokens = new Set(tokenize(`${table.title} ${table.columns.join(' ')}`));
  const kind = subject.filter((t) => !titleTokens.has(t));
  if (kind.length > 0) {
    const ofKind = units.filter((u) => {
      const tokens = new Set(tokenize((table.rows[u.rowIndex ?? 0]?.cells ?? []).join(' ')));
      return kind.every((t) => tokens.has(t));
    });
    if (ofKind.length > 0 && ofKind.length < units.length) {
      units = ofKind;
      filters.push(kind.join(' '));
    }
  }
  const counted = units.map((u) => {
    const cells = table.rows[u.rowIndex ?? 0]?.cells ?? [];
    return cells.filter(Boolean).slice(0, 3).join(' ');
  });
  const first = units[0];
  if (!first) return undefined;
  const filter = filters.length > 0 ? ` matching ${filters.join(', ')}` : '';
  return {
    answer: `${units.length} — rows${filter} in the ${table.title} on sheet ${first.sheet.number}.`,
    evidence: [
      {
        ...first,
        kind: 'title',
        quote: `${table.title}: ${units.length} rows${filter}`,
        bbox: best.region.bbox,
      },
      ...units.slice(0, 5),
    ],
    covers: ['schedule', 'listed', 'scheduled', ...kind],
    confidence: filters.length > 0 || best.score >= 2 ? 0.85 : 0.7,
    counted,
  };
}

/** "How many patient rooms are on the plan?": passages carrying all the subject's words, on the named sheet. */
function countTaggedPassages(question: string, index: DrawingIndex): Draft | undefined {
  const terms = contentTerms(question).filter((t) => !isIdentifier(t));
  const sheetScores = index.sheets().map(({ sheet }) => {
    const title = new Set(tokenize(sheet.title));
    return { sheet, matched: terms.filter((t) => title.has(t)) };
  });
  const plan = namedPlanSheet(question, index);
  const named = plan
    ? sheetScores.find((s) => s.sheet === plan)
    : sheetScores.filter((s) => s.matched.length >= 2).sort((a, b) => b.matched.length - a.matched.length)[0];
  const subject = terms.filter((t) => !named?.matched.includes(t));
  if (subject.length === 0) return undefined;
  const units = index.evidence.filter((e) => {
    if (e.kind !== 'snippet' || (named && e.sheet !== named.sheet)) return false;
    if (e.region.kind !== 'quadrant' && e.region.kind !== 'page') return false;
    const tokens = new Set(tokenize(e.quote));
    return subject.every((t) => tokens.has(t));
  });
  const first = units[0];
  if (!first) return undefined;
  return {
    answer: `${units.length} — passages naming ${subject.join(' ')} on ${named ? `sheet ${named.sheet.number}` : 'the sheets'}.`,
    evidence: units.slice(0, 8),
    confidence: 0.6,
    counted: units.map((u) => `${u.sheet.number}: ${u.quote}`),
  };
}

/** "How many skylights are there?": rows of one schedule whose cells name the counted thing (a comment column). */
function countRowsMentioning(question: string, index: DrawingIndex): Draft | undefined {
  const subject = subjectTerms(question);
  if (subject.length === 0) return undefined;
  let best: { region: Region; units: Evidence[] } | undefined;
  for (const { sheet } of index.sheets()) {
    for (const region of sheet.regions) {
      const table = region.table;
      if (!table) continue;
      const units = index.evidence.filter((e) => {
        if (e.region !== region || e.kind !== 'row') return false;
        const tokens = new Set(tokenize((table.rows[e.rowIndex ?? 0]?.cells ?? []).join(' ')));
        return subject.every((t) => tokens.has(t));
      });
      if (units.length > 0 && (!best || units.length > best.units.length)) best = { region, units };
    }
  }
  const table = best?.region.table;
  const first = best?.units[0];
  if (!best || !table || !first) return undefined;
  const what = subject.join(' ');
  return {
    answer: `${best.units.length} — rows of the ${table.title} on sheet ${first.sheet.number} that name ${what}.`,
    evidence: [
      {
        ...first,
        kind: 'title',
        quote: `${table.title}: ${best.units.length} rows naming ${what}`,
        bbox: best.region.bbox,
      },
      ...best.units.slice(0, 5),
    ],
    covers: ['schedule', 'listed', 'scheduled', ...subject],
    confidence: 0.7,
    counted: best.units.map((u) =>
      (table.rows[u.rowIndex ?? 0]?.cells ?? []).filter(Boolean).slice(0, 3).join(' '),
    ),
  };
}
