import type { ScopeNotes } from './scope-plan.ts';

/**
 * Removal and the new work over the same surface: tearing off 1,500 sq ft of siding and siding the same
 * walls are one figure. Keys are removal assemblies, values the work that replaces what they remove.
 */
const SAME_SURFACE: Record<string, string[]> = {
  siding_removal: ['vinyl_siding', 'fiber_cement_siding'],
  flooring_demo: [
    'lvp_install',
    'laminate_install',
    'hardwood_install',
    'carpet_install',
    'floor_tile',
    'carpet_tile_install',
  ],
  tile_demo: ['lvp_install', 'laminate_install', 'hardwood_install', 'carpet_install', 'floor_tile'],
  shingle_tear_off: ['asphalt_shingle_reroof', 'low_slope_membrane'],
  drywall_demo: ['drywall_hang_finish'],
  fence_removal: ['wood_privacy_fence', 'vinyl_fence', 'chain_link_fence'],
  deck_demo: ['deck_framing', 'composite_deck_boards', 'wood_deck_boards'],
  concrete_demo: ['concrete_patio', 'concrete_slab', 'concrete_driveway', 'concrete_sidewalk'],
  insulation_removal: ['blown_in_attic', 'wall_batts'],
  wallpaper_removal: ['interior_wall_paint', 'primer_coat'],
};

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
    state.assumptions.push(`${standIn.title}: the same ${sized.draft.quantity} as ${sized.draft.title}.`);
  }
}
