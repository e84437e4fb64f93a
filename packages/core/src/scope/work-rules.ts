import type { Uom } from '../units/uom.ts';
import type { ClauseContext } from './scope-context.ts';
import type { ClauseFlags } from './scope-phrases.ts';

/**
 * How a plan line gets its quantity: a count, an area with its basis (floor, wall, ceiling, roof, exterior
 * wall), a length (stated, or a perimeter), or a volume.
 */
export type QuantityBasis =
  | 'count'
  | 'floor'
  | 'wall'
  | 'ceiling'
  | 'roof'
  | 'exteriorWall'
  | 'linear'
  | 'perimeter'
  | 'railing'
  | 'volume';

export const BASIS_UOM: Record<QuantityBasis, Uom> = {
  count: 'each',
  floor: 'sq_ft',
  wall: 'sq_ft',
  ceiling: 'sq_ft',
  roof: 'square',
  exteriorWall: 'sq_ft',
  linear: 'linear_ft',
  perimeter: 'linear_ft',
  railing: 'linear_ft',
  volume: 'cubic_yd',
};

/**
 * One kind of work the parser recognises: the words that name it, the actions that must (or must not) be
 * said, and the trade assembly that prices it. Titles use the assembly's own keywords so the compiler finds
 * the same work item (waste factor, search query) the assembly id already fixes.
 */
export interface WorkRule {
  id: string;
  /** Lower-case regex source for the thing worked on; matched as whole words. */
  noun: string;
  /** Whether the rule applies to a clause: its actions, its words, and what the whole request is about. */
  when?: (flags: ClauseFlags, text: string, context: ClauseContext) => boolean;
  tradeId: string;
  assemblyId: string;
  title: string;
  basis: QuantityBasis;
  laborOnly?: boolean;
  /** Quantity when the request gives none and no room or size implies one (stated as an assumption). */
  typical?: number;
  /** A special reading of sizes (tank gallons, kW, amps, window size …), see refine-item.ts. */
  refine?: string;
  /** Words a count stands before to count this work ("a 6 zone sprinkler system", "3 zones"), folded singular. */
  countUnits?: readonly string[];
  /** A service call: one visit, however many things it looks at ("two outlets stopped working"). */
  perVisit?: boolean;
  /** A whole-house system: units per sq ft of a stated house floor area ("all the ductwork in a 1600 sq ft ranch"). */
  perHouseSqFt?: number;
}

const f = {
  paint: (x: ClauseFlags) => x.paint,
  notPaint: (x: ClauseFlags) => !x.paint && !x.stain,
  removeOnly: (x: ClauseFlags) => x.remove,
  build: (x: ClauseFlags) =>
    !x.paint && !x.stain && !x.repair && !x.clean && (!x.remove || x.install || x.replace),
  repair: (x: ClauseFlags) => x.repair && !x.replace,
  fixOrBuild: (x: ClauseFlags) => !x.paint && !x.stain && !x.clean && (!x.remove || x.install || x.replace),
};
const CABINETS_AS_PLACE =
  /\b(?:on|onto|for|above|over|along|atop|under|behind) (?:the |our |my |about |existing )*(?:[\d.]+ (?:ft|feet|foot|lf|linear (?:ft|feet)) (?:of )?)?(?:the |our |existing )*(?:base |lower |kitchen )?cabinets\b/;
const not = (pattern: RegExp) => (_x: ClauseFlags, text: string) => !pattern.test(text);
const and =
  (...tests: ((x: ClauseFlags, text: string) => boolean)[]) =>
  (x: ClauseFlags, text: string) =>
    tests.every((test) => test(x, text));

