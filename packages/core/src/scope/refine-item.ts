import { describeMeasure, formatNumber, type Measure } from './parse-quantity.ts';
import { nearest } from './resolve-quantity.ts';
import { exteriorWallFromFloorArea, pitchFactor, roofFromFloorArea } from './room-areas.ts';
import { areaSubject, type ClauseContext, type PlanItemDraft } from './scope-context.ts';
import type { WorkRule } from './work-rules.ts';
import { NEW_ROOF } from './work-rules-exterior.ts';
import { CIRCUIT_APPLIANCES } from './work-rules-systems.ts';

type Refiner = (
  draft: PlanItemDraft,
  context: ClauseContext,
  rule: WorkRule,
  start: number,
  /** The words the rule matched ("2 small bathroom windows" → "small bathroom windows"). */
  matchText?: string,
) => PlanItemDraft[];

const sizeOf = (context: ClauseContext, kind: string, start: number) =>
  nearest(context, start, (m) => m.kind === kind);

function useMeasure(context: ClauseContext, kind: string, start: number) {
  const measure = sizeOf(context, kind, start);
  if (measure) context.consumed.add(measure);
  return measure;
}

const waterHeater: Refiner = (draft, context, _rule, start) => {
  // "replace it with a heat pump water heater": the new one is a heat pump (hybrid) tank.
  if (/\b(?:heat pump|hybrid)\b/.test(context.text)) {
    useMeasure(context, 'gallons', start);
    context.assumptions.push(
      'Heat pump water heater: 50 gallon hybrid tank, condensate to a drain, the existing 240 V circuit reused.',
    );
    context.questions.push(
      'Is there a 240 V circuit at the water heater now, and about 700 cu ft of room around it?',
    );
    return [
      { ...draft, assemblyId: 'water_heater_heat_pump', title: 'Install 50 gallon heat pump water heater' },
    ];
  }
  const gallons = useMeasure(context, 'gallons', start);
  const electric = /\b(?:electric|elec)\b/.test(context.text);
  const tankGallons = gallons?.value ?? 50;
  if (!gallons) context.assumptions.push('Water heater size not given: 50 gallon tank assumed.');
  if (!electric && !/\bgas\b|propane/.test(context.text)) {
    context.assumptions.push('Water heater fuel not given: natural gas assumed.');
    context.questions.push('Is the water heater gas or electric?');
  }
  const fuel = electric ? 'electric' : 'gas';
  return [
    {
      ...draft,
      assemblyId: electric ? 'water_heater_electric' : 'water_heater_gas',
      title: `Replace ${formatNumber(tankGallons)} gallon ${fuel} water heater`,
      params: { ...draft.params, tank_gallons: tankGallons },
    },
  ];
};

/** Air-cooled home standby sizes sold (Generac, Kohler, Briggs & Stratton), the ones the catalog prices. */
const GENERATOR_SIZES_KW = [10, 12, 14, 16, 18, 20, 22, 24, 26];

const generator: Refiner = (draft, context, _rule, start) => {
  const kw = useMeasure(context, 'kw', start);
  const asked = kw?.value ?? 22;
  if (!kw) context.assumptions.push('Generator size not given: 22 kW air-cooled standby unit assumed.');
  // A size no maker sells ("a 15 kW") is priced as the next size up; past 26 kW units are liquid-cooled.
  const generatorKw = GENERATOR_SIZES_KW.find((size) => size >= asked) ?? 26;
  if (generatorKw !== asked) {
    context.assumptions.push(
      asked > 26
        ? `A ${formatNumber(asked)} kW generator is a liquid-cooled unit: priced as the largest air-cooled one (26 kW); get a quote for the larger unit.`
        : `No ${formatNumber(asked)} kW air-cooled unit is sold: the next size up, ${generatorKw} kW, is priced.`,
    );
    if (asked > 26)
      context.questions.push(
        `Is a ${formatNumber(asked)} kW liquid-cooled generator needed, or would 26 kW do?`,
      );
  }
  // "about 30 ft from the gas meter": where it sits, which sizes the gas run another trade prices.
  const distance = context.measures.find(
    (m) =>
      m.kind === 'length' &&
      !context.consumed.has(m) &&
      /^\s*(?:away )?(?:from|to)\b/.test(context.text.slice(m.end)),
  );
  if (distance) {
    context.consumed.add(distance);
    context.assumptions.push(
      `Generator about ${describeMeasure(distance)} from the gas meter or panel: noted for the gas and wiring runs.`,
    );
  }
  context.assumptions.push('Gas piping to the generator is by a plumber and not included unless listed.');
  return [
    {
      ...draft,
      title: `Install ${formatNumber(generatorKw)} kW standby generator with automatic transfer switch`,
      params: { ...draft.params, generator_kw: generatorKw },
    },
  ];
};

