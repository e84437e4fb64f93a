import type { DrawingAnswer } from '../answer/drawing-answer.ts';
import type { LabelledQuestion } from './labelled-question.ts';

export interface QuestionResult {
  id: string;
  q: string;
  intent: string;
  correct: boolean;
  sheetCorrect: boolean;
  expectedAbstain: boolean;
  abstained: boolean;
  latencyMs: number;
  costUsd: number;
  answer: string;
  sheet?: string;
}

export interface EvalReport {
  questions: number;
  answerable: number;
  unanswerable: number;
  /** Answerable questions answered with every keyword group matched. */
  accuracy: number;
  /** Answerable questions right AND citing an accepted sheet first. */
  accuracyWithSheet: number;
  sheetAccuracy: number;
  abstentionAccuracy: number;
  falseAbstentions: number;
  p50Ms: number;
  p95Ms: number;
  costUsd: number;
  results: QuestionResult[];
}

const squash = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim();

/** Scores one answer against its label. */
export function scoreAnswer(label: LabelledQuestion, answer: DrawingAnswer): QuestionResult {
  const expectedAbstain = label.abstain === true;
  const text = squash(answer.answer);
  const keywordsOk = (label.accept ?? []).every((group) => group.some((word) => text.includes(squash(word))));
  const sheets =
    label.sheet === undefined ? undefined : Array.isArray(label.sheet) ? label.sheet : [label.sheet];
  const cited = answer.provenance[0]?.sheet;
  const sheetCorrect =
    !answer.abstained && (sheets === undefined || (cited !== undefined && sheets.includes(cited)));
  return {
    id: label.id,
    q: label.q,
    intent: answer.intent,
    correct: expectedAbstain ? answer.abstained : !answer.abstained && keywordsOk,
    sheetCorrect,
    expectedAbstain,
    abstained: answer.abstained,
    latencyMs: answer.latencyMs,
    costUsd: answer.usage.costUsd,
    answer: answer.answer,
    ...(cited ? { sheet: cited } : {}),
  };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Accuracy, sheet accuracy, abstention accuracy, latency percentiles and cost over scored results. */
export function summarize(results: QuestionResult[]): EvalReport {
  const answerable = results.filter((r) => !r.expectedAbstain);
  const unanswerable = results.filter((r) => r.expectedAbstain);
  const ratio = (n: number, d: number): number => (d === 0 ? 1 : Math.round((n / d) * 1000) / 1000);
  const latencies = results.map((r) => r.latencyMs);
  return {
    questions: results.length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    accuracy: ratio(answerable.filter((r) => r.correct).length, answerable.length),
    accuracyWithSheet: ratio(answerable.filter((r) => r.correct && r.sheetCorrect).length, answerable.length),
    sheetAccuracy: ratio(
      answerable.filter((r) => r.sheetCorrect).length,
      answerable.filter((r) => !r.abstained).length,
    ),
    abstentionAccuracy: ratio(unanswerable.filter((r) => r.abstained).length, unanswerable.length),
    falseAbstentions: answerable.filter((r) => r.abstained).length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    costUsd: results.reduce((sum, r) => sum + r.costUsd, 0),
    results,
  };
}
