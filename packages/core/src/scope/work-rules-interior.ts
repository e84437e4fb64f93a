import { f } from './rule-conditions.ts';
import type { WorkRule } from './work-rule.ts';

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
