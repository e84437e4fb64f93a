import { z } from 'zod';
import { reciprocalRankFusion } from '../search/dense-retrieval.ts';
import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { answerQuestion, assertValidQuestion } from './answer-question.ts';
import { classifyIntent } from './classify-intent.ts';
import { type AnswerUsage, type DrawingAnswer, INTENTS, provenanceOf } from './drawing-answer.ts';

/** One model call: the text it returned and what it cost. */
export interface DrawingModelReply {
  text: string;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** The model as this package sees it; the composition root adapts the AI SDK (or a scripted model) to it. */
export interface DrawingModel {
  generate(request: { system: string; prompt: string }): Promise<DrawingModelReply>;
}

const planSchema = z.object({ intent: z.enum(INTENTS), query: z.string().min(1).max(500) });
const answerSchema = z.object({
  answer: z.string(),
  abstain: z.boolean(),
  cites: z.array(z.number().int().min(1)).default([]),
});

const PLAN_SYSTEM =
  'You route questions about construction drawings. Reply with JSON only: {"intent": one of ' +
  `${INTENTS.join(', ')}, "query": keywords to search the drawings' text (keep sheet numbers and tags whole)}.`;
const ANSWER_SYSTEM =
  'Answer from the numbered evidence only (text read from the drawings). Reply with JSON only: {"answer": ' +
  'short answer, "abstain": true when the evidence does not answer it, "cites": evidence numbers used}. Never ' +
  'guess beyond the evidence; counts must come from the evidence.';

function parseJson<T>(schema: z.ZodType<T>, text: string): T | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * With a model: at most two calls. The first routes (intent, search words); retrieval and the offline strategies
 * gather evidence; the second answers from that evidence and cites it. Output that fails its schema, or cites
 * nothing, falls back to the offline answer. Citations are checked against the evidence given.
 */
export async function answerWithModel(
  rawQuestion: string,
  index: DrawingIndex,
  model: DrawingModel,
  now: () => number = () => performance.now(),
  dense?: readonly Evidence[],
): Promise<DrawingAnswer> {
  const started = now();
  const question = assertValidQuestion(rawQuestion);
  const usage: AnswerUsage = { modelCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 };
  const count = (reply: DrawingModelReply): void => {
    usage.modelCalls++;
    usage.inputTokens += reply.inputTokens;
    usage.outputTokens += reply.outputTokens;
    usage.costUsd += reply.costUsd;
  };
  const routed = await model.generate({ system: PLAN_SYSTEM, prompt: question });
  count(routed);
  const plan = parseJson(planSchema, routed.text) ?? { intent: classifyIntent(question), query: question };
  const offline = answerQuestion(question, index, { intent: plan.intent, ...(dense ? { dense } : {}) });
  const lexical = index.search(`${plan.query} ${question}`, 6);
  const evidence: Evidence[] = dense ? reciprocalRankFusion([lexical, dense]).slice(0, 6) : lexical;
  const numbered = evidence.map(
    (e, i) => `[${i + 1}] sheet ${e.sheet.number} (${e.sheet.title}), ${e.region.label}: ${e.quote}`,
  );
  const offlineNote = offline.abstained ? '' : `\nAn offline reading suggests: ${offline.answer}`;
  const reply = await model.generate({
    system: ANSWER_SYSTEM,
    prompt: `Question: ${question}\n\nEvidence:\n${numbered.join('\n')}${offlineNote}`,
  });
  count(reply);
  const parsed = parseJson(answerSchema, reply.text);
  const cited = (parsed?.cites ?? [])
    .map((n) => evidence[n - 1])
    .filter((e): e is Evidence => e !== undefined);
  const latencyMs = Math.round(now() - started);
  if (!parsed || (!parsed.abstain && cited.length === 0))
    return { ...offline, usage, latencyMs, cached: false };
  if (parsed.abstain) {
    return {
      ...offline,
      answer: parsed.answer || offline.answer,
      abstained: true,
      confidence: 0,
      provenance: [],
      usage,
      latencyMs,
      cached: false,
    };
  }
  return {
    answer: parsed.answer,
    abstained: false,
    confidence: offline.abstained ? 0.5 : Math.max(0.6, offline.confidence),
    intent: plan.intent,
    provenance: cited.map(provenanceOf),
    usage,
    latencyMs,
    cached: false,
  };
}
