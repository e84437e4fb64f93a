import type { DrawingAnswer } from '../answer/drawing-answer.ts';
import type { LabelledQuestion } from './labelled-question.ts';
import { type EvalReport, scoreAnswer, summarize } from './score-answers.ts';

/** Asks every labelled question through `ask` (the same path as `quoin drawings ask`) and scores the answers. */
export async function runEval(
  questions: readonly LabelledQuestion[],
  ask: (question: LabelledQuestion) => Promise<DrawingAnswer> | DrawingAnswer,
  onResult?: (done: number, total: number) => void,
): Promise<EvalReport> {
  const results = [];
  for (const question of questions) {
    results.push(scoreAnswer(question, await ask(question)));
    onResult?.(results.length, questions.length);
  }
  return summarize(results);
}

/** The report as text: one line per figure, then the questions that went wrong. */
export function formatEvalReport(report: EvalReport): string {
  const pct = (v: number): string => `${(v * 100).toFixed(1)}%`;
  const lines = [
    `questions            ${report.questions} (${report.answerable} answerable, ${report.unanswerable} unanswerable)`,
    `accuracy             ${pct(report.accuracy)} of answerable questions right`,
    `accuracy + sheet     ${pct(report.accuracyWithSheet)} right and citing an expected sheet first`,
    `sheet accuracy       ${pct(report.sheetAccuracy)} of answered questions cite an expected sheet first`,
    `abstention accuracy  ${pct(report.abstentionAccuracy)} of unanswerable questions abstained`,
    `false abstentions    ${report.falseAbstentions}`,
    `latency              p50 ${report.p50Ms} ms, p95 ${report.p95Ms} ms`,
    `cost                 $${report.costUsd.toFixed(4)}`,
  ];
  const wrong = report.results.filter((r) => !r.correct || (!r.expectedAbstain && !r.sheetCorrect));
  if (wrong.length > 0) {
    lines.push('', 'wrong:');
    for (const r of wrong) {
      const what = r.correct ? `sheet ${r.sheet ?? '-'}` : r.abstained ? 'abstained' : r.answer.slice(0, 100);
      lines.push(`  ${r.id}  ${r.q}  →  ${what}`);
    }
  }
  return lines.join('\n');
}
