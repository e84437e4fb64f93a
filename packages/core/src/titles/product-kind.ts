/**
 * What kind of product a title names, decided by its words, because the same "A x B" means different things:
 * "3/4 in. x 10 ft." is a pipe's diameter and length (no area), "4 ft. x 8 ft." is a sheet (32 sq ft),
 * "6 in. x 36 in." is one plank of a case. Checked in order; the first kind whose words appear wins, so trim
 * and tape words beat the sheet words they are made of ("MDF Baseboard", "Drywall Tape").
 */
export type ProductKind =
  /** Capacity, not contents: a 1.9 cu ft washer, a 16 gal shop vac, a 5 gal empty bucket. */
  | 'appliance'
  /** Sold and used by the piece; sizes are not coverage (doors, ladders, fittings, pickets, tools). */
  | 'counted'
  /** Fence panels cover a run of fence, the width of the panel. */
  | 'fence_panel'
  /** Dimensional lumber: nominal sizes, length coverage. */
  | 'lumber'
  /** Sold by length: pipe, conduit, wire, tubing, trim, gutters, tape. */
  | 'linear'
  /** Area made of pieces that come several to a package (tile, planks, batts, shingles). */
  | 'area_piece'
  /** Area sold as one continuous sheet or roll (drywall, plywood, membranes, insulation rolls). */
  | 'area_sheet'
  | 'unknown';

const KIND_WORDS: [ProductKind, RegExp][] = [
  [
    'appliance',
    /\b(?:refrigerators?|fridge|freezers?|washers?(?!\s*(?:\(|-pack|pack))|dryers?|washing machine|microwaves?|ovens?|ranges?|dishwashers?|coolers?|vac|vacuums?|water heaters?|heaters?|air conditioners?|tanks?|trash cans?|garbage cans?|trash bags?|contractor bags?|leaf bags?|wheelbarrows?|sprayers?|totes?|storage|bins?|dehumidifiers?|humidifiers?|compressors?|homer bucket|capacity|mixing tub|kettle)\b/i,
  ],
  ['fence_panel', /\bfence\s+panels?\b/i],
  [
    'counted',
    /\b(?:pickets?|balusters?|spindles?|screen doors?|storm doors?|window screens?|ladders?|tape measure|measuring tape|levels?|saws?|drills?|fittings?|couplings?|elbows?|tees?|adapters?|caps?|valves?|unions?|bushings?|plugs?|nipples?|clamps?|hangers?|brackets?|connectors?|straps?|toilets?|vanity|vanities|cabinets?|faucets?|fixtures?|lights?|fans?|outlets?|switch(?:es)?|receptacles?|junction box|hinges?|end caps?|miters?|splice|elbow)\b/i,
  ],
  [
    'linear',
    /\b(?:pipes?|conduit|tubing|wire|cable|cord|hose|rope|chain|rebar|rods?|dowels?|trim|mouldings?|moldings?|baseboards?|casing|crown|quarter round|shoe|chair rail|nosing|threshold|transition strip|reducer|corner bead|j-channel|channel|drip edge|gutters?|downspouts?|fascia|soffit|flashing|tape|weather ?strip(?:ping)?|edging|track|handrail|rail|lap siding|batten|furring strip|backer rod)\b/i,
  ],
  [
    'lumber',
    /\b(?:lumber|studs?|deck(?:ing)? boards?|decking|board|boards|posts?|beams?|joists?|rafters?|timbers?|2x\d+|kiln[- ]dried|pressure[- ]treated)\b/i,
  ],
  [
    'area_piece',
    /\b(?:tiles?|planks?|batts?|shingles?|pavers?|ceiling panels?|carpet tiles?|laminate|hardwood flooring|vinyl flooring)\b/i,
  ],
  [
    'area_sheet',
    /\b(?:drywall|gypsum|sheetrock|wallboard|plywood|osb|sheathing|mdf|fiberboard|hardboard|particle ?board|cement board|backer ?board|foam board|insulation board|rigid foam|insulation|underlayment|membrane|felt|house ?wrap|building wrap|vapor barrier|sheeting|plastic sheet|tarp|landscape fabric|weed barrier|lath|mesh|screen|carpet|sheet vinyl|vinyl sheet|paneling|wall panel|lattice|roll roofing|sheet)\b/i,
  ],
];

/** Sheet-goods words checked before the lumber words ("board", "pressure-treated"). */
const SHEET_FIRST =
  /\b(?:drywall|gypsum|plywood|osb|sheathing|mdf|fiberboard|hardboard|particle ?board|cement board|backer ?board|foam board|insulation board)\b/i;

/** The product kind a title names; see `ProductKind`. */
export function productKindOf(title: string): ProductKind {
  for (const [kind, pattern] of KIND_WORDS) {
    // Sheet goods are named before lumber: "pressure-treated plywood" and "cement board" are sheets.
    if (kind === 'lumber' && SHEET_FIRST.test(title)) return 'area_sheet';
    if (pattern.test(title)) return kind;
  }
  return 'unknown';
}