/** Removal work ("remove and dispose of the old carpet"): labor only, priced by demolition assemblies. */
export const REMOVAL_RULES: WorkRule[] = [
  {
    // "the wallpaper border, about 40 ft": a band along the walls, priced as its own area (see refine-item.ts).
    id: 'remove_wallpaper_border',
    noun: 'wall ?paper borders?|border (?:strip|paper)s?',
    when: f.removeOnly,
    tradeId: 'painting',
    assemblyId: 'wallpaper_removal',
    title: 'Remove wallpaper border',
    basis: 'perimeter',
    laborOnly: true,
    refine: 'border_area',
  },
  {
    id: 'remove_wallpaper',
    noun: 'wall ?papers?(?! borders?)',
    when: f.removeOnly,
    tradeId: 'painting',
    assemblyId: 'wallpaper_removal',
    title: 'Remove wallpaper',
    basis: 'wall',
    laborOnly: true,
  },
  {
    id: 'remove_popcorn',
    noun: 'popcorn(?: ceilings?)?|cottage cheese(?: ceilings?)?|acoustic(?:al)? (?:ceiling )?texture|acoustic(?:al)? ceilings?|stipple(?:d)? ceilings?',
    tradeId: 'painting',
    assemblyId: 'popcorn_ceiling_removal',
    title: 'Popcorn ceiling removal',
    basis: 'ceiling',
    // With no size said, the size of the usual job (flooring for a few rooms, a whole ceiling, a house's gutters).
    typical: 1000,
    laborOnly: true,
  },
  {
    id: 'tear_off',
    noun: String.raw`(?:(?:old|existing|asphalt) )*(?:roof(?:ing)?|shingles?)(?! repair)|tear ?off|\d+ layers?(?: of shingles)?`,
    when: and(f.removeOnly, not(/\bflat roof|gutter/)),
    tradeId: 'roofing',
    assemblyId: 'shingle_tear_off',
    title: 'Tear off one layer of asphalt shingles',
    basis: 'roof',
    laborOnly: true,
    refine: 'tear_off',
  },
  {
    id: 'remove_siding',
    noun: '(?:old |existing )?siding',
    when: f.removeOnly,
    tradeId: 'siding',
    assemblyId: 'siding_removal',
    title: 'Remove existing siding',
    basis: 'exteriorWall',
    laborOnly: true,
  },
  {
    id: 'remove_fence',
    noun: '(?:old |existing )?fence',
    when: f.removeOnly,
    tradeId: 'fencing',
    assemblyId: 'fence_removal',
    title: 'Remove old fence',
    basis: 'linear',
    laborOnly: true,
  },
  {
    id: 'remove_carpet',
    noun: '(?:old |existing )?carpet(?:ing)?(?: and pad)?',
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'flooring_demo',
    title: 'Remove existing carpet and pad',
    basis: 'floor',
    laborOnly: true,
  },
  {
    id: 'remove_tile',
    noun: '(?:old |existing )?(?:floor )?tiles?(?: floor)?',
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'tile_demo',
    title: 'Remove existing tile',
    basis: 'floor',
    laborOnly: true,
  },
  {
    id: 'remove_flooring',
    // "re-side in vinyl", "vinyl siding": vinyl names the new siding or the windows, not a floor.
    noun: String.raw`(?:old |existing )?(?:flooring|floors?|laminate|(?<!\bin )vinyl(?! siding| windows?| fenc)|linoleum|hardwood|lvp)`,
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'flooring_demo',
    title: 'Remove existing flooring',
    basis: 'floor',
    laborOnly: true,
  },
  {
    id: 'remove_cabinets',
    noun: '(?:old |existing )?(?:kitchen )?(?:cabinets?|countertops?|counters?)(?: and countertops?)?',
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'cabinet_demo',
    title: 'Remove existing cabinets and countertops',
    basis: 'linear',
    laborOnly: true,
    typical: 20,
  },
  {
    id: 'remove_drywall',
    noun: '(?:old |existing )?(?:drywall|sheetrock|plaster)',
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'drywall_demo',
    title: 'Remove drywall',
    basis: 'wall',
    laborOnly: true,
  },
  {
    id: 'remove_deck',
    noun: '(?:old |existing )?deck',
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'deck_demo',
    title: 'Remove deck',
    basis: 'floor',
    laborOnly: true,
  },
  {
    id: 'remove_concrete',
    noun: '(?:old |existing |cracked )?(?:concrete(?: patio| slab| driveway)?|slab|patio)',
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'concrete_demo',
    title: 'Remove concrete',
    basis: 'floor',
    laborOnly: true,
  },
  {
    id: 'remove_fixture',
    noun: '(?:old |existing )?(?:toilets?|tubs?|bathtubs?|vanit(?:y|ies)|(?<!(?:light|lighting|ceiling|electrical) )fixtures?)',
    when: f.removeOnly,
    tradeId: 'demolition',
    assemblyId: 'fixture_removal',
    title: 'Remove fixture',
    basis: 'count',
    laborOnly: true,
  },
  {
    id: 'remove_insulation',
    noun: '(?:old |existing )?insulation',
    when: f.removeOnly,
    tradeId: 'insulation',
    assemblyId: 'insulation_removal',
    title: 'Remove old insulation',
    basis: 'floor',
    laborOnly: true,
  },
  {
    id: 'gut_bathroom',
    noun: '(?:the |my )?bath(?:room)?',
    // "Gut" says the room is taken to the studs; it does not make the rest of the clause a removal.
    when: (x, t) =>
      /\bgut(?:ted|ting)?\b/.test(t) || (x.remove && /\b(?:demo(?:lish)?|tear out|rip out)\b/.test(t)),
    tradeId: 'demolition',
    assemblyId: 'bathroom_gut',
    title: 'Bathroom demo (gut to studs)',
    basis: 'count',
    laborOnly: true,
  },
  {
    id: 'gut_kitchen',
    noun: '(?:the |my )?kitchen',
    // "Gut" says the room is taken to the studs; it does not make the rest of the clause a removal.
    when: (x, t) =>
      /\bgut(?:ted|ting)?\b/.test(t) || (x.remove && /\b(?:demo(?:lish)?|tear out|rip out)\b/.test(t)),
    tradeId: 'demolition',
    assemblyId: 'kitchen_gut',
    title: 'Kitchen demo (gut)',
    basis: 'count',
    laborOnly: true,
  },
];

