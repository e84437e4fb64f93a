import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { contentTerms, tokenize } from '../search/tokenize.ts';
import type { Draft } from './drawing-answer.ts';
import { withAbbreviations } from './evidence-sufficiency.ts';
import { sheetNumbersIn } from './question-terms.ts';

const ASKS_TITLE = /\b(title|called|named|what is (on )?sheet)\b/i;
// Field labels under other names: "located" asks for the Location field, "address" for a street line.
const FIELD_SYNONYMS: Record<string, string[]> = {
  location: ['located', 'location', 'city', 'where'],
  'issue date': ['issued', 'issue date', 'dated'],
  date: ['date', 'dated', 'when'],
  address: ['address', 'street'],
  phase: ['phase', 'issued for'],
};
// Words that leave a question about the project as a whole ("where is the project located?").
const PROJECT_WORDS = new Set([
  'project',
  'site',
  'building',
  'job',
  'house',
  'work',
  'plan',
  'set',
  'issu',
  'issued',
]);
const NON_VALUES = /^(as indicated|as noted|varies|n\/a|-+)$/i;

/** "What is the title of sheet A-103?" — the title as printed in that sheet's title block. */
export function answerSheetTitle(question: string, index: DrawingIndex): Draft | undefined {
  if (!ASKS_TITLE.test(question)) return undefined;
  const [number] = sheetNumbersIn(question, index);
  if (!number) return undefined;
  const unit = index.evidence.find((e) => e.kind === 'title' && e.sheet.number.toUpperCase() === number);
  if (!unit) return undefined;
  return {
    answer: `Sheet ${unit.sheet.number} is titled "${unit.sheet.title}".`,
    evidence: [unit],
    covers: ['title', 'sheet'],
    confidence: 0.95,
  };
}

/** Title-block fields by label ("project number", "issue date", "phase", "scale"), on the named sheet if any. */
export function answerField(question: string, index: DrawingIndex): Draft | undefined {
  const lower = ` ${question.toLowerCase().replace(/[?.!,]/g, ' ')} `;
  const words = new Set(tokenize(question));
  const [number] = sheetNumbersIn(question, index);
  let best: { unit: Evidence; score: number } | undefined;
  for (const unit of index.evidence) {
    if (unit.kind !== 'field' || !unit.field || NON_VALUES.test(unit.field.value.trim())) continue;
    if (number && unit.sheet.number.toUpperCase() !== number) continue;
    const label = unit.field.label.toLowerCase();
    const labelWords = tokenize(label);
    const direct = labelWords.length > 0 && labelWords.every((w) => words.has(w));
    const synonyms = FIELD_SYNONYMS[label] ?? [];
    const synonymTokens = new Set(synonyms.flatMap((s) => tokenize(s)));
    // By a synonym only when nothing else is asked: "where should finish changes be located" is not the Location field.
    const aboutProject = [...words].every(
      (w) => synonymTokens.has(w) || PROJECT_WORDS.has(w) || labelWords.includes(w),
    );
    const synonym = aboutProject && synonyms.some((s) => lower.includes(` ${s} `));
    if (!direct && !synonym) continue;
    const score = labelWords.length + (direct ? 1 : 0);
    if (!best || score > best.score) best = { unit, score };
  }
  if (!best?.unit.field) return undefined;
  const { unit } = best;
  const field = unit.field as { label: string; value: string };
  return {
    answer: `${field.value} (${field.label}, title block of sheet ${unit.sheet.number}).`,
    evidence: [unit],
    covers: [field.label, ...(FIELD_SYNONYMS[field.label.toLowerCase()] ?? []), 'project', 'drawings'],
    confidence: 0.9,
  };
}

/**
 * "Which sheet shows the roof plan?", "Where are the general notes?": the sheet whose title, schedules,
 * legends or notes blocks carry the question's words, weighted by how rare each word is.
 */
export function answerSheetByTitle(question: string, index: DrawingIndex): Draft | undefined {
  const terms = contentTerms(question);
  if (terms.length === 0) return undefined;
  const candidates: { unit: Evidence; text: string }[] = [];
  for (const { sheet } of index.sheets()) {
    const titleUnit = index.evidence.find((e) => e.kind === 'title' && e.sheet === sheet);
    if (titleUnit) candidates.push({ unit: titleUnit, text: withAbbreviations(sheet.title) });
    for (const region of sheet.regions) {
      if (region.kind !== 'table' && region.kind !== 'legend' && region.kind !== 'notes') continue;
      const first = index.evidence.find((e) => e.region === region);
      if (first) {
        candidates.push({
          unit: { ...first, kind: 'title', quote: region.label, bbox: region.bbox },
          text: `${region.label} ${sheet.title}`,
        });
      }
    }
  }
  const weight = (term: string): number => index.bm25.idf(term) + 0.1;
  const total = terms.reduce((sum, t) => sum + weight(t), 0);
  let best: { unit: Evidence; score: number; matched: number; text: string } | undefined;
  for (const candidate of candidates) {
    const tokens = new Set(tokenize(candidate.text));
    const matchedTerms = terms.filter((t) => tokens.has(t));
    const score = matchedTerms.reduce((sum, t) => sum + weight(t), 0) / total;
    const extra = [...tokens].filter((t) => !terms.includes(t)).length * 0.01;
    if (!best || score - extra > best.score)
      best = {
        unit: candidate.unit,
        score: score - extra,
        matched: matchedTerms.length,
        text: candidate.text,
      };
  }
  if (!best || best.score < 0.55 || best.matched === 0) return undefined;
  const { unit } = best;
  const where = unit.region.kind === 'title_block' ? '' : ` (${unit.region.label})`;
  return {
    answer: `Sheet ${unit.sheet.number} — ${unit.sheet.title}${where}.`,
    evidence: [unit],
    covers: ['sheet', 'shown', 'where', best.text],
    confidence: Math.min(0.95, 0.5 + best.score / 2),
  };
}

const ASKS_INVENTORY =
  /\bhow many (sheets|pages|drawings)\b|\b(list|index) of (the )?(sheets|drawings)\b|\bsheet (index|list)\b|\bwhat sheets are\b|\bwhich sheets are (in|included)\b/i;

/** "How many sheets are in the set?", "List the sheets": the sheets as their title blocks name them. */
export function answerSheetInventory(question: string, index: DrawingIndex): Draft | undefined {
  if (!ASKS_INVENTORY.test(question)) return undefined;
  const titles = index.evidence.filter((e) => e.kind === 'title');
  const first = titles[0];
  if (!first) return undefined;
  const names = titles.map((e) => `${e.sheet.number} ${e.sheet.title}`);
  const pages = index.sheets().length;
  return {
    answer: `${pages} sheet${pages === 1 ? '' : 's'}: ${names.join('; ')}.`,
    evidence: titles.slice(0, 8),
    covers: ['sheets', 'pages', 'drawings', 'set', 'list', 'index', 'included'],
    confidence: 0.9,
    counted: names,
  };
}
