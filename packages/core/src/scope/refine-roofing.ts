import { formatNumber } from './parse-quantity.ts';
import { type Refiner, typicalNoteAt, useMeasure } from './refiner.ts';
import { refinerNote, say } from './refiner-notes.ts';
import { NEW_ROOF } from './roof-words.ts';
import { pitchFactor, roofFromFloorArea } from './room-areas.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';
import { clausePattern } from './scope-phrases.ts';

const tearOff: Refiner = (draft, context, _rule, start) => {
  const layers = useMeasure(context, 'layers', start);
  const count = layers?.value ?? 1;
  if (!layers) say(context, 'tear_off.one_layer');
  const complexity =
    count >= 3
      ? 'three_layers'
      : count === 2
        ? 'two_layers'
        : context.pitchRise > 8
          ? 'steep_over_8_12'
          : undefined;
  const title =
    count === 1
      ? 'Tear off one layer of asphalt shingles'
      : `Tear off ${formatNumber(count)} layers of asphalt shingles`;
  return [{ ...draft, title, laborOnly: true, ...(complexity ? { complexity } : {}) }];
};

/** Plan size of a roof from its surface in squares: ÷ pitch factor, taken as a square (as the house path does). */
function planSideFromSquares(squares: number, rise: number): number {
  return Math.sqrt((squares * 100) / pitchFactor(rise));
}

/** A share of the roof's edge in place of the typical length, from the house's floor area or the roof's squares. */
export function roofEdge(
  draft: PlanItemDraft,
  context: ClauseContext,
  share: number,
  what: string,
): PlanItemDraft[] {
  if (typicalNoteAt(context, draft) < 0) return [draft];
  const { houseFloorSqFt, roofSquares } = context;
  if (houseFloorSqFt === undefined && roofSquares === undefined) return [draft];
  // Replace the typical length with one derived from the house or the roof: eaves are about half of the edge.
  context.assumptions.pop();
  context.questions.pop();
  if (houseFloorSqFt !== undefined) {
    const roof = roofFromFloorArea(houseFloorSqFt, context.stories, context.pitchRise);
    const quantity = Math.round(roof.edgeFt * share);
    say(context, 'roof_edge.from_house', {
      title: draft.title,
      what,
      house: houseFloorSqFt,
      quantity: String(quantity),
    });
    return [{ ...draft, quantity }];
  }
  const side = planSideFromSquares(roofSquares ?? 0, context.pitchRise);
  const quantity = Math.round(4 * side * share);
  say(context, 'roof_edge.from_squares', {
    title: draft.title,
    lowerTitle: draft.title.toLowerCase(),
    what,
    squares: roofSquares ?? 0,
    rise: context.pitchRise,
    plan: Math.round(side * side),
    quantity: String(quantity),
  });
  return [{ ...draft, quantity }];
}

// A few rotten sheets are found at tear-off; 3 sheets (96 sq ft) is a Quoin allowance, stated and asked.
const WHOLE_DECK = clausePattern('wholeDeck');

const sheathing: Refiner = (draft, context) => {
  // "roof replacement on a 1,800 sq ft ranch including new decking": the whole roof's surface, not the floor's.
  if (
    (WHOLE_DECK.test(context.text) || /\bnew (?:roof )?(?:decking|sheathing|plywood)\b/.test(context.text)) &&
    context.houseFloorSqFt !== undefined &&
    context.roofSquares === undefined &&
    draft.quantity === Math.round(context.houseFloorSqFt)
  ) {
    const roof = roofFromFloorArea(context.houseFloorSqFt, context.stories, context.pitchRise);
    const quantity = Math.round(roof.roofSqFt);
    say(context, 'sheathing.from_house', { quantity, house: context.houseFloorSqFt });
    return [{ ...draft, quantity }];
  }
  const typical = typicalNoteAt(context, draft);
  if (typical >= 0 && WHOLE_DECK.test(context.text) && context.roofSquares !== undefined) {
    // "replace all the plywood": the whole roof surface is re-sheathed.
    const quantity = Math.round(context.roofSquares * 100);
    context.assumptions[typical] = refinerNote('sheathing.whole_roof', {
      squares: context.roofSquares,
      quantity,
    }).assumption!;
    context.questions.pop();
    return [{ ...draft, quantity }];
  }
  if (typical >= 0) {
    const { assumption, question } = refinerNote('sheathing.allowance');
    context.assumptions[typical] = assumption!;
    context.questions.splice(-1, 1, question!);
  }
  return [draft];
};

const downspout: Refiner = (draft, context) => {
  const dropFt = 10 * context.stories;
  say(context, 'downspout.drop', { drop: dropFt, stories: String(context.stories) });
  return [
    {
      ...draft,
      title: `Install ${formatNumber(draft.quantity)} downspouts`,
      uom: 'linear_ft',
      quantity: draft.quantity * dropFt,
      params: { ...draft.params, drop_height_ft: dropFt },
    },
  ];
};

/** Refiners of roofing work (a re-roof is a swap, swap-refiners.yaml): tear-off, roof edges, sheathing, gutters and downspouts. */
export const ROOFING_REFINERS: Record<string, Refiner> = {
  sheathing,
  tear_off: tearOff,
  // A new shingle roof's price includes its drip edge: named with a re-roof it is not bought twice.
  roof_edge: (d, c) => {
    if (NEW_ROOF.test(c.requestText) && !/\b(?:metal|steel|tin)\b/.test(c.requestText)) {
      say(c, 'roof_edge.with_new_roof');
      return [];
    }
    return roofEdge(d, c, 1, 'eaves and rakes');
  },
  downspout,
};