/** A service size: "to 200 amp" names the target, so "old 100 amp panel to 200 amp service" is a 200 A job. */
function serviceAmps(context: ClauseContext): Measure | undefined {
  const sizes = context.measures.filter(
    (m) => m.kind === 'amps' && m.value >= 60 && !context.consumed.has(m),
  );
  const target = sizes.find((m) =>
    /\b(?:to|into|with|for)(?: an?| the)?\s*$/.test(context.text.slice(0, m.start)),
  );
  const chosen = target ?? sizes.toSorted((a, b) => b.value - a.value)[0];
  for (const size of sizes) context.consumed.add(size);
  return chosen;
}

const panel: Refiner = (draft, context) => {
  const amps = serviceAmps(context);
  if (!amps) context.assumptions.push('Panel size not given: 200 A service upgrade assumed.');
  else if (amps.value !== 200) {
    context.assumptions.push(
      `Priced with the 200 A service upgrade assembly; the trade data has no ${formatNumber(amps.value)} A assembly.`,
    );
    context.questions.push(
      `Confirm the ${formatNumber(amps.value)} A service: the price is based on a 200 A upgrade.`,
    );
  }
  return [{ ...draft, title: `Upgrade electrical panel to ${formatNumber(amps?.value ?? 200)} amp` }];
};

// Appliances on a 240 V circuit in a US house; the others are 120 V.
const TWO_FORTY = /\b(?:dryer|range|oven|stove|cooktop|hot tub|spa|welder|heater|sauna|kiln|mini split)\b/;

const circuit: Refiner = (draft, context, _rule, start) => {
  const amps = nearest(context, start, (m) => m.kind === 'amps' && m.value <= 60);
  const volts = nearest(context, start, (m) => m.kind === 'volts');
  for (const used of [amps, volts]) if (used) context.consumed.add(used);
  const appliance = new RegExp(String.raw`\b(${CIRCUIT_APPLIANCES})\b`).exec(
    context.text.replace(/\b(?:garage|shop|workshop)\b/g, ' '),
  )?.[1];
  const twoForty =
    (volts?.value ?? 0) >= 208 || (!volts && appliance !== undefined && TWO_FORTY.test(appliance));
  // A 240 V appliance gets its own 240 V circuit: 50 A for a range, an RV, a welder or a hot tub (or when said),
  // 30 A otherwise (a dryer, a water heater).
  const heavy =
    (amps?.value ?? 0) >= 40 ||
    (!amps && /\b(?:range|oven|stove|cooktop|hot tub|spa|welder|rv|kiln|sauna)\b/.test(context.text));
  const assemblyId =
    twoForty || (amps?.value ?? 0) >= 30 || /\brv\b/.test(context.text)
      ? heavy
        ? 'circuit_240_50a'
        : 'circuit_240_30a'
      : draft.assemblyId;
  if (assemblyId !== draft.assemblyId && !amps) {
    context.assumptions.push(
      `Breaker size not given: ${heavy ? '50 A (6/3 cable)' : '30 A (10/3 cable)'} assumed for the ${appliance ?? 'appliance'}.`,
    );
    context.questions.push(
      'What breaker size does the appliance need (e.g. 30 A for a dryer, 50 A for a range)?',
    );
  }
  if (/\b(?:outlet|receptacle|plug)\b/.test(context.text))
    context.assumptions.push('The receptacle at the end of the new circuit is included in the circuit line.');
  const title = amps
    ? `Add dedicated ${formatNumber(amps.value)} amp circuit${appliance ? ` for the ${appliance}` : ''}`
    : appliance
      ? `Install ${twoForty ? '240 V ' : ''}${appliance} circuit`
      : draft.title;
  return [{ ...draft, title, assemblyId }];
};

// "replacing the old one", "swap the outlets for GFCIs", "a GFCI in place of the outlet": an existing outlet
// gives way to a GFCI (the assembly's own scope), a like-for-like device swap.
const gfci: Refiner = (draft, context) => {
  if (!/\b(?:replac\w*|swap\w*|change out|switch out|in place of|instead of)\b/.test(context.text))
    return [draft];
  const plural = draft.quantity > 1;
  return [
    { ...draft, title: plural ? 'Replace outlets with GFCI outlets' : 'Replace outlet with GFCI outlet' },
  ];
};

