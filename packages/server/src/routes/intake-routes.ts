import { briefToPlan, finishIntake, type IntakeSession, startIntake } from '@quoin/agents';
import { QuoinError } from '@quoin/core';
import type { CreateIntakeBody, IntakeAnswerBody, IntakePhotoBody, ServerEvent } from '@quoin/protocol';
import { announceIntake, applyIntakeAnswer, loadIntake, toIntakeResponse } from '../live/intake-answers.ts';
import { type HandlerFactory, REST_ACTOR } from './route-handler.ts';

type IntakeParams = { intakeId: string };

/**
 * The intake interview over REST: the offline interviewer answers each turn (the server counts turns), the
 * session and its brief are kept in the store with the estimate, and a confirmed brief becomes the estimate's
 * pending plan, announced to its sockets like any other.
 */
export const intakeHandlers: HandlerFactory = (context) => ({
  async createIntake({ body }, reply) {
    const { mode, estimateId } = body as CreateIntakeBody;
    if (estimateId && !(await context.store.estimates.getEstimate(estimateId)))
      throw new QuoinError('NOT_FOUND', `No estimate ${estimateId}.`, { kind: 'estimate', id: estimateId });
    const session = startIntake(mode);
    const stored = await context.store.intakeSessions.create({
      id: context.newId('intake'),
      ...(estimateId ? { estimateId } : {}),
      mode,
      status: session.status,
      state: session,
      brief: session.brief,
    });
    return reply.code(201).send(announceIntake(context, stored));
  },

  async getIntake({ params }) {
    return toIntakeResponse(await loadIntake(context, (params as IntakeParams).intakeId));
  },

  async answerIntake({ params, body }) {
    return applyIntakeAnswer(context, (params as IntakeParams).intakeId, (body as IntakeAnswerBody).answer);
  },

  /** A photo with its note into the brief; an upload named must be an image of the interview's estimate. */
  async addIntakePhoto({ params, body }) {
    const stored = await loadIntake(context, (params as IntakeParams).intakeId);
    const photo = body as IntakePhotoBody;
    if (photo.uploadId) {
      const upload = await context.store.uploads.getUpload(photo.uploadId);
      if (!upload || upload.estimateId !== stored.estimateId)
        throw new QuoinError('NOT_FOUND', `No upload ${photo.uploadId} on this interview's estimate.`, {
          kind: 'upload',
          id: photo.uploadId,
        });
    }
    const state = stored.state as IntakeSession;
    const photos = [
      ...state.brief.photos.filter((p) => p.name !== photo.name),
      { name: photo.name, note: photo.note },
    ];
    const session: IntakeSession = { ...state, brief: { ...state.brief, photos } };
    const brief = { ...stored.brief, photos };
    const saved = await context.store.intakeSessions.update(stored.id, {
      status: session.status,
      state: session,
      brief,
    });
    return announceIntake(context, saved);
  },

  async proposeIntakePlan({ params }, reply) {
    const stored = await loadIntake(context, (params as IntakeParams).intakeId);
    if (!stored.estimateId)
      throw new QuoinError(
        'VALIDATION_FAILED',
        'This interview belongs to no estimate: start it with an estimateId to plan from it.',
        { id: stored.id },
      );
    const { plan, understood } = briefToPlan(finishIntake(stored.state as IntakeSession), {
      registry: context.registry,
    });
    const summary = plan.summary ?? 'From the intake brief';
    const proposed = await context.store.plans.proposePlan(
      { estimateId: stored.estimateId, plan, summary, id: context.newId('plan') },
      { actor: REST_ACTOR },
    );
    const event: ServerEvent = {
      type: 'plan_proposed',
      planId: proposed.id,
      summary,
      plan: proposed.plan,
      understood,
    };
    context.hub.broadcast(stored.estimateId, event);
    return reply
      .code(201)
      .send({ planId: proposed.id, estimateId: stored.estimateId, summary, plan: proposed.plan, understood });
  },
});
