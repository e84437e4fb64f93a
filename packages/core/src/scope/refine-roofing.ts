import { formatNumber } from './parse-quantity.ts';
import { type Refiner, useMeasure } from './refiner.ts';
import { NEW_ROOF } from './roof-words.ts';
import { pitchFactor, roofFromFloorArea } from './room-areas.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';
import { namedMaterial } from './work-rules.ts';

const tearOff: Refiner = (draft, context, _rule, start) => {
  const layers = useMeasure(context, 'layers', start);
  const count = layers?.value ?? 1;
  if (!layers) context.assumptions.push('One layer of shingles to tear off assumed.');
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

const reroof: Refiner = (draft, context) => {
  const rise = context.pitchRise;
  const complexity =
    rise > 10
      ? 'very_steep_over_10_12'
      : rise >= 8
        ? 'steep_8_12_to_10_12'
        : context.stories >= 2
          ? 'two_story'
          : undefined;
  if (/\bsteep\b/.test(context.text) && !context.pitchGiven)
    context.questions.push('What is the roof pitch (rise in 12)?');
  // A named material is that material (data/work-rules/envelope.yaml `materials.roof`), not its cheaper neighbour.
  const material = namedMaterial('roof', context.text);
  if (material) {
    context.assumptions.push(material.assumption);
    if (material.question) context.questions.push(material.question);
    return [
      {
        ...draft,
        assemblyId: material.assembly,
        title: material.title,
        ...(complexity ? { complexity } : {}),
      },
    ];
  }
  context.assumptions.push(
    'Shingle roof price includes underlayment, ice and water shield at eaves, starter, drip edge, ridge cap and nails.',
  );
  return [{ ...draft, ...(complexity ? { complexity } : {}) }];
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
  if (!context.assumptions.some((a) => a.startsWith(`${draft.title}: no`))) return [draft];
  const { houseFloorSqFt, roofSquares } = context;
  if (houseFloorSqFt === undefined && roofSquares === undefined) return [draft];
  // Replace the typical length with one derived from the house or the roof: eaves are about half of the edge.
  context.assumptions.pop();
  context.questions.pop();
  if (houseFloorSqFt !== undefined) {
    const roof = roofFromFloorArea(houseFloorSqFt, context.stories, context.pitchRise);
    const quantity = Math.round(roof.edgeFt * share);
    context.assumptions.push(
      `${draft.title}: ${what} from the ${formatNumber(houseFloorSqFt)} sq ft house (square footprint, 1 ft overhang) = ${quantity} LF.`,
    );
    return [{ ...draft, quantity }];
  }
  const side = planSideFromSquares(roofSquares ?? 0, context.pitchRise);
  const quantity = Math.round(4 * side * share);
  context.assumptions.push(
    `${draft.title}: ${what} from the ${formatNumber(roofSquares ?? 0)}-square roof at ${formatNumber(context.pitchRise)}/12 (plan ${formatNumber(Math.round(side * side))} sq ft taken as a square, simple gable) = ${quantity} LF.`,
  );
  context.questions.push(`Confirm the ${what} length for ${draft.title.toLowerCase()}.`);
  return [{ ...draft, quantity }];
}

// A few rotten sheets are found at tear-off; 3 sheets (96 sq ft) is a Quoin allowance, stated and asked.
const WHOLE_DECK =
  /\b(?:all(?: of)?(?: the)?|whole|entire|full|complete|every) (?:roof )?(?:decking|sheathing|plywood|osb|sheets?)\b|\bre ?deck(?:ing)?\b/;

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
    context.assumptions.push(
      `Roof sheathing: all of it replaced, the roof's ${formatNumber(quantity)} sq ft (from the ${formatNumber(context.houseFloorSqFt)} sq ft house, not its floor area).`,
    );
    return [{ ...draft, quantity }];
  }
  const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
  if (typical >= 0 && WHOLE_DECK.test(context.text) && context.roofSquares !== undefined) {
    // "replace all the plywood": the whole roof surface is re-sheathed.
    const quantity = Math.round(context.roofSquares * 100);
    context.assumptions[typical] =
      `Roof sheathing: all of it replaced, the whole ${formatNumber(context.roofSquares)}-square roof = ${formatNumber(quantity)} sq ft.`;
    context.questions.pop();
    return [{ ...draft, quantity }];
  }
  if (typical >= 0) {
    context.assumptions[typical] =
      'Roof sheathing: amount not given; 3 sheets of 7/16 in. OSB (96 sq ft) allowed, confirmed at tear-off.';
    context.questions.pop();
    context.questions.push('How many sheets of roof decking need replacing (priced per 32 sq ft sheet)?');
  }
  return [draft];
};

const downspout: Refiner = (draft, context) => {
  const dropFt = 10 * context.stories;
  context.assumptions.push(`Downspouts: ${formatNumber(dropFt)} ft each (${context.stories} story).`);
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

/** Refiners of roofing work: tear-off, re-roof, roof edges, sheathing, gutters and downspouts. */
export const ROOFING_REFINERS: Record<string, Refiner> = {
  sheathing,
  tear_off: tearOff,
  reroof,
  // A new shingle roof's price includes its drip edge: named with a re-roof it is not bought twice.
  roof_edge: (d, c) => {
    if (NEW_ROOF.test(c.requestText) && !/\b(?:metal|steel|tin)\b/.test(c.requestText)) {
      c.assumptions.push('Drip edge: included in the new roof (eaves and rakes), not priced again.');
      return [];
    }
    return roofEdge(d, c, 1, 'eaves and rakes');
  },
  downspout,
};
