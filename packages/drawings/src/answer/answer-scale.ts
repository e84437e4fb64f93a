import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { contentTerms, tokenize } from '../search/tokenize.ts';
import type { Draft } from './drawing-answer.ts';

// 1/8" = 1'-0", 1" = 10'-0", 3/4" = 1'-0", 1:100
const SCALE = /(\d+(?:\/\d+)?"\s*=\s*\d+'\s*-\s*\d+(?:\s*\d+\/\d+)?"|\b1\s*:\s*\d{1,4}\b)/;

/** "What is the scale of the site plan?": the scale printed next to that view's title, nearest first. */
export function answerScale(question: string, index: DrawingIndex): Draft | undefined {
  if (!/\bscale\b/i.test(question)) return undefined;
  const subject = contentTerms(question).filter((t) => t !== 'scale');
  const wanted = new Set(subject);
  const titled = index.sheets().find(({ sheet }) => {
    const title = tokenize(sheet.title);
    return title.length > 0 && title.every((t) => wanted.has(t)) && subject.every((t) => title.includes(t));
  });
  const titleUnit = titled && index.evidence.find((e) => e.kind === 'title' && e.sheet === titled.sheet);
  if (titleUnit) {
    const fromField = sheetScale(titleUnit, index);
    if (fromField) return fromField;
  }
  const views = index.evidence.filter((e) => e.kind === 'snippet' && e.region.kind !== 'title_block');
  let best: { unit: Evidence; score: number } | undefined;
  for (const unit of views) {
    const tokens = new Set(tokenize(unit.quote));
    const matched = subject.filter((t) => tokens.has(t)).length;
    if (matched === 0) continue;
    const score = matched / subject.length - tokens.size * 0.005;
    if (!best || score > best.score) best = { unit, score };
  }
  if (!best || best.score < 0.5) return undefined;
  const view = best.unit;
  const own = view.quote.match(SCALE);
  const scale = own
    ? { unit: view, text: own[0] }
    : views
        .filter((e) => e.sheet === view.sheet && SCALE.test(e.quote))
        .map((e) => ({ unit: e, text: (e.quote.match(SCALE) ?? [''])[0], distance: distance(e, view) }))
        .filter((e) => e.distance < 0.08)
        .sort((a, b) => a.distance - b.distance)[0];
  if (!scale) return sheetScale(view, index);
  return {
    answer: `${scale.text} (scale of ${view.quote.replace(SCALE, '').trim()}, sheet ${view.sheet.number}).`,
    evidence: scale.unit === view ? [view] : [view, scale.unit],
    covers: ['scale'],
    confidence: 0.85,
  };
}

function distance(a: Evidence, b: Evidence): number {
  const ax = a.bbox.x + a.bbox.w / 2;
  const ay = a.bbox.y + a.bbox.h / 2;
  const bx = b.bbox.x + b.bbox.w / 2;
  const by = b.bbox.y + b.bbox.h / 2;
  return Math.hypot(ax - bx, ay - by);
}

/** A view named by its sheet's title ("the building sections"): the scale field of that sheet's title block. */
function sheetScale(view: Evidence, index: DrawingIndex): Draft | undefined {
  if (!view.quote.includes(view.sheet.title)) return undefined;
  const field = index.evidence.find(
    (e) =>
      e.kind === 'field' && e.sheet === view.sheet && e.field?.label === 'Scale' && SCALE.test(e.field.value),
  );
  if (!field?.field) return undefined;
  return {
    answer: `${field.field.value} (scale in the title block of sheet ${view.sheet.number}, ${view.sheet.title}).`,
    evidence: [field, view],
    covers: ['scale', view.sheet.title],
    confidence: 0.8,
  };
}
