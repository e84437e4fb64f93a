import { computeEstimateTotals, parseScope, QuoinError, UNTITLED_ESTIMATE } from '@quoin/core';
import { type ClientEvent, parseClientFrame, type ServerEvent, wsParamsSchema } from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';
import { jobScopeOf } from '../jobs/job-scope.ts';
import { planExecutionData } from '../jobs/plan-execution-job.ts';
import { toErrorResponse } from '../to-error-response.ts';
import { editFromMessage } from './edit-from-message.ts';
import { applyIntakeAnswer } from './intake-answers.ts';
import { joiningSocket } from './joining-socket.ts';
import { estimateChangedEvents, type LiveSocket, sendEvent } from './live-hub.ts';
import { say } from './say.ts';

/** WebSocket close code when the estimate does not exist (4000–4999 are for applications). */
export const CLOSE_NOT_FOUND = 4404;
const LIVE_ACTOR = 'live';

/** What the session needs of a ws WebSocket. */
export interface SessionSocket extends LiveSocket {
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  close(code?: number, reason?: string): void;
}

function errorEvent(context: AppContext, error: unknown): ServerEvent {
  let { status, body } = toErrorResponse(error);
  if (status >= 500) {
    // A server fault: logged with its stack under an id the client is given, as for REST answers.
    const requestId = context.newId('req');
    ({ status, body } = toErrorResponse(error, requestId));
    context.log.error({ err: error, requestId }, 'websocket message failed');
  }
  const { code, message, details } = body.error;
  return { type: 'error', code, message, details };
}

/**
 * One client on /ws/:estimateId. Frames are handled one at a time in arrival order; a bad frame or a failed
 * action answers this socket with an `error` event and the connection stays open. Changes go to every socket
 * of the estimate through the hub.
 */
export function startLiveSession(context: AppContext, socket: SessionSocket, rawParams: unknown): void {
  let queue: Promise<void> = Promise.resolve();
  let estimateId: string | undefined;
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => sendEvent(socket, errorEvent(context, error)));
  };
  // Listeners are attached at once: frames sent right after the upgrade must not be lost while we load.
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? undefined : Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
    enqueue(async () => {
      if (!estimateId) return;
      if (text === undefined) throw new QuoinError('VALIDATION_FAILED', 'Send text frames holding JSON.');
      const parsed = parseClientFrame(text);
      if (!parsed.ok) return sendEvent(socket, { type: 'error', ...parsed.error });
      await handleEvent(context, socket, estimateId, parsed.event);
    });
  });
  const member = joiningSocket(socket);
  let joinedId: string | undefined;
  socket.on('close', () => {
    if (joinedId) context.hub.leave(joinedId, member);
  });
  enqueue(async () => {
    const parsed = wsParamsSchema.safeParse(rawParams);
    const id = parsed.success ? parsed.data.estimateId : undefined;
    const estimate = id ? await context.store.estimates.getEstimate(id) : undefined;
    if (!id || !estimate) {
      sendEvent(
        socket,
        errorEvent(context, new QuoinError('NOT_FOUND', `No estimate with id ${String(id ?? '?')}.`)),
      );
      socket.close(CLOSE_NOT_FOUND, 'estimate not found');
      return;
    }
    // Joined first, then the history read: what is stored in between arrives once, after the history.
    joinedId = id;
    context.hub.join(id, member);
    const [messages, pending, failed] = await Promise.all([
      context.store.chatMessages.listMessages(id),
      context.store.plans.getPendingPlan(id),
      context.store.plans.getLatestFailedPlan(id),
    ]);
    estimateId = id;
    sendEvent(socket, { type: 'connected', estimateId: id, version: estimate.version });
    sendEvent(socket, {
      type: 'chat_history',
      messages: messages.map(({ id: messageId, role, content, createdAt }) => ({
        id: messageId,
        role,
        content,
        createdAt,
      })),
    });
    if (failed?.failure && !pending) {
      const { code, message } = toErrorResponse(failed.failure).body.error;
      sendEvent(socket, { type: 'execution_failed', planId: failed.id, code, message });
    }
    if (pending) {
      sendEvent(socket, {
        type: 'plan_proposed',
        planId: pending.id,
        summary: pending.summary,
        plan: pending.plan,
        understood: [],
      });
    }
    member.release(new Set(messages.map((message) => message.id)));
  });
}

async function handleEvent(
  context: AppContext,
  socket: SessionSocket,
  estimateId: string,
  event: ClientEvent,
) {
  switch (event.type) {
    case 'ping':
      return sendEvent(socket, { type: 'pong', ...(event.id ? { id: event.id } : {}) });
    case 'user_message':
      if (await editFromMessage(context, estimateId, event.text, saysAs(context, estimateId), LIVE_ACTOR))
        return;
      return context.chatResponder
        ? answerWithResponder(context, estimateId, event.text)
        : proposeFromText(context, estimateId, event.text);
    case 'approve_plan':
      return approvePlan(context, estimateId, event.planId);
    case 'intake_answer':
      await applyIntakeAnswer(context, event.intakeId, event.answer);
      return;
    case 'reject_plan': {
      const plan = await pendingPlan(context, estimateId, event.planId);
      await context.store.plans.setPlanStatus(plan.id, 'rejected', { actor: LIVE_ACTOR });
      return context.hub.broadcast(estimateId, { type: 'plan_rejected', planId: plan.id });
    }
  }
}

/** The user's message first, then every later line as the assistant's. */
function saysAs(context: AppContext, estimateId: string): (content: string) => Promise<void> {
  let role: 'user' | 'assistant' = 'user';
  return async (content) => {
    await say(context, estimateId, role, content);
    role = 'assistant';
  };
}

