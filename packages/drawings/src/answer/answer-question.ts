import { QuoinError } from '@quoin/core';
import { setVersionKey } from '../model/drawing-set.ts';
import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { ASKS_AREA, answerArea } from './answer-area.ts';
import { answerCount } from './answer-count.ts';
import { answerExtractive } from './answer-extractive.ts';
import { answerFromLegend, answerFromSchedule } from './answer-from-schedules.ts';
import {
  answerField,
  answerSheetByTitle,
  answerSheetInventory,
  answerSheetTitle,
} from './answer-from-sheets.ts';
import { answerParty, asksForParty } from './answer-party.ts';
import { answerRoomCount, answerRoomLocation } from './answer-rooms.ts';
import { answerRowsWithValue } from './answer-rows-with-value.ts';
import { answerScale } from './answer-scale.ts';
import { classifyIntent } from './classify-intent.ts';
import {
  type Draft,
  type DrawingAnswer,
  type Intent,
  NO_USAGE,
  provenanceOf,
  type StrategyContext,
} from './drawing-answer.ts';
import { checkSufficiency } from './evidence-sufficiency.ts';

/** Longest question accepted; longer text is a pasted document, not a question. */
export const MAX_QUESTION_CHARS = 2000;

type Strategy = (
  question: string,
  index: DrawingIndex,
  intent: Intent,
  context: StrategyContext,
) => Draft | undefined;

const STRATEGIES: Record<Intent, Strategy[]> = {
  metadata: [
    answerSheetInventory,
    answerSheetTitle,
    answerScale,
    answerField,
    answerSheetByTitle,
    answerExtractive,
  ],
  location: [
    answerSheetInventory,
    answerRoomLocation,
    answerSheetTitle,
    answerRowsWithValue,
    answerSheetByTitle,
    answerExtractive,
  ],
  schedule: [answerRowsWithValue, answerFromSchedule, answerExtractive],
  legend: [answerFromLegend, answerExtractive],
  count: [answerSheetInventory, answerRoomCount, answerCount],
  other: [
    answerSheetInventory,
    answerSheetTitle,
    answerRowsWithValue,
    answerField,
    answerFromSchedule,
    answerExtractive,
  ],
};

/** Where answers are cached: per question and set version. */
export interface AnswerCache {
  get(key: string): DrawingAnswer | undefined;
  set(key: string, answer: DrawingAnswer): void;
}

export interface AskOptions {
  /** Milliseconds from a monotonic clock; injected for tests. */
  now?: () => number;
  cache?: AnswerCache;
  /** Intent decided elsewhere (a model); rules decide when absent. */
  intent?: Intent;
  /** Dense neighbours of the question (embeddings), fused with BM25 by rank where passages are retrieved. */
  dense?: readonly Evidence[];
}

/** Rejects empty and oversized questions with a message the user can act on. */
export function assertValidQuestion(question: string): string {
  const trimmed = question.trim();
  if (trimmed === '')
    throw new QuoinError('VALIDATION_FAILED', 'Ask a question about the drawings (it was empty).');
  if (trimmed.length > MAX_QUESTION_CHARS) {
    throw new QuoinError(
      'PAYLOAD_TOO_LARGE',
      `A question may be at most ${MAX_QUESTION_CHARS} characters (this one has ${trimmed.length}); ask it shorter.`,
      { length: trimmed.length, max: MAX_QUESTION_CHARS },
    );
  }
  return trimmed;
}

function cacheKey(question: string, index: DrawingIndex): string {
  return `${question.toLowerCase().replace(/\s+/g, ' ').trim()}|${setVersionKey(index.sets)}`;
}

/**
 * Answers offline from text evidence: intent by rules, then the intent's strategies in order; the first draft
 * whose evidence covers the question wins. No draft covers it → an abstention that says what is missing.
 */
export function answerQuestion(
  rawQuestion: string,
  index: DrawingIndex,
  options: AskOptions = {},
): DrawingAnswer {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const question = assertValidQuestion(rawQuestion);
  const key = cacheKey(question, index);
  const hit = options.cache?.get(key);
  if (hit) return { ...hit, cached: true, latencyMs: Math.round(now() - started) };
  const intent = options.intent ?? classifyIntent(question);
  const strategies = strategiesFor(question, intent);
  let closest: { draft: Draft; missing: string[]; coverage: number } | undefined;
  let chosen: { draft: Draft; coverage: number } | undefined;
  for (const strategy of strategies) {
    const draft = strategy(question, index, intent, options.dense ? { dense: options.dense } : {});
    if (!draft) continue;
    const check = checkSufficiency(question, draft.evidence, draft.covers);
    if (check.sufficient) {
      chosen = { draft, coverage: check.coverage };
      break;
    }
    if (!closest || check.coverage > closest.coverage)
      closest = { draft, missing: check.missing, coverage: check.coverage };
  }
  const answer: DrawingAnswer = chosen
    ? {
        answer: chosen.draft.answer,
        abstained: false,
        confidence: round2(chosen.draft.confidence * (0.5 + 0.5 * chosen.coverage)),
        intent,
        provenance: chosen.draft.evidence.map(provenanceOf),
        usage: NO_USAGE,
        latencyMs: 0,
        cached: false,
        ...(chosen.draft.counted ? { counted: chosen.draft.counted } : {}),
      }
    : abstention(intent, closest);
  answer.latencyMs = Math.round(now() - started);
  options.cache?.set(key, answer);
  return answer;
}

/**
 * Questions whose answer has one kind of source get only that source: who someone is comes from the title
 * blocks (a note that mentions the architect is no answer), an area from a passage printing one.
 */
function strategiesFor(question: string, intent: Intent): Strategy[] {
  if (asksForParty(question)) return [answerParty];
  if (
    ASKS_AREA.test(question) &&
    intent !== 'location' &&
    intent !== 'legend' &&
    !/\bhow many\b/i.test(question)
  )
    return [answerArea];
  return STRATEGIES[intent];
}

function abstention(intent: Intent, closest: { draft: Draft; missing: string[] } | undefined): DrawingAnswer {
  const missing = closest?.missing.length
    ? ` Nothing in the set mentions: ${closest.missing.join(', ')}.`
    : '';
  return {
    answer: `The drawings do not show enough to answer this.${missing}`,
    abstained: true,
    confidence: 0,
    intent,
    provenance: closest ? closest.draft.evidence.slice(0, 3).map(provenanceOf) : [],
    usage: NO_USAGE,
    latencyMs: 0,
    cached: false,
  };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
