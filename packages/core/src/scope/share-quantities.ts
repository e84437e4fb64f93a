import { QUANTITY_WORDS } from './quantity-words.ts';
import { sayNote } from './say-note.ts';
import type { ScopeNotes } from './scope-plan.ts';

// Removal and the new work over the same surface are one figure (data/lexicon/quantity-words.yaml).
const SAME_SURFACE = QUANTITY_WORDS.sameSurface;

/** Whether a removal and another piece of work cover the same surface (either order). */
export const sameSurface = (a: string, b: string): boolean =>
  SAME_SURFACE[a]?.includes(b) === true || SAME_SURFACE[b]?.includes(a) === true;

/**
 * Where one side of a removal-and-replace pair was sized by the request and the other only by a stand-in,
 * the stated figure serves both, and the stand-in's assumption and question are withdrawn.
 */
export function shareQuantities(state: ScopeNotes): void {
  for (const labeled of state.drafts) {
    const standIn = labeled.draft;
    if (!standIn.typical && standIn.quantitySource !== 'typical') continue;
    const sized = state.drafts.find(
      ({ draft }) =>
        !draft.typical &&
        draft.quantitySource !== 'typical' &&
        draft.uom === standIn.uom &&
        draft.quantity > 0 &&
        sameSurface(draft.assemblyId, standIn.assemblyId),
    );
    if (!sized) continue;
    standIn.quantity = sized.draft.quantity;
    standIn.quantitySource = sized.draft.quantitySource ?? 'derived';
    if (standIn.typical) {
      const { assumption, question } = standIn.typical;
      delete standIn.typical;
      state.assumptions = state.assumptions.filter((a) => a !== assumption);
      state.questions = state.questions.filter((q) => q !== question);
    }
    const values = { title: standIn.title, quantity: String(sized.draft.quantity), other: sized.draft.title };
    // The line's stand-in size, said when it was read, no longer holds ("Hang and finish drywall: 400 sq ft (typical,
    // to confirm)" beside 100 sq ft of drywall removed): the figure it shares is said instead.
    const said = `${standIn.title}: `;
    state.understood = state.understood.filter(
      (note) => !(note.startsWith(said) && /\btypical\b/.test(note)),
    );
    state.understood.push(sayNote('sameFigure', values));
    state.assumptions.push(sayNote('sameFigure', values));
  }
}
