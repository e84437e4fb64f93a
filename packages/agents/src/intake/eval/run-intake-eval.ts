import type { TradeRegistry } from '@quoin/core';
import { INTAKE_DOMAINS, type IntakeMode } from '@quoin/protocol';
import type { IntakeSession } from '../intake-session.ts';
import {
  answerIntakeWithModel,
  emptyIntakeUsage,
  type IntakeModelContext,
  type IntakeUsage,
} from '../model-interviewer.ts';
import { answerIntake, finishIntake, startIntake } from '../offline-interviewer.ts';
import { type GoldenIntake, goldenIntakes } from './golden-intake.ts';
import { gradeBrief, type RubricGrade } from './grade-brief.ts';
import { checkIntake, type IntakeCheck } from './intake-eval-checks.ts';

export interface IntakeEvalResult {
  id: string;
  mode: IntakeMode;
  passed: boolean;
  /** Answers the interview took (the server's count). */
  turns: number;
  /** Domains covered at the end, out of ten. */
  completeness: number;
  checks: IntakeCheck[];
  rubric?: RubricGrade;
  usage: IntakeUsage;
}

export interface IntakeEvalReport {
  interviewer: string;
  results: IntakeEvalResult[];
  byMode: Record<
    IntakeMode,
    {
      conversations: number;
      passed: number;
      meanTurns: number;
      meanCompleteness: number;
      meanRubric?: number;
    }
  >;
}

/** What the scripted user says to the session's current question. */
function scriptedAnswer(golden: GoldenIntake, session: IntakeSession, used: Map<string, number>): string {
  if (session.status === 'summary') return 'yes';
  if (session.turns.length === 1) return golden.first;
  const turn = session.turns.at(-1);
  const kind = session.pending.kind;
  const key =
    kind === 'follow-up' || turn?.message.includes('You mentioned')
      ? 'follow-up'
      : (turn?.domain ?? (kind === 'open' ? 'open' : 'default'));
  const value = golden.answers[key];
  const index = used.get(key) ?? 0;
  used.set(key, index + 1);
  if (Array.isArray(value)) return value[index] ?? golden.default;
  // A domain answered once is not answered again (a follow-up may be asked twice with other topics).
  return value !== undefined && (index === 0 || key === 'follow-up') ? value : golden.default;
}

/** Plays one golden conversation: the scripted user answers what is asked, then confirms the summary. */
export async function playGolden(
  golden: GoldenIntake,
  model?: IntakeModelContext,
  registry?: TradeRegistry,
  usage = emptyIntakeUsage(),
): Promise<IntakeSession> {
  let session = startIntake(golden.mode);
  const used = new Map<string, number>();
  for (let step = 0; step < 25 && session.status !== 'confirmed'; step += 1) {
    const answer = scriptedAnswer(golden, session, used);
    session = model
      ? await answerIntakeWithModel(model, session, answer, usage)
      : answerIntake(session, answer, registry ? { registry } : {});
  }
  return session;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/**
 * `quoin intake eval`: every golden conversation played (offline, or with the model), checked deterministically;
 * with a model each brief is also graded on the rubric by a second call. Both are reported.
 */
export async function runIntakeEval(
  options: { model?: IntakeModelContext; registry?: TradeRegistry; modes?: IntakeMode[] } = {},
): Promise<IntakeEvalReport> {
  const goldens = goldenIntakes().filter((golden) => !options.modes || options.modes.includes(golden.mode));
  const results: IntakeEvalResult[] = [];
  for (const golden of goldens) {
    const usage = emptyIntakeUsage();
    const session = await playGolden(golden, options.model, options.registry, usage);
    const checks = checkIntake(golden, session, options.registry);
    const brief = finishIntake(session);
    const rubric = options.model
      ? await gradeBrief(options.model, session.transcript, brief, usage)
      : undefined;
    results.push({
      id: golden.id,
      mode: golden.mode,
      passed: checks.every((check) => check.ok),
      turns: session.turn,
      completeness: brief.domainsCovered.length / INTAKE_DOMAINS.length,
      checks,
      ...(rubric ? { rubric } : {}),
      usage,
    });
  }
  const byMode = Object.fromEntries(
    (['quick', 'full', 'open'] as const).map((mode) => {
      const own = results.filter((result) => result.mode === mode);
      const graded = own.flatMap((result) => (result.rubric ? [result.rubric.total] : []));
      return [
        mode,
        {
          conversations: own.length,
          passed: own.filter((result) => result.passed).length,
          meanTurns: mean(own.map((result) => result.turns)),
          meanCompleteness: mean(own.map((result) => result.completeness)),
          ...(graded.length ? { meanRubric: mean(graded) } : {}),
        },
      ];
    }),
  ) as IntakeEvalReport['byMode'];
  return { interviewer: options.model ? options.model.model.label : 'offline', results, byMode };
}
