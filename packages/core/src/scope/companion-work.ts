import { draftsFor } from './clause-items.ts';
import { loadJobTemplates } from './load-job-templates.ts';
import { loadWorkRules } from './load-work-rules.ts';
import { type ClauseContext, type PlanItemDraft, readClause } from './scope-context.ts';
import type { ScopeNotes } from './scope-plan.ts';

/** Companion work of the usual job: tear-off with a new roof, removal with new siding, railing with a deck. */
export function addCompanions(
  state: ScopeNotes,
  requestText: string,
  inherited: Partial<ClauseContext>,
): void {
  for (const template of loadJobTemplates()) {
    if (template.kind !== 'companion' || !template.trigger.test(requestText)) continue;
    const main = state.drafts.find((d) => template.mainOf?.includes(d.draft.assemblyId));
    if (!main) continue;
    const context = readClause(main.clause, inherited);
    const result = template.build(context, { widthFt: 0, lengthFt: 0, count: 1, typical: false });
    for (const draft of result.drafts) {
      if (
        state.drafts.some(
          (d) =>
            d.draft.assemblyId === draft.assemblyId ||
            (RAILINGS.has(d.draft.assemblyId) && RAILINGS.has(draft.assemblyId)),
        )
      )
        continue;
      const quantity = draft.quantity > 0 ? draft.quantity : companionQuantity(draft, main.draft, context);
      state.drafts.push({
        draft: { ...draft, quantity },
        label: main.label,
        clause: main.clause,
        laborOnly: main.laborOnly,
      });
      state.understood.push(
        `${draft.title}: ${quantity} ${draft.uom === 'square' ? 'squares' : draft.uom.replace('_', ' ')} (usual with ${template.name.toLowerCase()})`,
      );
    }
    state.assumptions.push(...result.assumptions, ...context.assumptions);
    state.exclusions.push(...result.exclusions);
    state.questions.push(...result.questions, ...context.questions);
  }
}

const RAILINGS = new Set(['deck_railing', 'deck_railing_wood']);

function companionQuantity(draft: PlanItemDraft, main: PlanItemDraft, context: ClauseContext): number {
  if (RAILINGS.has(draft.assemblyId)) {
    const rule = loadWorkRules().work.find((r) => r.id === 'deck_railing')!;
    if (context.spaces.length === 0) {
      // A deck known only by its area: railing on three sides of a square.
      return Math.round(3 * Math.sqrt(main.quantity));
    }
    return draftsFor(context, [{ rule, start: 0, end: 0, text: 'railing' }])[0]?.quantity ?? 40;
  }
  return main.quantity;
}
