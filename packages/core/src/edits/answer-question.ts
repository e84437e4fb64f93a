import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { rescaleLineItem } from '../estimate/rescale-line-item.ts';
import { lookupLocation } from '../labor/location-factors.ts';
import { toEstimateLocation } from '../plan/compile-plan.ts';
import { finalizeEstimate } from '../plan/finalize-estimate.ts';
import { QuoinError } from '../quoin-error.ts';
import { ROOM_TYPES } from '../scope/room-areas.ts';
import { uomLabel } from '../units/uom.ts';
import { type AppliedEdit, type ApplyEditOptions, applyEditRequest } from './apply-edit-request.ts';
import { findTargetLines, readEditRequest } from './read-edit-request.ts';
import { relocateAndRecheck } from './relocate-and-recheck.ts';
import { isRoomSizeQuestion } from './resize-room.ts';

/** An open question of the estimate (its exact words) and the contractor's or client's answer. */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

const ZIP_QUESTION = /\bZIP code\b/i;
/** The reader's question for a typical quantity: What is the floor area for "Install carpet"? */
const TYPICAL_QUANTITY_QUESTION = /^What is the (.+?) for "(.+)"\?$/;

function refuse(message: string, details: Record<string, unknown>): never {
  throw new QuoinError('INVALID_INPUT', message, details);
}

function withoutQuestion(estimate: Estimate, question: string): Estimate {
  const doubts = estimate.doubts?.filter((doubt) => doubt !== question);
  return {
    ...estimate,
    questions: estimate.questions.filter((asked) => asked !== question),
    ...(doubts ? { doubts } : {}),
  };
}

function mapLines(estimate: Estimate, ids: Set<string>, change: (item: LineItem) => LineItem): Estimate {
  return {
    ...estimate,
    groups: estimate.groups.map((group) => ({
      ...group,
      items: group.items.map((item) => (ids.has(item.id) ? change(item) : item)),
    })),
  };
}

async function answerRoomSize(estimate: Estimate, asked: QuestionAnswer, options: ApplyEditOptions) {
  const room = ROOM_TYPES.find((type) => isRoomSizeQuestion(asked.question, type));
  if (!room) return undefined;
  const reading = readEditRequest(`${room.label} ${asked.answer}`, estimate, options.registry);
  if (reading.status !== 'edit' || reading.request.kind !== 'resizeRoom') {
    refuse(`Give the ${room.label}'s size as length × width in feet, e.g. "12x14 with 8 ft ceilings".`, {
      question: asked.question,
      answer: asked.answer,
    });
  }
  return applyEditRequest(estimate, reading.request, options);
}

function answerZip(
  estimate: Estimate,
  asked: QuestionAnswer,
  options: ApplyEditOptions,
): AppliedEdit | undefined {
  if (!ZIP_QUESTION.test(asked.question)) return undefined;
  const zip = /\b(\d{5})\b/.exec(asked.answer)?.[1];
  if (!zip) refuse('Give the job\'s five-digit ZIP code, e.g. "78704".', { answer: asked.answer });
  const moved = relocateAndRecheck(estimate, toEstimateLocation(lookupLocation(zip)), options.registry);
  const assumptions = moved.estimate.assumptions.filter((note) => !/^No location given/.test(note));
  return {
    estimate: { ...moved.estimate, assumptions },
    changes: [`Priced for ZIP ${zip}: ${moved.repricedLineCount} lines priced again`],
  };
}

function answerTypicalQuantity(estimate: Estimate, asked: QuestionAnswer, options: ApplyEditOptions) {
  const match = TYPICAL_QUANTITY_QUESTION.exec(asked.question);
  if (!match) return undefined;
  const title = match[2] ?? '';
  const quantity = Number(/(\d[\d,]*(?:\.\d+)?)/.exec(asked.answer)?.[1]?.replaceAll(',', ''));
  if (!Number.isFinite(quantity) || quantity <= 0) {
    refuse(`Give the ${match[1]} as a number, e.g. "120".`, { answer: asked.answer });
  }
  const all = estimate.groups.flatMap((group) => group.items);
  const named = all.filter((item) => item.title.toLowerCase() === title.toLowerCase());
  const lines = named.length > 0 ? named : findTargetLines(estimate, title, options.registry);
  const changes = lines.map(
    (item) =>
      `${item.title}: ${item.quantity} → ${quantity} ${uomLabel(item.uom)}, materials bought again for it`,
  );
  const resized = mapLines(estimate, new Set(lines.map((line) => line.id)), (item) => ({
    ...rescaleLineItem(item, quantity),
    quantitySource: 'stated',
  }));
  const typicalNote = `${title}: no ${match[1]} given;`;
  return {
    estimate: {
      ...resized,
      assumptions: resized.assumptions.filter((note) => !note.startsWith(typicalNote)),
    },
    changes,
  };
}

/**
 * An open question answered: a room's size re-sizes the room's lines, a ZIP prices the estimate for the place,
 * a typical quantity's figure becomes the line's quantity, any other answer that reads as an edit ("drop the
 * permit") is applied; the answer is recorded and the question (or reader's doubt) cleared; the estimate is
 * validated, scored and its lifecycle moved again.
 */
export async function answerQuestion(
  input: Estimate,
  asked: QuestionAnswer,
  options: ApplyEditOptions,
): Promise<AppliedEdit> {
  const answer = asked.answer.trim();
  if (answer === '') refuse('The answer is empty.', { question: asked.question });
  const open = [...input.questions, ...(input.doubts ?? [])];
  if (!open.includes(asked.question)) {
    refuse('This estimate has no such open question.', { question: asked.question, open });
  }
  const clean = { question: asked.question, answer };
  const applied = (await answerRoomSize(input, clean, options)) ??
    answerZip(input, clean, options) ??
    answerTypicalQuantity(input, clean, options) ?? { estimate: input, changes: [] };
  let { estimate } = applied;
  const changes = [...applied.changes];
  if (changes.length === 0) {
    const reading = readEditRequest(answer, estimate, options.registry);
    if (reading.status === 'edit') {
      const edited = await applyEditRequest(estimate, reading.request, options);
      estimate = edited.estimate;
      changes.push(...edited.changes);
    }
  }
  const note = `${asked.question} ${answer} (answered).`;
  estimate = withoutQuestion(estimate, asked.question);
  estimate = { ...estimate, assumptions: [...estimate.assumptions.filter((a) => a !== note), note] };
  if (changes.length === 0) changes.push('answer recorded in the assumptions; no line depends on it');
  return { estimate: finalizeEstimate(estimate, options.registry), changes };
}
