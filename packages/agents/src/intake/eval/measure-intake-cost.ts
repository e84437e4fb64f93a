import type { IntakeMode } from '@quoin/protocol';
import { ScriptedLanguageModel } from '../../estimating/scripted-models/scripted-model.ts';
import type { ModelPrice } from '../../models/model-prices.ts';
import type { IntakeSession } from '../intake-session.ts';
import { answerIntakeWithModel, emptyIntakeUsage } from '../model-interviewer.ts';
import { answerIntake, startIntake } from '../offline-interviewer.ts';
import { type GoldenIntake, goldenIntakes } from './golden-intake.ts';
import { playGolden } from './run-intake-eval.ts';

export interface IntakeCostByMode {
  sessions: number;
  meanModelCalls: number;
  meanInputTokens: number;
  meanOutputTokens: number;
  /** Mean cost of one interview at `price`, micro-USD. */
  meanCostMicroUsd: number;
}

/**
 * What an interview costs on the model path at a price-table price: every golden conversation is played through
 * answerIntakeWithModel with a scripted model whose replies are the offline interviewer's turn (both tools, the
 * whole brief), so the prompts are the real ones and the replies realistic in size. Tokens are counted with an
 * OpenAI tokenizer; a real model's replies differ in length.
 */
export async function measureIntakeCost(price: ModelPrice): Promise<Record<IntakeMode, IntakeCostByMode>> {
  const out = {} as Record<IntakeMode, IntakeCostByMode>;
  for (const mode of ['quick', 'full', 'open'] as const) {
    const goldens = goldenIntakes().filter((golden) => golden.mode === mode);
    const totals = { calls: 0, input: 0, output: 0, cost: 0 };
    for (const golden of goldens) {
      const answers = await answersOf(golden);
      let offline = startIntake(mode);
      const model = new ScriptedLanguageModel('intake-cost', () => {
        const turn = offline.turns.at(-1);
        const { schemaVersion: _version, ...brief } = offline.brief;
        return {
          toolCalls: [
            { toolName: 'update_brief', input: brief },
            {
              toolName: 'respond_to_user',
              input: {
                message: turn?.message ?? 'Thanks.',
                quickReplies: turn?.quickReplies ?? [],
                openEnded: turn?.openEnded ?? true,
                isSummary: turn?.isSummary ?? false,
              },
            },
          ],
        };
      });
      const context = { model: { model, price, label: 'scripted:intake-cost' }, now: () => new Date() };
      const usage = emptyIntakeUsage();
      let session: IntakeSession = startIntake(mode);
      for (const answer of answers) {
        if (session.status !== 'interviewing') break;
        offline = answerIntake(offline, answer);
        session = await answerIntakeWithModel(context, session, answer, usage);
      }
      totals.calls += usage.modelCalls;
      totals.input += usage.inputTokens;
      totals.output += usage.outputTokens;
      totals.cost += usage.costMicroUsd;
    }
    const n = Math.max(1, goldens.length);
    out[mode] = {
      sessions: goldens.length,
      meanModelCalls: totals.calls / n,
      meanInputTokens: Math.round(totals.input / n),
      meanOutputTokens: Math.round(totals.output / n),
      meanCostMicroUsd: Math.round(totals.cost / n),
    };
  }
  return out;
}

/** The scripted user's answers in the order the offline interview asks for them. */
async function answersOf(golden: GoldenIntake): Promise<string[]> {
  const played = await playGolden(golden);
  return played.transcript.filter((entry) => entry.role === 'user').map((entry) => entry.text);
}