/** Without a model: the scope parser reads the message and its plan waits for approval. */
async function proposeFromText(context: AppContext, estimateId: string, text: string) {
  await say(context, estimateId, 'user', text);
  const estimate = await context.store.estimates.getEstimate(estimateId);
  const zip = estimate?.location?.input;
  let scope: ReturnType<typeof parseScope>;
  try {
    scope = parseScope(text, { registry: context.registry, ...(zip ? { defaultZip: zip } : {}) });
  } catch (error) {
    await say(context, estimateId, 'assistant', toErrorResponse(error).body.error.message);
    throw error;
  }
  const proposed = await storePendingPlan(
    context,
    estimateId,
    scope.plan,
    scope.plan.summary ?? '',
    scope.understood,
  );
  const understood = scope.understood.length ? `I read: ${scope.understood.join('; ')}. ` : '';
  await say(context, estimateId, 'assistant', `${understood}Approve the plan to price it.`);
  context.hub.broadcast(estimateId, proposed);
}

/**
 * An estimate started without a name ("New estimate" from the workspace) takes its first job's title
 * ("Replace 3 windows in the living room"), never a timestamp; a name someone gave it stays.
 */
async function nameAfterJob(context: AppContext, estimateId: string, plan: unknown) {
  const title = (plan as { title?: unknown }).title;
  const estimate = await context.store.estimates.getEstimate(estimateId);
  if (!estimate || estimate.title !== UNTITLED_ESTIMATE || typeof title !== 'string' || !title.trim()) return;
  const saved = await context.store.estimates.updateEstimate(
    estimateId,
    estimate.version,
    (current) => ({ ...current, title: title.trim().slice(0, 200) }),
    { actor: LIVE_ACTOR },
  );
  const totals = computeEstimateTotals(saved);
  context.hub.broadcastAll(
    estimateId,
    estimateChangedEvents({ ...saved, grandTotalCents: totals.grandTotalCents }),
  );
}

/** Stores a plan as the estimate's pending one; returns the `plan_proposed` event that announces it. */
async function storePendingPlan(
  context: AppContext,
  estimateId: string,
  plan: unknown,
  summary: string,
  understood: string[],
): Promise<ServerEvent> {
  await nameAfterJob(context, estimateId, plan);
  const stored = await context.store.plans.proposePlan(
    { estimateId, plan, summary, id: context.newId('plan') },
    { actor: LIVE_ACTOR },
  );
  return { type: 'plan_proposed', planId: stored.id, summary, plan: stored.plan, understood };
}

/**
 * With a model: the responder answers. Text streams to every socket as `assistant_chunk` and is stored as one
 * assistant message at the end (also when the responder fails part way, so nothing said is lost); a plan waits
 * for approval like the parser's; suggestions and token usage go out as they come.
 */
async function answerWithResponder(context: AppContext, estimateId: string, text: string) {
  const responder = context.chatResponder;
  if (!responder) return;
  const history = await context.store.chatMessages.listMessages(estimateId);
  await say(context, estimateId, 'user', text);
  const estimate = await context.store.estimates.getEstimate(estimateId);
  if (!estimate) throw new QuoinError('NOT_FOUND', `No estimate with id ${estimateId}.`);
  let answer = '';
  try {
    const turn = {
      estimateId,
      text,
      history: history.map(({ role, content }) => ({
        role: role === 'user' ? ('user' as const) : ('assistant' as const),
        content,
      })),
      estimate,
    };
    for await (const event of responder(turn)) {
      if (event.type === 'text-delta') {
        answer += event.text;
        context.hub.broadcast(estimateId, { type: 'assistant_chunk', delta: event.text });
      } else if (event.type === 'plan') {
        const proposed = await storePendingPlan(
          context,
          estimateId,
          event.plan,
          event.summary,
          event.understood,
        );
        context.hub.broadcast(estimateId, proposed);
      } else if (event.type === 'suggestions') {
        context.hub.broadcast(estimateId, { type: 'suggestions_updated', suggestions: event.suggestions });
      } else {
        const { inputTokens, outputTokens, costUsd, modelId } = event;
        context.hub.broadcast(estimateId, {
          type: 'token_usage_updated',
          inputTokens,
          outputTokens,
          costUsd,
          modelId,
        });
      }
    }
  } finally {
    if (answer.trim() !== '') await say(context, estimateId, 'assistant', answer);
  }
}

async function pendingPlan(context: AppContext, estimateId: string, planId: string | undefined) {
  const pending = await context.store.plans.getPendingPlan(estimateId);
  if (!pending || (planId && pending.id !== planId)) {
    const which = planId ? `Plan ${planId} is not pending` : 'There is no pending plan';
    throw new QuoinError('NO_PENDING_PLAN', `${which}; send a user_message describing the work first.`, {
      estimateId,
      ...(pending ? { pendingPlanId: pending.id } : {}),
    });
  }
  return pending;
}

async function approvePlan(context: AppContext, estimateId: string, planId: string | undefined) {
  const pending = await pendingPlan(context, estimateId, planId);
  // pending → approved is one locked row update: of two sockets approving at once, one wins.
  const approved = await context.store.plans.setPlanStatus(pending.id, 'approved', { actor: LIVE_ACTOR });
  context.hub.broadcast(estimateId, { type: 'plan_approved', planId: approved.id });
  // In-process: runs now, as before; with a queue: a worker runs it and its events come back through fanout/.
  await context.jobs.enqueue(
    'plan-execution',
    planExecutionData(approved.id, LIVE_ACTOR, jobScopeOf(context)),
    {
      key: approved.id,
    },
  );
}
