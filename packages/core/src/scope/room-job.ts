import type { Measure } from './measure.ts';
import { describeMeasure } from './parse-quantity.ts';
import type { ParseState } from './parse-state.ts';
import { ROOM_TYPES } from './room-areas.ts';
import { partOfRoomJob, roomTemplateFor } from './room-by-parts.ts';
import { areaSubject, type ClauseContext, type PlanItemDraft, readClause } from './scope-context.ts';
import { templateSize } from './template-size.ts';

/** A bare area in the job's clause ("redo the kitchen, 150 sq ft", taken as square) or the request's one size is the room's. */
export function roomSpaces(context: ClauseContext, label: string): ClauseContext['spaces'] {
  if (context.spaces.some((space) => space.source !== 'typical')) return context.spaces;
  const area = context.measures.find(bareArea(context));
  const [size, ...more] = readClause(context.requestText).spaces.filter((s) => s.source !== 'typical');
  if (!area) return size?.label === 'area' && more.length === 0 ? [{ ...size, label }] : context.spaces;
  context.consumed.add(area);
  const side = Math.round(Math.sqrt(area.value) * 10) / 10;
  context.assumptions.push(
    `The ${label} taken as ${describeMeasure(area)} of floor, square (${side} × ${side} ft).`,
  );
  return [{ label, count: 1, widthFt: side, lengthFt: side, source: 'area', used: true }];
}

const bareArea = (context: ClauseContext) => (m: Measure) =>
  m.kind === 'area' &&
  m.uom === 'sq_ft' &&
  !context.consumed.has(m) &&
  areaSubject(m, context.text) === 'generic';

/**
 * "Finish the basement and add a bathroom, 1000 sf": a bare area said with a room the sentence's room job includes
 * (its bathroom) is the job's room, as if said in the job's clause; the room included takes its own size.
 */
export function jobSizedWithItsPart(
  sentence: ClauseContext,
  clauses: readonly string[],
  state: ParseState,
): ClauseContext['spaces'] {
  const job = roomTemplateFor(sentence, state);
  const room = ROOM_TYPES.find((r) => r.id === job?.room);
  const part = clauses.find((clause) =>
    partOfRoomJob({ ...sentence, text: clause }, state)?.yieldsTo.some((y) => y.template === job?.id),
  );
  const area = sentence.measures.filter(bareArea(sentence));
  if (!room || !part || area.length !== 1 || !part.includes(area[0]!.text)) return [];
  return roomSpaces(
    { ...sentence, spaces: [], consumed: new Set(), assumptions: state.assumptions },
    room.label,
  );
}

export const KEEPS_CABINETS =
  /\b(?:paint|repaint|refinish|reface|stain|restain)\w* (?:the |our |my |existing )*(?:kitchen )?cabinets?\b|\bcabinets? (?:painted|refinished|refaced)\b/;

export function roomTemplateDrafts(
  context: ClauseContext,
  state: ParseState,
): { drafts: PlanItemDraft[]; label?: string; template?: string; partOfJob?: boolean } {
  const template = roomTemplateFor(context, state);
  if (!template) return { drafts: [], ...(partOfRoomJob(context, state) ? { partOfJob: true } : {}) };
  if (state.roomByParts?.id === template.id) state.roomByParts.read = true;
  // "Kitchen update: paint cabinets, new faucet, backsplash": the cabinets are refinished, so it is not a
  // remodel. Cabinets kept as they are ("keep the cabinets") leave the rest of the remodel: the template drops them.
  if (template.id === 'kitchen' && KEEPS_CABINETS.test(context.requestText)) return { drafts: [] };
  const room = ROOM_TYPES.find((r) => r.id === template.room)!;
  const size = templateSize(roomSpaces(context, room.label), room);
  // Kept things are blanked out of the work text; the template still reads them, so its own keep rules apply
  // ("remodel the bathroom, keep the tub" keeps the tub and still prices the shower valve).
  const kept = state.kept.map((thing) => `keep ${thing}.`).join(' ');
  const result = template.build(
    kept ? { ...context, requestText: `${context.requestText} ${kept}` } : context,
    size,
    state.kept,
  );
  for (const draft of result.drafts) {
    draft.quantitySource ??= size.typical ? 'typical' : 'derived';
    // "remodel two bathrooms, each 5x8": the job once for each room.
    draft.quantity = Math.round(draft.quantity * size.count * 100) / 100;
  }
  const sizeText = `${size.count > 1 ? `${size.count} rooms, each ` : ''}${size.widthFt} × ${size.lengthFt} ft`;
  if (size.typical) {
    state.assumptions.push(`${template.name}: size not given; a typical ${sizeText} ${room.label} assumed.`);
    state.questions.push(`What are the ${room.label}'s dimensions?`);
  }
  state.understood.push(
    `${template.name}, ${sizeText} (${size.widthFt * size.lengthFt} sq ft floor)${size.typical ? ', typical size' : ''}`,
  );
  state.assumptions.push(...result.assumptions);
  state.exclusions.push(...result.exclusions);
  state.questions.push(...result.questions);
  return { drafts: result.drafts, label: room.label, template: template.id };
}
