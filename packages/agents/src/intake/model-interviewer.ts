import { type Brief, briefSchema, INTAKE_DOMAINS, type IntakeTurn } from '@quoin/protocol';
import type { AgentModel } from '../estimating/pipeline/agent-model.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { BudgetLimits } from '../runs/budget-limits.ts';
import { runAgent } from '../runs/run-agent.ts';
import type { SpendLedger } from '../runs/spend-ledger.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import { type IntakeSession, MODE_TURNS } from './intake-session.ts';
import { type BriefPatch, type IntakeResponse, intakeTools } from './intake-tools.ts';
import { loadIntakePrompt } from './load-intake-prompt.ts';
import { answerIntake } from './offline-interviewer.ts';
import { withInferences } from './summarize-brief.ts';

/** What a model-run interview needs, injected. */
export interface IntakeModelContext {
  model: AgentModel;
  now: () => Date;
  rateLimiter?: RateLimiter;
  budget?: { limits: BudgetLimits; ledger: SpendLedger };
}

/** Model use of one interview, summed over its turns (retries included). */
export interface IntakeUsage {
  modelCalls: number;
  inputTokens: number;
  outputTokens: number;
  costMicroUsd: number;
  retries: number;
  fallbacks: number;
}

export function emptyIntakeUsage(): IntakeUsage {
  return { modelCalls: 0, inputTokens: 0, outputTokens: 0, costMicroUsd: 0, retries: 0, fallbacks: 0 };
}

function turnPrompt(session: IntakeSession, answer: string, lastTurn: boolean, retryNote: string): string {
  const { target, max } = MODE_TURNS[session.mode];
  const covered = session.brief.domainsCovered;
  return [
    `Mode: ${session.mode}. This is answer ${session.turn + 1} (target ~${target}, cap ${max}).`,
    lastTurn ? 'This is the last turn: update the brief, then write the summary (isSummary: true).' : '',
    `Domains covered: ${covered.join(', ') || 'none'}. Uncovered: ${INTAKE_DOMAINS.filter((d) => !covered.includes(d)).join(', ') || 'none'}.`,
    `Brief so far: ${JSON.stringify(session.brief)}`,
    'Conversation:',
    ...session.transcript.map((entry) => `${entry.role === 'user' ? 'User' : 'You'}: ${entry.text}`),
    `User: ${answer}`,
    retryNote,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The patch applied to the brief: fields replaced, domains added; a result that fails the schema is refused. */
function applyPatch(brief: Brief, patch: BriefPatch): Brief | undefined {
  const domains = new Set([...brief.domainsCovered, ...(patch.domainsCovered ?? [])]);
  const merged = { ...brief, ...patch, domainsCovered: INTAKE_DOMAINS.filter((d) => domains.has(d)) };
  const parsed = briefSchema.safeParse(merged);
  return parsed.success ? parsed.data : undefined;
}

async function callOnce(
  context: IntakeModelContext,
  session: IntakeSession,
  answer: string,
  lastTurn: boolean,
  retryNote: string,
  usage: IntakeUsage,
): Promise<{ patch?: BriefPatch; response?: IntakeResponse }> {
  const got: { patch?: BriefPatch; response?: IntakeResponse } = {};
  const registry = new ToolRegistry({ now: context.now, timer: () => performance.now() }).register(
    ...intakeTools(
      (patch) => (got.patch = patch),
      (response) => (got.response = response),
    ),
  );
  const prompt = loadIntakePrompt('intake');
  const run = runAgent({
    model: context.model.model,
    registry,
    toolNames: ['update_brief', 'respond_to_user'],
    system: prompt.text,
    prompt: turnPrompt(session, answer, lastTurn, retryNote),
    price: context.model.price,
    maxSteps: 1,
    stream: false,
    temperature: 0.3,
    agentName: 'intake',
    record: { promptVersion: `intake@${prompt.version}` },
    ...(context.budget ? { budget: { ...context.budget, now: context.now } } : {}),
    ...(context.rateLimiter ? { rateLimiter: context.rateLimiter } : {}),
  });
  const result = await run.result;
  usage.modelCalls += result.steps.length;
  usage.inputTokens += result.usage.inputTokens;
  usage.outputTokens += result.usage.outputTokens;
  usage.costMicroUsd += result.costMicroUsd;
  return got;
}

/**
 * One interview turn with a model: one call that must call `update_brief` and `respond_to_user`. A turn missing
 * either (or answering outside the schema) is retried once, then answered by the offline interviewer. The
 * server counts the turns: at the mode's cap the turn is a summary whatever the model says.
 */
export async function answerIntakeWithModel(
  context: IntakeModelContext,
  previous: IntakeSession,
  answer: string,
  usage: IntakeUsage = emptyIntakeUsage(),
): Promise<IntakeSession> {
  // Confirming or correcting the summary needs no model: the offline interviewer reads yes, change and edits.
  if (previous.status !== 'interviewing') return answerIntake(previous, answer);
  const turn = previous.turn + 1;
  const lastTurn = turn >= MODE_TURNS[previous.mode].max;
  let note = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let got: Awaited<ReturnType<typeof callOnce>>;
    try {
      got = await callOnce(context, previous, answer, lastTurn, note, usage);
    } catch (error) {
      if ((error as { code?: string }).code === 'BUDGET_EXCEEDED') throw error;
      got = {};
    }
    const brief = got.patch ? applyPatch(previous.brief, got.patch) : undefined;
    if (brief && got.response) return modelTurn(previous, answer, brief, got.response, lastTurn);
    if (attempt === 0) usage.retries += 1;
    note =
      'Your previous reply did not call both tools with valid arguments. Call update_brief, then respond_to_user.';
  }
  usage.fallbacks += 1;
  const offline = answerIntake(previous, answer);
  const last = offline.turns.at(-1);
  return last
    ? { ...offline, turns: [...offline.turns.slice(0, -1), { ...last, answeredBy: 'offline-fallback' }] }
    : offline;
}

function modelTurn(
  previous: IntakeSession,
  answer: string,
  brief: Brief,
  response: IntakeResponse,
  lastTurn: boolean,
): IntakeSession {
  const isSummary = response.isSummary || lastTurn;
  const finalBrief = isSummary ? withInferences(brief) : brief;
  const covered = finalBrief.domainsCovered.length;
  const { target, max } = MODE_TURNS[previous.mode];
  const turnNumber = previous.turn + 1;
  const next: IntakeTurn = {
    message: response.message,
    quickReplies:
      isSummary && response.quickReplies.length === 0
        ? [
            { label: 'Looks right', value: 'yes' },
            { label: 'Change something', value: 'change' },
          ]
        : response.quickReplies,
    openEnded: response.openEnded,
    isSummary,
    status: isSummary ? 'summary' : 'interviewing',
    progress: {
      coveredDomains: covered,
      totalDomains: INTAKE_DOMAINS.length,
      turn: turnNumber,
      maxTurns: max,
      text: `${covered} of ${INTAKE_DOMAINS.length} domains · answer ${turnNumber} of ~${target}`,
    },
    brief: finalBrief,
    answeredBy: 'model',
    ...(response.domain && !isSummary ? { domain: response.domain } : {}),
  };
  return {
    ...previous,
    brief: finalBrief,
    turn: turnNumber,
    status: next.status,
    pending: isSummary ? { kind: 'summary' } : { kind: 'open' },
    summaryRounds: isSummary ? 1 : previous.summaryRounds,
    transcript: [
      ...previous.transcript,
      { role: 'user', text: answer },
      { role: 'assistant', text: response.message },
    ],
    turns: [...previous.turns, next],
  };
}
