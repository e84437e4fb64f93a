import type { JobTemplate } from './build-job-template.ts';
import { roomTemplates } from './load-job-templates.ts';
import type { ParseState } from './parse-state.ts';
import { sameSlot } from './place-draft.ts';
import type { ClauseContext } from './scope-context.ts';

/**
 * The room template a clause reads: the one its words trigger ("remodel the bathroom"), else the room's job the
 * request said as its parts, in the first clause that names the room ("Our hall bath is 5x8. New tub, surround,
 * vanity, toilet and floor tile.").
 */
export function roomTemplateFor(context: ClauseContext, state: ParseState): JobTemplate | undefined {
  const triggered = roomTemplates().find((t) => t.trigger.test(context.text) && !yields(t, context, state));
  if (triggered || !state.roomByParts || state.roomByParts.read) return triggered;
  const { id } = state.roomByParts;
  const template = roomTemplates().find((t) => t.id === id);
  return template?.byParts?.room.test(context.text) ? template : undefined;
}

/**
 * The room job a clause's own job is part of: "remodel the bathroom … convert the tub to a walk-in shower" is the
 * remodel's walk-in shower (its template reads the request's words), not a second job.
 */
export function partOfRoomJob(context: ClauseContext, state: ParseState): JobTemplate | undefined {
  const own = roomTemplates().find((t) => t.trigger.test(context.text));
  return own && yields(own, context, state) ? own : undefined;
}

function yields(template: JobTemplate, context: ClauseContext, state: ParseState): boolean {
  return template.yieldsTo.some(
    ({ template: id, when }) =>
      state.roomByParts?.id === id ||
      roomTemplates().some(
        (t) =>
          t.id === id && t.trigger.test(context.requestText) && (!when || t.asks(when, context.requestText)),
      ),
  );
}

/**
 * After a first reading with no room job: the room template whose room the request names and whose parts it asked
 * new work on, at least `atLeast` of them with every part it `needs` ("new tub, tile surround, vanity, toilet and
 * floor tile" in the hall bath is its remodel, as the cost guides price it, not four fixtures).
 */
export function roomSaidAsParts(state: ParseState, text: string): string | undefined {
  const read = new Set(state.drafts.flatMap((d) => (d.template ? [d.template] : [])));
  const others = roomTemplates().filter((t) => read.has(t.id));
  for (const template of roomTemplates()) {
    if (!template.byParts?.room.test(text)) continue;
    // A room job read already stands, unless it is one that gives way to this one (a tub-to-shower in the bath).
    if (others.some((t) => !t.yieldsTo.some((y) => y.template === template.id))) return undefined;
    const asked = new Set<string>();
    for (const [assembly, part] of template.byParts.parts)
      if (state.drafts.some((d) => sameSlot(d.draft.assemblyId, assembly))) asked.add(part);
    if (asked.size >= template.byParts.atLeast && template.byParts.needs.every((part) => asked.has(part)))
      return template.id;
  }
  return undefined;
}