/** Painting, drywall, interior finishes. */
export const INTERIOR_RULES: WorkRule[] = [
  {
    // "epoxy the garage floor", "paint the basement floor": a coating on concrete, sized by the floor.
    id: 'floor_coating',
    noun: '(?:(?:garage|basement|concrete|shop|porch) )+floors?|epoxy(?: floor(?:ing)?| coating)?',
    when: (x, t) =>
      (x.paint || /\bepoxy|floor coating|coat\b/.test(t)) && !/\bhardwood|wood floor|refinish/.test(t),
    tradeId: 'painting',
    assemblyId: 'floor_coating',
    title: 'Coat concrete floor (epoxy)',
    basis: 'floor',
    typical: 400,
  },
  {
    // "refinish the bathtub", "reglaze the tub": a coating in place, not a new tub.
    id: 'tub_refinish',
    noun: '(?:bath ?)?tubs?|bathtubs?',
    when: (_x, t) => /\b(?:refinish|reglaz|re ?glaz|resurfac|re ?coat)\w*/.test(t),
    tradeId: 'painting',
    assemblyId: 'tub_refinish',
    title: 'Refinish bathtub',
    basis: 'count',
  },
  {
    // "paint the deck railing, 40 ft": painting or staining a railing, per foot, not building one.
    id: 'paint_railing',
    noun: '(?:deck |porch |stair |front |back )?(?:rail(?:ing|ings|s)?|balusters?|spindles?|banisters?)',
    when: (x) => x.paint || x.stain,
    tradeId: 'painting',
    assemblyId: 'exterior_trim_paint',
    title: 'Paint railing and balusters',
    basis: 'linear',
  },
  {
    // "hang wallpaper in the dining room": new paper on the walls (the removal rule takes stripping).
    id: 'wallpaper_install',
    noun: '(?:new )?(?:wall ?papers?|wall ?coverings?|grass ?cloth)(?! borders?| removal)',
    when: (x) => !x.remove && !x.paint && (x.install || x.replace),
    tradeId: 'painting',
    assemblyId: 'wallpaper_install',
    title: 'Hang wallpaper',
    basis: 'wall',
  },
  {
    id: 'paint_cabinets',
    noun: '(?:kitchen )?cabinets?(?: doors)?',
    // New cabinets come finished: "new stock cabinets ..., paint" paints the walls, not the new cabinets.
    when: (x, t) =>
      (x.paint || x.refinish) &&
      !/\bnew (?:(?:stock|semi[- ]custom|custom|shaker|kitchen|base|wall) )*cabinets?\b/.test(t),
    tradeId: 'painting',
    assemblyId: 'cabinet_paint',
    title: 'Paint kitchen cabinets (doors and drawer fronts)',
    basis: 'count',
    typical: 30,
    refine: 'cabinet_fronts',
  },
  {
    id: 'paint_exterior_trim',
    // "paint the exterior … plus the trim": on an exterior job, trim named without a room is the house's.
    noun: 'fascia|soffits?|exterior trim|outside trim|trim',
    when: (x, t, context) =>
      x.paint &&
      (/\b(?:fascia|soffits?|exterior trim|outside trim)\b/.test(t) ||
        (context.rooms.length === 0 &&
          !/\binterior|inside\b/.test(t) &&
          /\b(?:exterior|outside of|siding)\b/.test(context.requestText))),
    tradeId: 'painting',
    assemblyId: 'exterior_trim_paint',
    title: 'Paint exterior trim and fascia',
    basis: 'linear',
    refine: 'exterior_trim',
  },
  {
    id: 'paint_exterior',
    noun: 'exterior(?: of (?:the |my )?(?:house|home))?|outside(?: of (?:the |my )?(?:house|home))?|siding|(?<!\\b(?:in|inside|throughout|through|all over) (?:the |my |our )?(?:whole |entire )?)(?:the |my )?(?:house|home)(?! interior)',
    // "we have a 4 bedroom house, paint the kids' bedrooms": rooms named and no outside word is inside work.
    when: (x, t, context) =>
      x.paint &&
      !/\binterior|inside\b/.test(t) &&
      (context.rooms.length === 0 || /\b(?:exterior|outside|siding|stucco|trim outside)\b/.test(t)) &&
      // "paint the ceilings in the whole house, 1,800 sq ft home": inside surfaces, the home only sized.
      (!/\b(?:ceilings?|interior doors?|cabinets?|rooms?)\b/.test(t) ||
        /\b(?:exterior|outside|siding|stucco)\b/.test(t)),
    tradeId: 'painting',
    assemblyId: 'exterior_paint',
    title: 'Exterior painting of siding',
    basis: 'exteriorWall',
  },
  {
    id: 'paint_trim',
    noun: '(?:interior )?trim|baseboards?|base boards?|casings?|crown(?: moldings?)?',
    when: f.paint,
    tradeId: 'painting',
    assemblyId: 'trim_paint',
    title: 'Paint trim and baseboards',
    basis: 'perimeter',
  },
  {
    id: 'paint_doors',
    noun: '(?:interior )?doors?',
    // "paint the kitchen cabinets, 22 doors and 8 drawers": those are cabinet fronts.
    when: (x, t) => x.paint && !/\bcabinets?\b/.test(t),
    tradeId: 'painting',
    assemblyId: 'door_paint',
    title: 'Paint interior doors',
    basis: 'count',
  },
  {
    id: 'paint_ceiling',
    noun: 'ceilings?',
    when: (x, t) => x.paint && !/popcorn|cottage cheese|acoustic/.test(t),
    tradeId: 'painting',
    assemblyId: 'interior_ceiling_paint',
    title: 'Paint ceilings',
    basis: 'ceiling',
  },
  {
    id: 'paint_walls',
    noun: 'walls?',
    when: (x, t) => x.paint && !/\bprime(?:r)?\b/.test(t),
    tradeId: 'painting',
    assemblyId: 'interior_wall_paint',
    title: 'Paint interior walls',
    basis: 'wall',
  },
  {
    id: 'prime_walls',
    noun: 'walls?|new drywall|primer',
    when: (_x, t) => /\bprime(?:r)?\b/.test(t),
    tradeId: 'painting',
    assemblyId: 'primer_coat',
    title: 'Prime walls (primer coat)',
    basis: 'wall',
  },
  {
    id: 'stain_deck',
    noun: 'deck',
    when: (x) => x.stain,
    tradeId: 'painting',
    assemblyId: 'deck_stain',
    title: 'Stain deck',
    basis: 'floor',
  },
  {
    id: 'stain_fence',
    noun: 'fence',
    when: (x) => x.stain || x.paint,
    tradeId: 'painting',
    assemblyId: 'deck_stain',
    title: 'Stain fence',
    basis: 'linear',
    refine: 'fence_stain',
  },
  {
    id: 'drywall_patch',
    noun: 'holes?|drywall|sheetrock|cracks?(?: in (?:the )?(?:walls?|ceilings?))?|dings?|dents?|patch(?:ing)?(?= (?:and (?:re)?paint )?(?:the |a |our |my )?(?:walls?|ceilings?)\\b)',
    when: (x, t) =>
      (x.repair || /\bholes?\b/.test(t)) &&
      !x.replace &&
      !/\broof|siding|pipe|toilet|faucet|deck|concrete|driveway\b/.test(t),
    tradeId: 'drywall',
    assemblyId: 'drywall_patch',
    title: 'Drywall patch',
    basis: 'count',
  },
  {
    id: 'drywall_finish',
    noun: 'tape and (?:mud|finish)|mud and tape',
    tradeId: 'drywall',
    assemblyId: 'drywall_finish_only',
    title: 'Tape and finish drywall',
    basis: 'wall',
  },
  {
    id: 'skim_coat',
    noun: 'skim coat(?:ing)?|level 5',
    tradeId: 'drywall',
    assemblyId: 'skim_coat',
    title: 'Skim coat walls',
    basis: 'wall',
  },
  {
    id: 'drywall_ceiling',
    noun: 'ceilings?',
    // "3 sheets of drywall replaced in the ceiling": the sheets are the amount, not the whole ceiling.
    when: (x, t) =>
      /\b(?:drywall|sheetrock)\b/.test(t) && !x.repair && !x.paint && !x.remove && !/\bsheets?\b/.test(t),
    tradeId: 'drywall',
    assemblyId: 'drywall_ceiling',
    title: 'Hang drywall ceiling',
    basis: 'ceiling',
  },
  {
    id: 'drywall_hang',
    // "30 sq ft of drywall ceiling": the ceiling rule prices it; drywall there names the material.
    noun: '(?:drywall|sheetrock|gypsum board|wallboard)(?! ceilings?)',
    // "tape and mud 300 sq ft of drywall", "skim coat the drywall": finishing only, nothing hung.
    // "drywall the ceiling of a 20x20 garage": only the ceiling, which its own rule prices.
    when: (x, t) =>
      f.build(x) &&
      (!/\btape and (?:mud|finish)|mud and tape|\bskim\b/.test(t) || /\bhang|hung\b/.test(t)) &&
      !(/\bthe ceilings? of\b|\bceilings? only\b|\bjust the ceilings?\b/.test(t) && !/\bwalls?\b/.test(t)),
    tradeId: 'drywall',
    assemblyId: 'drywall_hang_finish',
    title: 'Hang and finish drywall',
    basis: 'wall',
  },
  {
    id: 'baseboard',
    noun: 'baseboards?|base boards?|base molding|base trim',
    when: f.fixOrBuild,
    tradeId: 'finish_carpentry',
    assemblyId: 'baseboard',
    title: 'Install baseboard',
    basis: 'perimeter',
  },
  {
    id: 'crown',
    noun: 'crown(?: moldings?| moulding)?',
    when: f.fixOrBuild,
    tradeId: 'finish_carpentry',
    assemblyId: 'crown_molding',
    title: 'Install crown molding',
    basis: 'perimeter',
  },
  {
    id: 'shelving',
    noun: 'closet shelv(?:es|ing)|shelving|shelves',
    when: f.fixOrBuild,
    tradeId: 'finish_carpentry',
    assemblyId: 'shelving',
    title: 'Install closet shelving',
    basis: 'linear',
    typical: 8,
  },
  {
    id: 'wainscoting',
    noun: 'wainscot(?:ing)?|beadboard|board and batten',
    when: f.fixOrBuild,
    tradeId: 'finish_carpentry',
    assemblyId: 'wainscoting',
    title: 'Install wainscoting',
    basis: 'wall',
  },
  {
    id: 'interior_door',
    noun: '(?:interior |bedroom |closet |bifold |prehung |bathroom )+doors?',
    when: f.fixOrBuild,
    tradeId: 'finish_carpentry',
    assemblyId: 'interior_door_prehung',
    title: 'Install prehung interior door',
    basis: 'count',
  },
  {
    id: 'popcorn_any',
    noun: 'popcorn(?: ceilings?)?',
    when: (x) => !x.remove,
    tradeId: 'painting',
    assemblyId: 'popcorn_ceiling_removal',
    title: 'Popcorn ceiling removal',
    basis: 'ceiling',
    typical: 1000,
    laborOnly: true,
  },
];