const WINDOW_SIZE_WORDS = /\b(?:picture|bay|large|big|small|basement|bathroom|hopper)\b/;

const window: Refiner = (draft, context, _rule, start, matchText = '') => {
  // "ten 3x5 ft windows", "a 6x5 picture window", or "2 picture windows, 6x5" when no room owns the size.
  const dims =
    nearest(
      context,
      start + 1,
      (m) =>
        m.kind === 'dimensions' &&
        /^\s*(?:ft\s+|feet\s+)?(?:[a-z]+ ){0,2}windows?\b/.test(context.text.slice(m.end)),
    ) ?? (context.rooms.length === 0 ? context.measures.find((m) => m.kind === 'dimensions') : undefined);
  // "a picture window and 2 small bathroom windows": each mention's own words size it.
  const words = WINDOW_SIZE_WORDS.test(matchText) ? matchText : context.text;
  let size: 'small' | 'standard' | 'large' = /\b(?:picture|bay|large|big)\b/.test(words)
    ? 'large'
    : /\b(?:small|basement|bathroom|hopper)\b/.test(words)
      ? 'small'
      : 'standard';
  const params = { ...draft.params };
  let title = 'Install replacement window';
  if (dims) {
    context.consumed.add(dims);
    // "36x60" with no unit is a window in inches (the way windows are sold); no window is 36 ft wide.
    const inches =
      !/ft|feet|foot|'/.test(dims.text + context.text.slice(dims.end, dims.end + 5)) &&
      Math.min(dims.widthFt ?? 0, dims.lengthFt ?? 0) >= 12;
    const scale = inches ? 1 / 12 : 1;
    const widthFt = (dims.widthFt ?? 0) * scale;
    const heightFt = (dims.lengthFt ?? 0) * scale;
    const areaSqFt = inches ? widthFt * heightFt : dims.value;
    const shown = inches
      ? `${formatNumber(dims.widthFt ?? 0)} × ${formatNumber(dims.lengthFt ?? 0)} in.`
      : describeMeasure(dims);
    size = areaSqFt < 9 ? 'small' : areaSqFt > 20 ? 'large' : 'standard';
    params.perimeter_lf = Math.round(2 * (widthFt + heightFt) * 100) / 100;
    title = `Install replacement window, ${shown} (${size})`;
    context.understood.push(
      `Window size ${shown} = ${formatNumber(Math.round(areaSqFt * 10) / 10)} sq ft → ${size} size class`,
    );
  } else {
    context.assumptions.push(
      `Window sizes not given: ${size} replacement windows assumed (about 3 × 5 ft for standard).`,
    );
    context.questions.push('What are the window sizes (width × height)?');
  }
  const assemblyId = `replacement_window_${size}`;
  if (size === 'large') title = title.replace('replacement window', 'large replacement window');
  if (size === 'small') title = title.replace('replacement window', 'small replacement window');
  return [{ ...draft, assemblyId, title, params }];
};

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
  // A named material is that material: standing seam is clip-fastened panels, not its cheaper neighbour.
  if (/\bstanding seam\b/.test(context.text)) {
    context.assumptions.push(
      'Standing seam: 24 ga. snap-lock panels on clips over high-temperature underlayment, with bent trim.',
    );
    return [
      {
        ...draft,
        assemblyId: 'standing_seam_reroof',
        title: 'Install standing seam metal roof (reroof)',
        ...(complexity ? { complexity } : {}),
      },
    ];
  }
  // "a new metal roof": steel panels, not shingles.
  if (/\b(?:metal|steel|tin)\b/.test(context.text)) {
    context.assumptions.push(
      'Metal roof: exposed-fastener 29 ga. steel panels over new underlayment, with ridge cap and edge trim.',
    );
    context.questions.push('Exposed-fastener panels or standing seam?');
    return [
      {
        ...draft,
        assemblyId: 'metal_panel_reroof',
        title: 'Install metal panel roof (reroof)',
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

function roofEdge(
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

const countertop: Refiner = (draft, context, _rule, start) => {
  const area = nearest(context, start, (m) => m.kind === 'area' && m.uom === 'sq_ft');
  // "20 LF of base cabinets and quartz countertops": the counter runs along the same cabinets.
  const length =
    nearest(context, start, (m) => m.kind === 'length') ?? context.measures.find((m) => m.kind === 'length');
  let quantity = 30;
  if (area) {
    context.consumed.add(area);
    quantity = area.value;
  } else if (length) {
    context.consumed.add(length);
    quantity = Math.round((length.value * 26) / 12);
    context.assumptions.push(
      `Countertop area: ${describeMeasure(length)} × 26 in depth = ${quantity} sq ft.`,
    );
  } else {
    context.assumptions.push(
      'Countertop size not given: 30 sq ft assumed (about 12 LF of base cabinets with a small run).',
    );
    context.questions.push('How many square feet (or linear feet) of countertop?');
  }
  const stone = /\b(granite|marble|solid surface)\b/.exec(context.text)?.[1];
  return [{ ...draft, uom: 'sq_ft', quantity, title: stone ? `Install ${stone} countertops` : draft.title }];
};

function areaOrTypical(typical: number, note: string, question: string): Refiner {
  return (draft, context, _rule, start) => {
    const area = nearest(context, start, (m) => m.kind === 'area' && m.uom === 'sq_ft');
    if (area) {
      context.consumed.add(area);
      return [{ ...draft, uom: 'sq_ft', quantity: area.value, quantitySource: 'stated' }];
    }
    const length = nearest(context, start, (m) => m.kind === 'length');
    if (length && draft.assemblyId === 'backsplash_tile') {
      context.consumed.add(length);
      context.assumptions.push(`Backsplash: ${describeMeasure(length)} × 18 in height.`);
      return [{ ...draft, uom: 'sq_ft', quantity: Math.round(length.value * 1.5) }];
    }
    context.assumptions.push(note);
    context.questions.push(question);
    return [{ ...draft, uom: 'sq_ft', quantity: typical, quantitySource: 'typical' }];
  };
}

/** A wood deck ("pressure treated deck", "cedar decking"); pressure-treated framing alone does not make one. */
export function isWoodDeck(text: string): boolean {
  return /\b(?:wood|cedar|pressure treated|pt)\b(?! framing)/.test(
    text.replace(/pressure treated (?:framing|frame)/, ''),
  );
}

const deck: Refiner = (draft, context) => {
  const composite = !isWoodDeck(context.text);
  const boards: PlanItemDraft = composite
    ? { ...draft, assemblyId: 'composite_deck_boards', title: 'Install composite deck boards', params: {} }
    : { ...draft, assemblyId: 'wood_deck_boards', title: 'Install pressure treated deck boards', params: {} };
  if (composite && !/\b(?:composite|trex|pvc)\b/.test(context.text)) {
    context.assumptions.push(
      'Deck surface not specified: composite deck boards assumed over pressure-treated framing.',
    );
    context.questions.push('Composite or wood deck boards?');
  }
  return [draft, boards];
};

// A wood deck gets a site-built wood railing; a composite one (or no material named) the kit railing.
const railing: Refiner = (draft, context) =>
  isWoodDeck(context.requestText) &&
  !/\b(?:composite|trex|pvc|vinyl|aluminum|metal|cable)\b/.test(context.text)
    ? [{ ...draft, assemblyId: 'deck_railing_wood', title: 'Install pressure treated wood deck railing' }]
    : [draft];

const deckBoards: Refiner = (draft, context) => {
  // "replace 3 rotten deck boards, maybe 6": boards counted are a repair of those boards, at the upper count.
  const counts = context.measures.filter(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      /^(?:\w+ )?(?:deck )?boards?\b/.test(context.text.slice(m.end).trim()),
  );
  if (counts.length > 0) {
    const boards = Math.max(...counts.map((m) => m.value));
    for (const m of counts) context.consumed.add(m);
    const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
    if (typical >= 0) context.assumptions.splice(typical, 1);
    const asked = context.questions.findIndex((q) => q.includes('deck boards'));
    if (asked >= 0) context.questions.splice(asked, 1);
    context.assumptions.push(`Deck boards: ${boards} boards replaced one by one (a repair; the deck stays).`);
    return [
      {
        ...draft,
        assemblyId: 'deck_board_replace',
        title: 'Replace deck boards (repair)',
        uom: 'each',
        quantity: boards,
        quantitySource: 'stated',
      },
    ];
  }
  return /\b(?:composite|trex|pvc)\b/.test(context.text)
    ? [{ ...draft, assemblyId: 'composite_deck_boards', title: 'Install composite deck boards' }]
    : [draft];
};

const concrete: Refiner = (draft, context, _rule, start) => {
  const inches = useMeasure(context, 'inches', start);
  if (!inches) return [draft];
  return [
    {
      ...draft,
      title: draft.title.replace('Pour', `Pour ${formatNumber(inches.value)} inch`),
      params: { ...draft.params, thickness_in: inches.value },
    },
  ];
};

const fence: Refiner = (draft, context) => {
  const height = context.measures.find(
    (m) => (m.kind === 'height' || (m.kind === 'length' && m.value <= 8)) && !context.consumed.has(m),
  );
  if (!height) return [draft];
  context.consumed.add(height);
  return [{ ...draft, title: draft.title.replace('Install', `Install ${formatNumber(height.value)} ft`) }];
};

const fenceStain: Refiner = (draft, context) => {
  const heightFt = context.measures.find((m) => m.kind === 'height')?.value ?? 6;
  context.assumptions.push(
    `Fence stain area: ${formatNumber(draft.quantity)} LF × ${formatNumber(heightFt)} ft high × 2 sides.`,
  );
  return [{ ...draft, uom: 'sq_ft', quantity: Math.round(draft.quantity * heightFt * 2) }];
};

const recessed: Refiner = (draft, context) => {
  const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
  // "recessed lighting in the kitchen - 8 lights": the count is said of the lights afterwards.
  const later = context.measures.find(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      /^\s*(?:\w+ )?(?:lights?|cans?|fixtures?|downlights?)\b/.test(context.text.slice(m.end)),
  );
  if (later && (typical >= 0 || draft.quantity === 1)) {
    context.consumed.add(later);
    if (typical >= 0) {
      context.assumptions.splice(typical, 1);
      context.questions.pop();
    }
    return [{ ...draft, quantity: later.value }];
  }
  if (typical < 0 || context.spaces.length === 0) return [draft];
  // One light per about 25 sq ft of ceiling is a common layout rule for 6 in. downlights (Quoin assumption).
  const floor = context.spaces.reduce((sum, s) => sum + s.count * s.widthFt * s.lengthFt, 0);
  const quantity = Math.max(1, Math.ceil(floor / 25));
  context.assumptions[typical] =
    `${draft.title}: count not given; ${quantity} assumed (one per about 25 sq ft of ceiling).`;
  return [{ ...draft, quantity }];
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

const retainingWall: Refiner = (draft, context) => {
  if (context.measures.some((m) => m.kind === 'area' && context.consumed.has(m))) return [draft];
  const length = context.measures.find((m) => m.kind === 'length');
  const height = context.measures.find((m) => m.kind === 'height')?.value ?? 3;
  if (!length) return [draft];
  context.assumptions.pop();
  context.questions.pop();
  context.consumed.add(length);
  context.assumptions.push(
    `Retaining wall face: ${describeMeasure(length)} × ${formatNumber(height)} ft high.`,
  );
  return [{ ...draft, quantity: Math.round(length.value * height) }];
};

const exteriorFromHouse: Refiner = (draft, context) => {
  if (
    context.houseFloorSqFt === undefined ||
    !context.assumptions.some((a) => a.startsWith(`${draft.title}: no`))
  )
    return [draft];
  context.assumptions.pop();
  context.questions.pop();
  const wall = exteriorWallFromFloorArea(context.houseFloorSqFt, context.stories);
  return [{ ...draft, quantity: Math.round(wall.perimeterFt) }];
};

/**
 * A house's exterior trim when no length is said: fascia and rakes around the perimeter plus window, door and
 * corner trim, about one more perimeter per story (Quoin estimator rule). The perimeter comes from the house's
 * floor area or its siding area; a house of unknown size is taken as 150 ft of perimeter.
 */
const exteriorTrim: Refiner = (draft, context) => {
  const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
  if (typical < 0 || !/\b(?:house|home|exterior|outside|siding)\b/.test(context.requestText)) return [draft];
  const siding = context.measures.find(
    (m) => m.kind === 'area' && m.uom === 'sq_ft' && areaSubject(m, context.text) === 'wall',
  );
  const perimeter =
    context.houseFloorSqFt !== undefined
      ? exteriorWallFromFloorArea(context.houseFloorSqFt, context.stories).perimeterFt
      : siding
        ? siding.value / (9 * context.stories)
        : 150;
  const quantity = Math.round(perimeter * (1 + context.stories));
  context.assumptions[typical] =
    `${draft.title}: fascia and rakes around a ${formatNumber(Math.round(perimeter))} ft perimeter plus window, door and corner trim (about one perimeter per story) = ${quantity} LF.`;
  return [{ ...draft, quantity }];
};

const repipe: Refiner = (draft, context) => {
  if (context.measures.some((m) => m.kind === 'count' && context.consumed.has(m))) return [draft];
  context.assumptions.push(
    'Repipe: 10 fixtures served assumed (kitchen, 2 baths, laundry, water heater, hose bibs).',
  );
  context.questions.push(
    'How many fixtures does the repipe serve (sinks, toilets, tubs and showers, appliances, hose bibs)?',
  );
  return [{ ...draft, quantity: 10 }];
};

// "22 doors and 8 drawers": the cabinet painting assembly counts every door and drawer front.
const cabinetFronts: Refiner = (draft, context) => {
  const fronts = context.measures.filter(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      /^(?:doors?|drawers?|drawer fronts?|fronts?)$/.test(m.nextWord),
  );
  if (fronts.length === 0) return [draft];
  // The stand-in count's assumption and question (the last ones said) give way to the stated fronts.
  const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
  if (typical >= 0) {
    context.assumptions.splice(typical, 1);
    context.questions.pop();
  }
  for (const front of fronts) context.consumed.add(front);
  const counted = fronts.reduce((sum, m) => sum + m.value, 0);
  // "20 cabinet doors and 6 drawer fronts": the count said before the cabinets is doors already.
  return [{ ...draft, quantity: typical >= 0 ? counted : draft.quantity + counted }];
};

/**
 * "Blow in more insulation", "top up the attic": a contractor blows only the difference over what is there, so the
 * existing R-value is read ("we have about R-19 now") or, when the request says more without a figure, assumed
 * R-11 (about 3.5 in. of old loose fill, common in attics insulated before the 1980s) and asked.
 */
function existingRValue(context: ClauseContext, targetText: string): { existing_r_value?: number } {
  const text = context.requestText;
  const other = [...text.matchAll(/\br[ -]?(\d{2})\b/g)].find((m) => m[0] !== targetText);
  if (other && /\b(?:have|existing|currently|now|there)\b/.test(text))
    return { existing_r_value: Number(other[1]) };
  if (!/\b(?:more|top[ -]?up|additional|add(?:ing)? (?:to|more)|on top of)\b/.test(text)) return {};
  context.assumptions.push(
    'Attic insulation is a top-up: existing insulation assumed R-11 (about 3.5 in.); measure its depth.',
  );
  context.questions.push('How deep is the insulation in the attic now (inches or R-value)?');
  return { existing_r_value: 11 };
}

/**
 * "Shutoff valves under 2 sinks": the count is of fixtures, not valves. A sink has a hot and a cold stop, a toilet
 * one. A count said of the valves themselves ("2 shutoff valves") is kept.
 */
const shutoffCount: Refiner = (draft, context) => {
  // "under 2 sinks" is blanked from the clause as a place, so read the request's words.
  const text = context.requestText;
  const fixtures = /\b(\d+) (sinks?|vanities|lavatories|toilets?)\b/.exec(text);
  if (!fixtures || /\b\d+ (?:\w+ )?(?:shut ?off|angle stop|valve)/.test(text)) return [draft];
  const perFixture = /^toilet/.test(fixtures[2] ?? '') ? 1 : 2;
  const quantity = Number(fixtures[1]) * perFixture;
  const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no count given`));
  if (typical >= 0) context.assumptions.splice(typical, 1);
  context.assumptions.push(
    `${draft.title}: ${quantity} valves for ${fixtures[1]} ${fixtures[2]} (${perFixture === 2 ? 'hot and cold under each' : 'one each'}).`,
  );
  return [{ ...draft, quantity }];
};

/** A band along the walls measured in feet ("40 ft of border") becomes the area its height covers. */
function bandArea(heightFt: number, what: string): Refiner {
  return (draft, context) => {
    // "spray foam the rim joist, 150 sq ft": an area said outright is the band's area.
    const area = context.measures.find(
      (m) => m.kind === 'area' && m.uom === 'sq_ft' && !context.consumed.has(m),
    );
    if (area) {
      context.consumed.add(area);
      const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
      if (typical >= 0) {
        context.assumptions.splice(typical, 1);
        context.questions.pop();
      }
      return [{ ...draft, quantity: area.value, uom: 'sq_ft' }];
    }
    const areaSqFt = Math.round(draft.quantity * heightFt);
    context.assumptions.push(
      `${draft.title}: ${formatNumber(draft.quantity)} LF × ${formatNumber(heightFt)} ft ${what} = ${formatNumber(areaSqFt)} sq ft.`,
    );
    return [{ ...draft, quantity: areaSqFt, uom: 'sq_ft' }];
  };
}

// "Garbage disposal died, replace it": a like-for-like swap, which the trade's permit rule exempts by its words.
const replaceTitle: Refiner = (draft, context) =>
  /\b(?:replace|replacing|replacement|swap|died|dead|broken)\b/.test(context.text)
    ? [{ ...draft, title: draft.title.replace(/^Install /, 'Replace ') }]
    : [draft];

export const REFINERS: Record<string, Refiner> = {
  // A typical border is 6-10 in. tall; 9 in. is taken.
  border_area: bandArea(0.75, 'border height (9 in. typical)'),
  // A 2x10 rim (9.25 in.) on a 2x sill plate (1.5 in.) is about 10.75 in. of foam face, taken as 0.9 ft.
  rim_area: bandArea(0.9, 'rim joist and sill height (2x10 on a sill plate)'),
  replace_title: replaceTitle,
  shutoff_count: shutoffCount,
  // A tub swapped on its own breaks the wall finish around it: a new 3-piece surround unless the walls are named.
  bathtub: (draft, context, rule, start) => {
    const [tub] = replaceTitle(draft, context, rule, start);
    if (/\b(?:tile|tiles|tiling|surround|walls?)\b/.test(context.requestText)) return [tub ?? draft];
    context.assumptions.push(
      'A tub replaced on its own: the old wall finish at the tub is cut out and a 3-piece surround put up.',
    );
    context.questions.push(
      'Are the walls around the tub staying (tile patched), or retiled instead of a surround?',
    );
    return [
      tub ?? draft,
      {
        ...draft,
        assemblyId: 'tub_surround_kit',
        title: 'Install tub wall surround (3-piece)',
        quantity: draft.quantity,
      },
    ];
  },
  // A subpanel larger than 60 A or in a detached building: said, and the trench priced as the complexity.
  subpanel: (draft, context, _rule, start) => {
    const amps = nearest(context, start, (m) => m.kind === 'amps');
    if (amps) context.consumed.add(amps);
    const detached = /\bdetached|separate building|outbuilding|shed\b/.test(context.requestText);
    if (amps && amps.value > 60) {
      context.assumptions.push(
        `Priced as a 60 A subpanel: a ${formatNumber(amps.value)} A feeder (heavier cable and breaker) costs more.`,
      );
      context.questions.push(`Is ${formatNumber(amps.value)} A needed at the subpanel, or would 60 A serve?`);
    }
    if (detached)
      context.assumptions.push('Detached building: the feeder runs in a trench (priced as the complexity).');
    return [{ ...draft, ...(detached ? { complexity: 'detached_garage_trench' } : {}) }];
  },
  // Carpet on a staircase of no stated size: about 14 treads and risers, roughly 60 sq ft of carpet.
  stairs_carpet: (draft, context) => {
    const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
    if (typical < 0 || !/\b(?:stairs|staircase|steps)\b/.test(context.text)) return [draft];
    context.assumptions[typical] =
      `${draft.title}: a staircase of about 14 steps taken as 60 sq ft of carpet.`;
    return [{ ...draft, quantity: 60 }];
  },
  // Under a floor over a crawlspace the batts go in overhead, on their backs: slower work.
  ceiling_batts: (draft, context) =>
    /\bcrawl ?spaces?\b/.test(context.text)
      ? [
          {
            ...draft,
            title: 'Insulate the floor over the crawlspace (batts with supports)',
            complexity: 'crawlspace_overhead',
          },
        ]
      : [draft],
  // "a fan in a room with no fixture": a new box and a cable from the switch, not a swap onto an existing box.
  ceiling_fan: (draft, context, _rule, start) => {
    const [swapped] = replaceTitle(draft, context, _rule, start);
    return /\bno (?:existing |old )?(?:light|fixture|box|wiring|fan)s?\b|\bwhere there(?:'s| is| was) none\b|\bnew (?:wiring|box)\b/.test(
      context.requestText,
    )
      ? [{ ...(swapped ?? draft), complexity: 'new_wiring' }]
      : [swapped ?? draft];
  },
  // "the cracked tiles in the kitchen floor, about 6 tiles": the count may follow, said of the tiles.
  tile_count: (draft, context) => {
    const count = context.measures.find(
      (m) =>
        m.kind === 'count' &&
        !context.consumed.has(m) &&
        /^\s*(?:\w+ )?tiles?\b/.test(context.text.slice(m.end)),
    );
    if (!count || draft.quantity !== 1) return [draft];
    context.consumed.add(count);
    return [{ ...draft, quantity: count.value }];
  },
  cabinet_fronts: cabinetFronts,
  repipe,
  circuit,
  gfci,
  sheathing,
  water_heater: waterHeater,
  generator,
  panel,
  window,
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
  gutter: (d, c) => roofEdge(d, c, 0.5, 'eaves'),
  ridge: (d, c) => roofEdge(d, c, 0.25, 'ridge length'),
  countertop,
  backsplash: areaOrTypical(
    30,
    'Backsplash size not given: 30 sq ft assumed (about 20 LF × 18 in).',
    'How many square feet of backsplash?',
  ),
  shower_tile: areaOrTypical(
    80,
    'Shower wall tile: a 5 ft tub/shower alcove tiled to 8 ft (about 80 sq ft) assumed.',
    'How high is the shower tile and how big is the shower?',
  ),
  siding_repair: areaOrTypical(
    50,
    'Siding repair area not given: 50 sq ft assumed.',
    'How much siding needs repair (sq ft)?',
  ),
  deck,
  deck_boards: deckBoards,
  railing,
  concrete,
  fence,
  fence_stain: fenceStain,
  recessed,
  downspout,
  retaining_wall: retainingWall,
  exterior_perimeter: exteriorFromHouse,
  exterior_trim: exteriorTrim,
  r_value: (draft, context) => {
    // "…attic floor, want R-38": the target may be said in a clause of its own.
    const r = /\br[ -]?(\d{2})\b/.exec(context.text) ?? /\br[ -]?(\d{2})\b/.exec(context.requestText);
    if (!r) return [draft];
    // "currently R-19", "we have R-19 now": the only R-value named is what is there; the target stays R-38.
    const all = [...context.requestText.matchAll(/\br[ -]?(\d{2})\b/g)];
    const said = context.requestText;
    const existingOnly =
      all.length === 1 &&
      (/\b(?:currently|existing|have|has|there(?:'s| is)|now at|only|old)\s+(?:about |around |maybe |an? |only )?$/.test(
        said.slice(Math.max(0, (all[0]?.index ?? 0) - 24), all[0]?.index ?? 0),
      ) ||
        /^\S*\s+(?:now|currently|there|existing|in there)\b/.test(
          said.slice((all[0]?.index ?? 0) + all[0]![0].length - 1),
        ));
    if (all.length >= 2) {
      // "we have R-11, add more to get R-49": a top-up only goes up, so the larger is the target.
      const values = all.map((m) => Number(m[1]));
      const target = Math.max(...values);
      const existing = Math.min(...values);
      return [
        {
          ...draft,
          title: `${draft.title} to R-${target} (over existing R-${existing})`,
          params: { ...draft.params, target_r_value: target, existing_r_value: existing },
        },
      ];
    }
    if (existingOnly) {
      const existing = Number(r[1]);
      context.assumptions.push(
        `R-${existing} is in the attic now: topped up to R-38, the current code minimum in most US climate zones.`,
      );
      return [
        {
          ...draft,
          title: `${draft.title} to R-38 (over existing R-${existing})`,
          params: { ...draft.params, target_r_value: 38, existing_r_value: existing },
        },
      ];
    }
    const params = { ...draft.params, target_r_value: Number(r[1]), ...existingRValue(context, r[0]) };
    return [{ ...draft, title: `${draft.title} to R-${r[1]}`, params }];
  },
  drain: (draft, context) =>
    /\b(?:main|sewer)\b/.test(context.text)
      ? [{ ...draft, complexity: 'main_line', title: 'Clear clogged main line drain (drain clearing)' }]
      : [draft],
  // A bathroom or vanity faucet is a lavatory faucet (bath_faucet_replace), not the kitchen pull-down.
  faucet_room: (draft, context, rule, start) => {
    const titled = REFINERS.room_title!(draft, context, rule, start);
    if (!/\b(?:bathroom|bath|vanity|lavatory|lav)\b/.test(context.text)) return titled;
    return titled.map((d) => ({
      ...d,
      assemblyId: 'bath_faucet_replace',
      title: d.title.replace(/^Replace (?:bath )?faucet$/, 'Replace bathroom faucet'),
    }));
  },
  room_title: (draft, context) => {
    const room = /\b(kitchen|bathroom|bath|laundry|utility)\b/.exec(context.text)?.[1];
    return room ? [{ ...draft, title: draft.title.replace(/^Replace /, `Replace ${room} `) }] : [draft];
  },
  ac: (draft, context, _rule, start) => {
    const tons = useMeasure(context, 'tons', start);
    return tons
      ? [
          {
            ...draft,
            title: `Replace ${formatNumber(tons.value)} ton central air conditioner (AC condenser)`,
          },
        ]
      : [draft];
  },
};
