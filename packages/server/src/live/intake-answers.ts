import { answerIntake, answerIntakeWithModel, finishIntake, type IntakeSession } from '@quoin/agents';
import { QuoinError } from '@quoin/core';
import type { IntakeResponse } from '@quoin/protocol';
import type { StoredIntake } from '@quoin/store';
import type { AppContext } from '../app-deps.ts';

/** The interview as the wire shows it. */
export function toIntakeResponse(stored: StoredIntake): IntakeResponse {
  const session = stored.state as IntakeSession;
  return {
    id: stored.id,
    mode: stored.mode,
    ...(stored.estimateId ? { estimateId: stored.estimateId } : {}),
    status: stored.status,
    turns: session.turns,
    transcript: session.transcript,
    brief: stored.brief,
  };
}

export async function loadIntake(context: AppContext, intakeId: string): Promise<StoredIntake> {
  const stored = await context.store.intakeSessions.get(intakeId);
  if (!stored)
    throw new QuoinError('NOT_FOUND', `No intake interview ${intakeId}; start one with POST /api/intake.`, {
      kind: 'intake',
      id: intakeId,
    });
  return stored;
}

/** Tells every socket of the interview's estimate where it stands (other windows follow the interview). */
export function announceIntake(context: AppContext, stored: StoredIntake): IntakeResponse {
  const intake = toIntakeResponse(stored);
  if (stored.estimateId) context.hub.broadcast(stored.estimateId, { type: 'intake_updated', intake });
  return intake;
}

/**
 * One answer, from REST or a socket: the model (when configured) or the offline interviewer takes the turn (the
 * server counts turns), the
 * session and brief are saved, and the estimate's sockets hear `intake_updated`.
 */
export async function applyIntakeAnswer(
  context: AppContext,
  intakeId: string,
  answer: string,
): Promise<IntakeResponse> {
  const stored = await loadIntake(context, intakeId);
  const previous = stored.state as IntakeSession;
  const session = context.intakeModel
    ? await answerIntakeWithModel(context.intakeModel, previous, answer)
    : answerIntake(previous, answer, { registry: context.registry });
  const brief = session.status === 'interviewing' ? session.brief : finishIntake(session);
  const saved = await context.store.intakeSessions.update(stored.id, {
    status: session.status,
    state: session,
    brief,
  });
  return announceIntake(context, saved);
}
