import type { BBox } from '../model/drawing-set.ts';
import type { Evidence } from '../search/drawing-index.ts';

export const INTENTS = ['metadata', 'count', 'location', 'schedule', 'legend', 'other'] as const;
export type Intent = (typeof INTENTS)[number];

/** Where an answer comes from: the sheet as printed, its page, the region and the spot (0–1 of the page). */
export interface Provenance {
  set: string;
  sheet: string;
  title: string;
  page: number;
  region: string;
  bbox: BBox;
  quote: string;
  /** The quote was read by OCR from a page without a text layer (check it against the sheet). */
  ocr?: true;
  /** The quote is a vision model's caption of the sheet, not text printed on it. */
  vision?: true;
}

export interface AnswerUsage {
  modelCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** The answer to one question, as `quoin drawings ask --format json` prints it. */
export interface DrawingAnswer {
  answer: string;
  abstained: boolean;
  confidence: number;
  intent: Intent;
  provenance: Provenance[];
  usage: AnswerUsage;
  latencyMs: number;
  cached: boolean;
  /** For counts: what was counted, one entry per counted item. */
  counted?: string[];
  /** How passages were retrieved: BM25 alone, or fused with embeddings; a note says why dense was not used. */
  retrieval?: { mode: 'lexical' | 'hybrid'; note?: string };
}

/** What a strategy proposes before the sufficiency check: text and the evidence it rests on. */
export interface Draft {
  answer: string;
  evidence: Evidence[];
  /** Words the strategy itself answered from (column names, field labels) that count as covered. */
  covers?: string[];
  confidence: number;
  counted?: string[];
}

/** What a strategy may use beyond the index: dense neighbours of the question when embeddings are on. */
export interface StrategyContext {
  dense?: readonly Evidence[];
}

export const NO_USAGE: AnswerUsage = { modelCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 };

export function provenanceOf(evidence: Evidence): Provenance {
  return {
    set: evidence.set.name,
    sheet: evidence.sheet.number,
    title: evidence.sheet.title,
    page: evidence.sheet.page,
    region:
      evidence.region.kind === 'quadrant'
        ? evidence.region.label
        : `${evidence.region.kind}: ${evidence.region.label}`,
    bbox: evidence.bbox,
    quote: evidence.quote,
    ...(evidence.sheet.ocr ? { ocr: true as const } : {}),
    ...(evidence.vision ? { vision: true as const } : {}),
  };
}