/** Flooring, tile, cabinets, countertops, appliances. */
export const FINISH_RULES: WorkRule[] = [
  {
    id: 'refinish_hardwood',
    noun: '(?:hardwood |wood |oak )?(?:floors?|flooring)|hardwood',
    when: (x) => x.refinish,
    tradeId: 'flooring',
    assemblyId: 'hardwood_refinish',
    title: 'Sand and refinish hardwood floors',
    basis: 'floor',
  },
  {
    id: 'lvp',
    noun: 'lvp|lvt|luxury vinyl(?: plank| tile)?(?: flooring)?|vinyl plank(?: flooring)?|spc(?: flooring)?|rigid core vinyl',
    when: f.build,
    tradeId: 'flooring',
    assemblyId: 'lvp_install',
    title: 'Install luxury vinyl plank flooring',
    basis: 'floor',
    typical: 500,
  },
  {
    id: 'engineered',
    noun: 'engineered (?:hardwood|wood)(?: flooring| floors?)?',
    when: f.build,
    tradeId: 'flooring',
    assemblyId: 'laminate_install',
    title: 'Install engineered hardwood flooring',
    basis: 'floor',
    typical: 500,
  },
  {
    id: 'laminate_floor',
    noun: 'laminate(?: flooring| floors?)?',
    when: (x, t) => f.build(x) && !/countertop|counter/.test(t),
    tradeId: 'flooring',
    assemblyId: 'laminate_install',
    title: 'Install laminate flooring',
    basis: 'floor',
    typical: 500,
  },
  {
    id: 'hardwood',
    noun: '(?:solid |oak |new )?hardwood(?: flooring| floors?)?|oak flooring',
    when: f.build,
    tradeId: 'flooring',
    assemblyId: 'hardwood_install',
    title: 'Install hardwood flooring',
    basis: 'floor',
    typical: 500,
  },
  {
    id: 'carpet',
    noun: '(?:wall to wall )?carpet(?:ing)?(?: and pad)?',
    when: f.build,
    tradeId: 'flooring',
    assemblyId: 'carpet_install',
    title: 'Install carpet and pad',
    basis: 'floor',
    typical: 500,
    refine: 'stairs_carpet',
  },
  {
    id: 'floor_leveling',
    noun: 'self level(?:ing|er)|floor leveling|level(?:ing)? (?:the )?floors?',
    tradeId: 'flooring',
    assemblyId: 'floor_leveling',
    title: 'Floor leveling compound',
    basis: 'floor',
  },
  {
    id: 'backsplash',
    noun: '(?:tile |subway tile |kitchen )?backsplash',
    when: f.build,
    tradeId: 'tile',
    assemblyId: 'backsplash_tile',
    title: 'Install tile backsplash',
    basis: 'count',
    refine: 'backsplash',
  },
  {
    // "tile shower walls and floor", "a new shower pan": the shower's floor is a pan, not wall tile.
    id: 'shower_floor',
    noun: '(?:shower (?:floor|pan|base)|(?:floor|pan) of the shower|(?<=shower walls? (?:and|&|plus) (?:the )?)floor)',
    when: (x, t) => f.build(x) && /\b(?:re ?)?til(?:e|es|ed|ing)\b|\bpan\b/.test(t),
    tradeId: 'tile',
    assemblyId: 'tile_shower_pan',
    title: 'Build tiled shower pan',
    basis: 'count',
  },
  {
    id: 'shower_tile',
    noun: 'shower(?: walls?| surround| tile)?|tub surround|tile (?:the )?shower',
    when: (x, t) =>
      f.build(x) &&
      /\b(?:re ?)?til(?:e|es|ed|ing)\b|surround/.test(t) &&
      !/\b(?:re ?grout|grout|re ?seal|re ?caulk|caulk)\w*/.test(t),
    tradeId: 'tile',
    assemblyId: 'shower_wall_tile',
    title: 'Install shower wall tile',
    basis: 'count',
    refine: 'shower_tile',
  },
  {
    id: 'shower_pan',
    noun: 'shower pan|shower base|shower floor',
    when: f.build,
    tradeId: 'tile',
    assemblyId: 'tile_shower_pan',
    title: 'Install tile shower pan',
    basis: 'count',
  },
  {
    // "replace 6 cracked tiles": a repair of so many tiles, not a new floor.
    id: 'tile_repair',
    noun: '(?:(?:cracked|broken|chipped|damaged|loose|popped) )+(?:(?:floor|wall|kitchen|bathroom|shower|ceramic|porcelain) )*tiles?',
    when: (x) => !x.paint,
    tradeId: 'tile',
    assemblyId: 'tile_repair',
    title: 'Replace cracked tiles',
    basis: 'count',
    refine: 'tile_count',
  },
  {
    id: 'regrout',
    noun: 're ?grout(?:ing)?|grout',
    when: (x, t) =>
      !x.remove && /re ?grout|grout (?:repair|clean|seal)|(?:repair|fix|clean|seal|redo)\b.*grout/.test(t),
    tradeId: 'tile',
    assemblyId: 'regrout',
    title: 'Regrout tile',
    basis: 'floor',
    laborOnly: true,
  },
  {
    id: 'floor_tile',
    noun: '(?:porcelain |ceramic |floor )*til(?:e|es|ing)(?: floors?| flooring)?|(?:re ?)?tile (?:the )?floors?',
    when: (x, t) =>
      f.build(x) &&
      // "tile the bathroom floor and the tub surround": a floor named is floor tile, whatever else is tiled.
      (/\bfloors?\b/.test(t) || !/backsplash|shower|tub surround/.test(t)) &&
      !/\bshower (?:floor|pan|base)\b|\bshower walls? (?:and|&|plus) (?:the )?floor\b/.test(t) &&
      !/ceiling tile|\b(?:cracked|broken|chipped|damaged|loose|popped) (?:\w+ )?tiles?\b/.test(t),
    tradeId: 'tile',
    assemblyId: 'floor_tile',
    title: 'Install porcelain floor tile',
    basis: 'floor',
  },
  {
    id: 'stone_countertop',
    noun: '(?:quartz|granite|stone|marble|solid surface)(?: countertops?| counters?| tops?)?',
    when: f.build,
    tradeId: 'cabinets_countertops',
    assemblyId: 'stone_countertop',
    title: 'Install quartz countertops',
    basis: 'count',
    refine: 'countertop',
  },
  {
    id: 'laminate_countertop',
    noun: 'laminate (?:countertops?|counters?)|formica(?: countertops?)?',
    when: f.build,
    tradeId: 'cabinets_countertops',
    assemblyId: 'laminate_countertop',
    title: 'Install laminate countertop',
    basis: 'linear',
    typical: 12,
  },
  {
    id: 'butcher_block',
    noun: 'butcher block(?: countertops?| counters?)?',
    when: f.build,
    tradeId: 'cabinets_countertops',
    assemblyId: 'butcher_block_countertop',
    title: 'Install butcher block countertop',
    basis: 'linear',
    typical: 12,
  },
  {
    id: 'countertop',
    noun: 'countertops?|counters?',
    when: f.build,
    tradeId: 'cabinets_countertops',
    assemblyId: 'stone_countertop',
    title: 'Install quartz countertops',
    basis: 'count',
    refine: 'countertop',
  },
  {
    id: 'wall_cabinets',
    noun: '(?:wall|upper) cabinets?|uppers',
    when: f.build,
    tradeId: 'cabinets_countertops',
    assemblyId: 'wall_cabinets',
    title: 'Install wall cabinets',
    basis: 'linear',
    typical: 10,
  },
  {
    id: 'base_cabinets',
    noun: '(?:base|lower|kitchen) cabinets?|cabinets',
    // "quartz countertops on 14 ft of cabinets": the cabinets say where the work goes, they are not new work.
    when: and(f.build, not(CABINETS_AS_PLACE)),
    tradeId: 'cabinets_countertops',
    assemblyId: 'base_cabinets',
    title: 'Install base cabinets',
    basis: 'linear',
    typical: 12,
  },
  {
    id: 'vanity',
    noun: '(?:bathroom )?vanit(?:y|ies)(?: cabinets?)?',
    when: f.build,
    tradeId: 'cabinets_countertops',
    assemblyId: 'vanity_install',
    title: 'Install bathroom vanity',
    basis: 'count',
  },
  {
    id: 'cabinet_hardware',
    noun: 'cabinet (?:hardware|pulls|knobs)|drawer pulls|pulls and knobs',
    tradeId: 'cabinets_countertops',
    assemblyId: 'cabinet_hardware',
    title: 'Install cabinet hardware',
    basis: 'count',
    typical: 30,
  },
  {
    id: 'dishwasher',
    noun: 'dishwashers?',
    when: and(f.fixOrBuild, not(/\bcircuit|outlet|receptacle\b/)),
    tradeId: 'appliances',
    assemblyId: 'dishwasher_install',
    title: 'Install dishwasher',
    basis: 'count',
  },
  {
    id: 'range_hood',
    noun: '(?:range |vent |kitchen )hoods?',
    when: and(f.fixOrBuild, not(/\bcircuit|outlet|receptacle\b/)),
    tradeId: 'appliances',
    assemblyId: 'range_hood_install',
    title: 'Install range hood',
    basis: 'count',
  },
  {
    id: 'microwave',
    noun: '(?:over the range |otr )?microwaves?',
    when: and(f.fixOrBuild, not(/\bcircuit|outlet|receptacle\b/)),
    tradeId: 'appliances',
    assemblyId: 'otr_microwave_install',
    title: 'Install over the range microwave',
    basis: 'count',
  },
  {
    id: 'appliance_set',
    noun: '(?<!mid |price |high |low |top of the )(?:range|stove|oven|refrigerator|fridge|washer|dryer|washing machine)s?',
    when: (x, t) => f.fixOrBuild(x) && !/\bcircuit|outlet|hood|vent\b/.test(t),
    tradeId: 'appliances',
    assemblyId: 'appliance_set',
    title: 'Appliance installation',
    basis: 'count',
  },
];
