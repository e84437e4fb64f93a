import { ACTIONS } from './clause-actions.ts';
import { withdraw } from './quantity-basics.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';
import { clauseFlags, SLOT_FAMILIES } from './scope-phrases.ts';
import type { LabeledDraft, ScopeNotes } from './scope-plan.ts';

// Kinds of work that fill the same slot of a job (clause-phrases.yaml `slotFamilies`).
export const sameSlot = (a: string, b: string) =>
  a === b || SLOT_FAMILIES.some((family) => family.includes(a) && family.includes(b));

/**
 * The template's line takes the customer's details: their assembly, title, parameters and any figure they
 * stated; a size the template derived from the room (tile deducted from paint, a vanity sized to the room)
 * stays when the customer gave none.
 */
function fillTemplateLine(slot: LabeledDraft, draft: PlanItemDraft, laborOnly: boolean): void {
  const template = slot.draft;
  const keepSize = !draft.quantityStated && draft.uom === template.uom;
  const sameAssembly = draft.assemblyId === template.assemblyId;
  const detailed = draft.quantityStated || Object.keys(draft.params ?? {}).length > 0;
  slot.draft = {
    ...draft,
    title: sameAssembly && !detailed ? template.title : draft.title,
    quantity: keepSize ? template.quantity : draft.quantity,
    uom: keepSize ? template.uom : draft.uom,
    ...(keepSize && template.quantitySource ? { quantitySource: template.quantitySource } : {}),
    ...(draft.laborOnly || template.laborOnly ? { laborOnly: true } : {}),
  };
  if (keepSize) delete slot.draft.typical;
  slot.fromTemplate = false;
  slot.laborOnly = slot.laborOnly || laborOnly;
}

const sameJob = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined || a === b;

/**
 * Adds one line to the parse, unless the request already holds it: a template line of the same slot takes
 * the customer's details ("gut and remodel a 5x8 bathroom, new tile floor and shower walls" tiles the shower
 * once), and the same work named again without a size of its own ("new decking … replace all the plywood")
 * is one line, sized by whichever mention gave a figure. Returns whether a new line was added.
 */
export function placeDraft(state: ScopeNotes, labeled: LabeledDraft, context: ClauseContext): boolean {
  const { draft } = labeled;
  const notes = [context.assumptions, context.questions, state.assumptions, state.questions];
  // "remodel the kitchen with new kitchen cabinets": the template's cabinet lines are the cabinets said.
  const covered = state.drafts.some(
    (d) => d.fromTemplate && d.draft.covers?.includes(draft.assemblyId) && sameJob(d.label, labeled.label),
  );
  if (covered && !labeled.fromTemplate) {
    if (draft.typical) withdraw(draft, notes);
    return false;
  }
  const slot = state.drafts.find(
    (d) =>
      d.fromTemplate && sameSlot(d.draft.assemblyId, draft.assemblyId) && sameJob(d.label, labeled.label),
  );
  if (slot && !labeled.fromTemplate) {
    const standIn = draft.typical;
    fillTemplateLine(slot, draft, labeled.laborOnly);
    if (standIn && !slot.draft.typical) withdraw({ ...draft, typical: standIn }, notes);
    return false;
  }
  const twin = state.drafts.find(
    (d) =>
      !d.fromTemplate &&
      d.draft.assemblyId === draft.assemblyId &&
      d.draft.uom === draft.uom &&
      d.label === labeled.label &&
      (d.draft.typical !== undefined || draft.typical !== undefined),
  );
  if (twin && !labeled.fromTemplate) {
    if (draft.typical) withdraw(draft, notes);
    else {
      withdraw(twin.draft, notes);
      twin.draft = draft;
    }
    return false;
  }
  // "garage door spring broke, need the torsion spring replaced": a clause that only tells what is wrong and a
  // later one that acts on the same work are one job, priced once, as the action says.
  const told = state.drafts.find(
    (d) =>
      !d.fromTemplate &&
      !labeled.fromTemplate &&
      d.clause !== labeled.clause &&
      d.draft.assemblyId === draft.assemblyId &&
      d.draft.uom === draft.uom &&
      d.label === labeled.label &&
      symptomOnly(d.clause),
  );
  if (told) {
    told.draft = draft;
    told.clause = labeled.clause;
    return false;
  }
  state.drafts.push(labeled);
  return true;
}

function symptomOnly(clause: string): boolean {
  const flags = clauseFlags(clause);
  return flags.symptom && !ACTIONS.some((action) => flags[action]);
}
