import type { ClauseFlags } from './scope-phrases.ts';
import type { WorkRule } from './work-rules.ts';

const build = (x: ClauseFlags) =>
  !x.paint && !x.stain && !x.repair && !x.clean && (!x.remove || x.install || x.replace);
const fixOrBuild = (x: ClauseFlags) =>
  !x.paint && !x.stain && !x.clean && (!x.remove || x.install || x.replace);

/** A whole new roof said outright: "replace my roof", "new roof", "reroof", "20 squares", "roof replacement". */
export const NEW_ROOF =
  /\b(?:re ?roof|re ?shingl\w*|roof replacement|(?:replac\w*|new|redo|redoing) (?:(?:my|the|our|a|whole|entire|complete) )*(?:asphalt |shingle |architectural )*roof\b(?! (?:vents?|flashing|deck(?:ing)?|repair|leak))|\d+(?:\.\d+)? squares?\b)/;

/** "3 shingles", "some missing shingles", "a few slates" (number words already digits): a part of the roof. */
const FEW_SHINGLES =
  /\b(?:[1-9]|1\d|some|several|missing|loose|damaged) (?:(?:missing|loose|damaged|broken|cracked|torn) )?(?:shingles?|slates?|roof tiles?)\b/;

const ROOF_WORDS = /\b(?:roof(?:er|ers|ing)?|re ?roof(?:ing)?|(?:re ?)?shingl(?:e|es|ed|ing))\b/;

/** Roofing, gutters, siding, windows and doors, decks, fences, concrete, insulation, site work. */
export const EXTERIOR_RULES: WorkRule[] = [
  {
    id: 'flat_roof',
    noun: 'flat roof|low slope roof|tpo(?: roof)?|epdm|rubber roof|modified bitumen',
    when: fixOrBuild,
    tradeId: 'roofing',
    assemblyId: 'low_slope_membrane',
    title: 'Install TPO flat roof (low slope roof)',
    basis: 'roof',
  },
  {
    id: 'roof_repair',
    noun: 'roof(?: leaks?)?|shingles?|pipe boots?|leaks?',
    // A few shingles replaced is a repair of that extent, not a new roof; the count is the repair's extent.
    when: (x, t) =>
      ((x.repair && !x.replace) || (FEW_SHINGLES.test(t) && !NEW_ROOF.test(t))) &&
      !/\bgutter|pipe leak|faucet|toilet\b/.test(t),
    tradeId: 'roofing',
    assemblyId: 'roof_repair',
    title: 'Roof repair (roof leak)',
    basis: 'count',
    perVisit: true,
  },
  {
    id: 'drip_edge',
    noun: 'drip edges?',
    when: fixOrBuild,
    tradeId: 'roofing',
    // No length said: a house's eaves and rakes (about 180 LF); a ranch ridge is about 40 ft; a deck or a patio
    // of no stated size is the common 12 x 16.
    assemblyId: 'drip_edge',
    title: 'Install drip edge',
    basis: 'linear',
    typical: 180,
    refine: 'roof_edge',
  },
  {
    id: 'ridge_vent',
    noun: 'ridge vents?',
    when: fixOrBuild,
    tradeId: 'roofing',
    assemblyId: 'ridge_vent',
    title: 'Install ridge vent',
    basis: 'linear',
    typical: 40,
    refine: 'ridge',
  },
  {
    id: 'flashing',
    noun: '(?:step |chimney |valley |wall |counter )?flashing',
    when: fixOrBuild,
    tradeId: 'roofing',
    assemblyId: 'flashing',
    title: 'Replace flashing',
    basis: 'linear',
    typical: 20,
  },
  {
    id: 'reroof',
    noun: String.raw`re ?roof(?:ing)?|re ?shingl(?:e|ing)|roof replacement|(?<!\b(?:on|onto|under|from|in|off|above|below|through) (?:the |my |our |a )?)(?:new |asphalt |shingle |architectural )*roof(?!ing contractor| leak| repair| deck| sheathing| plywood| vents?| flashing)|(?:architectural |asphalt )*shingles?|\d+(?:\.\d+)? squares?(?= of roof|$|[,.;])`,
    when: (x, t) =>
      (x.replace || x.install || /\bre ?(?:roof|shingl)/.test(t)) &&
      !x.paint &&
      !x.clean &&
      // "add drip edge to my roof" is not a new roof; "replace my roof, with new drip edge" still is.
      (!/\bgutter|flat roof|drip edge|ridge vent|flashing\b/.test(t) || NEW_ROOF.test(t)),
    tradeId: 'roofing',
    assemblyId: 'asphalt_shingle_reroof',
    title: 'Install architectural asphalt shingle roof (reroof)',
    basis: 'roof',
    refine: 'reroof',
  },
  {
    id: 'gutter_guard',
    noun: '(?:gutter|leaf) (?:guards?|screens?|covers?)',
    when: fixOrBuild,
    tradeId: 'gutters',
    assemblyId: 'gutter_guard',
    title: 'Install gutter guards',
    basis: 'linear',
    typical: 150,
    refine: 'gutter',
  },
  {
    id: 'gutter_cleaning',
    noun: 'gutters?',
    when: (x) => x.clean,
    tradeId: 'gutters',
    assemblyId: 'gutter_cleaning',
    title: 'Gutter cleaning',
    basis: 'linear',
    laborOnly: true,
    refine: 'gutter',
  },
  {
    id: 'downspout',
    noun: 'downspouts?',
    when: fixOrBuild,
    tradeId: 'gutters',
    assemblyId: 'downspout',
    title: 'Install downspouts',
    basis: 'count',
    refine: 'downspout',
  },
  {
    id: 'gutters',
    noun: '(?:seamless |aluminum |k style |new )*gutters?(?! guards?| screens?| covers?)',
    // "gutter guards on 120 ft of gutters": the gutters are where the guards go.
    when: (x, t) => fixOrBuild(x) && !/\b(?:gutter|leaf) (?:guards?|screens?|covers?)\b/.test(t),
    tradeId: 'gutters',
    assemblyId: 'seamless_gutter',
    title: 'Install seamless gutters',
    basis: 'linear',
    // With no size said, the size of the usual job (flooring for a few rooms, a whole ceiling, a house's gutters).
    typical: 150,
    refine: 'gutter',
  },
  {
    id: 'soffit_fascia',
    noun: 'soffits?(?: and fascia)?|fascia(?: boards?)?',
    // "a brick ranch with 200 ft of wood trim and fascia" describes the house: replacement needs its verb.
    when: (x) => fixOrBuild(x) && (x.replace || x.install || x.repair),
    tradeId: 'siding',
    assemblyId: 'soffit_fascia',
    title: 'Replace soffit and fascia',
    basis: 'linear',
    typical: 150,
    refine: 'gutter',
  },
  {
    id: 'siding_repair',
    noun: 'siding',
    when: (x) => x.repair && !x.replace && !x.paint,
    tradeId: 'siding',
    assemblyId: 'fiber_cement_siding',
    title: 'Siding repair (replace damaged siding boards)',
    basis: 'count',
    refine: 'siding_repair',
  },
  {
    id: 'fiber_cement',
    noun: '(?:fiber cement|hardie(?: ?plank| board)?|james hardie)(?: lap)?(?: siding)?',
    when: build,
    tradeId: 'siding',
    assemblyId: 'fiber_cement_siding',
    title: 'Install fiber cement siding',
    basis: 'exteriorWall',
  },
  {
    id: 'siding',
    noun: '(?:vinyl )?siding|re ?sid(?:e|ing)',
    // "re-side with fiber cement": the fiber cement rule prices the new siding.
    when: (x, t) =>
      (build(x) || /\bre ?sid/.test(t)) &&
      !x.paint &&
      !(/\bfiber cement|hardie/.test(t) && !/\bvinyl\b/.test(t)),
    tradeId: 'siding',
    assemblyId: 'vinyl_siding',
    title: 'Install vinyl siding',
    basis: 'exteriorWall',
  },
  {
    id: 'patio_door',
    noun: '(?:sliding (?:glass |patio )?|patio |french patio )doors?|sliders?',
    when: build,
    tradeId: 'windows_doors',
    assemblyId: 'sliding_patio_door',
    title: 'Install sliding patio door',
    basis: 'count',
  },
  {
    id: 'storm_door',
    noun: '(?:storm|screen) doors?',
    when: build,
    tradeId: 'windows_doors',
    assemblyId: 'storm_door',
    title: 'Install storm door',
    basis: 'count',
  },
  {
    id: 'garage_door',
    // A part of the door ("garage door spring", "the cables") is a repair of that part, read from the lexicon.
    noun: '(?:garage|overhead) doors?(?! (?:springs?|cables?|rollers?|repair))',
    when: build,
    tradeId: 'windows_doors',
    assemblyId: 'garage_door',
    title: 'Garage door replacement',
    basis: 'count',
  },
  {
    id: 'exterior_door',
    noun: '(?:front|back|entry|exterior|side|fiberglass|steel)(?: entry)? doors?',
    when: build,
    tradeId: 'windows_doors',
    assemblyId: 'exterior_door',
    title: 'Replace exterior entry door',
    basis: 'count',
  },
  {
    id: 'window',
    // "a window AC unit", "window blinds": things that go in a window, not a window.
    noun: '(?:(?:replacement|vinyl|double hung|casement|picture|bay|basement|egress|bathroom|slider|small|large|new|old) )*windows?(?! (?:ac|a\\/c|air conditioners?|units?|fans?|sills?|treatments?|blinds|shades|coverings?|film|tint|screens?|wells?)\\b)',
    when: build,
    tradeId: 'windows_doors',
    assemblyId: 'replacement_window_standard',
    title: 'Install replacement window',
    basis: 'count',
    refine: 'window',
  },
  {
    id: 'roof_sheathing',
    // Under a roof, "decking" is the plywood or OSB the shingles are nailed to, not a deck's boards.
    noun: '(?:(?:rotten|rotted|bad|soft|damaged|new) )*(?:roof (?:decking|deck|sheathing|plywood)|(?:plywood |osb )?(?:sheathing|decking)|plywood|osb)',
    when: (x, t, context) =>
      // "spray foam the attic roof deck": the deck is where the foam goes.
      !/\bspray foam|foam|insulat/.test(t) &&
      !x.paint &&
      !x.stain &&
      !x.clean &&
      (ROOF_WORDS.test(t) || (ROOF_WORDS.test(context.requestText) && !/\bdeck\b/.test(t))),
    tradeId: 'roofing',
    assemblyId: 'roof_sheathing',
    title: 'Replace roof sheathing',
    basis: 'floor',
    typical: 96,
    refine: 'sheathing',
  },
  {
    id: 'deck_boards',
    noun: '(?:(?:composite|wood|cedar|pressure treated|pt|trex) )*(?:deck boards|decking)',
    when: (x, t) => (x.replace || /\bre ?deck/.test(t)) && !/\bbuild|new deck\b/.test(t),
    tradeId: 'framing_deck',
    assemblyId: 'wood_deck_boards',
    title: 'Replace deck boards',
    basis: 'floor',
    refine: 'deck_boards',
  },
  {
    id: 'deck_railing',
    noun: '(?:deck |composite |wood )?rail(?:ing|ings|s)?|guardrails?',
    when: build,
    tradeId: 'framing_deck',
    assemblyId: 'deck_railing',
    title: 'Install deck railing',
    basis: 'railing',
    refine: 'railing',
  },
  {
    id: 'deck_stairs',
    noun: '(?:deck )?(?:stairs|steps|stair)',
    when: (x, t) => build(x) && /\bdeck\b/.test(t),
    tradeId: 'framing_deck',
    assemblyId: 'deck_stairs',
    title: 'Build deck stairs',
    basis: 'count',
  },
  {
    id: 'deck',
    // "the attic roof deck" is the roof's sheathing, never a deck to build.
    noun: '(?:(?:composite|wood|cedar|pressure treated|pt|trex|new|raised|ground level) )*(?<!roof )deck(?! sheathing)',
    // "replace the deck boards on our deck": the deck is where the boards are, not a new deck.
    when: (x, t) => build(x) && (!/\bdeck boards|decking\b/.test(t) || /\b(?:build|new deck|add)\b/.test(t)),
    tradeId: 'framing_deck',
    assemblyId: 'deck_framing',
    title: 'Build pressure treated deck framing',
    basis: 'floor',
    typical: 192,
    refine: 'deck',
  },
  {
    id: 'gate',
    noun: '(?:fence |walk |wood |vinyl |chain link )?gates?',
    when: build,
    tradeId: 'fencing',
    assemblyId: 'fence_gate',
    title: 'Install fence gate',
    basis: 'count',
  },
  {
    id: 'chain_link',
    noun: 'chain ?link(?: fenc(?:e|ing))?|cyclone fence',
    when: build,
    tradeId: 'fencing',
    assemblyId: 'chain_link_fence',
    title: 'Install chain link fence',
    basis: 'linear',
    typical: 150,
  },
  {
    id: 'vinyl_fence',
    noun: '(?:vinyl|pvc)(?: privacy)? fenc(?:e|ing)',
    when: build,
    tradeId: 'fencing',
    assemblyId: 'vinyl_fence',
    title: 'Install vinyl fence',
    basis: 'linear',
    typical: 150,
  },
  {
    id: 'fence',
    noun: '(?:(?:wood|wooden|cedar|privacy|pressure treated|dog ear|new) )*fenc(?:e|ing)',
    when: build,
    tradeId: 'fencing',
    assemblyId: 'wood_privacy_fence',
    title: 'Install wood privacy fence',
    basis: 'linear',
    typical: 150,
    refine: 'fence',
  },
  {
    id: 'pavers',
    noun: '(?:paver|brick paver|stone paver)s?(?: patio| walkway| walk| driveway)?',
    when: build,
    tradeId: 'masonry',
    assemblyId: 'paver_patio',
    title: 'Install paver patio',
    basis: 'floor',
  },
  {
    id: 'retaining_wall',
    noun: 'retaining walls?|landscape walls?',
    when: build,
    tradeId: 'masonry',
    assemblyId: 'retaining_wall',
    title: 'Build block retaining wall',
    basis: 'exteriorWall',
    refine: 'retaining_wall',
  },
  {
    id: 'tuckpointing',
    noun: 'tuck ?pointing|re ?pointing|mortar joints?|brick (?:mortar|joints)',
    tradeId: 'masonry',
    assemblyId: 'tuckpointing',
    title: 'Tuckpointing (repointing)',
    basis: 'exteriorWall',
  },
  {
    id: 'driveway',
    noun: '(?:concrete )?driveways?(?: apron)?',
    when: build,
    tradeId: 'concrete_flatwork',
    assemblyId: 'concrete_driveway',
    title: 'Pour concrete driveway',
    basis: 'floor',
    refine: 'concrete',
  },
  {
    id: 'sidewalk',
    noun: '(?:concrete )?(?:sidewalks?|walkways?|front walk|paths?)',
    when: build,
    tradeId: 'concrete_flatwork',
    assemblyId: 'concrete_sidewalk',
    title: 'Pour concrete sidewalk (walkway)',
    basis: 'floor',
    refine: 'concrete',
  },
  {
    id: 'concrete_steps',
    noun: 'concrete (?:steps|stairs)|stoop',
    when: build,
    tradeId: 'concrete_flatwork',
    assemblyId: 'concrete_steps',
    title: 'Pour concrete steps',
    basis: 'count',
  },
  {
    id: 'concrete_volume',
    noun: '(?:cubic )?(?:yards?|yds?) of concrete|concrete',
    when: (x, t) => build(x) && /\bcu(?:bic)? ?(?:yards?|yds?)\b|\byards? of concrete/.test(t),
    tradeId: 'concrete_flatwork',
    assemblyId: 'concrete_placed_per_cubic_yard',
    title: 'Place concrete (concrete pour)',
    basis: 'volume',
  },
  {
    id: 'patio',
    noun: '(?:concrete |stamped concrete )?patio(?: slab)?',
    when: build,
    tradeId: 'concrete_flatwork',
    assemblyId: 'concrete_patio',
    title: 'Pour concrete patio slab',
    basis: 'floor',
    typical: 192,
    refine: 'concrete',
  },
  {
    id: 'slab',
    noun: '(?:concrete |garage |shed |basement )?slab|concrete',
    when: build,
    tradeId: 'concrete_flatwork',
    assemblyId: 'concrete_slab',
    title: 'Pour concrete slab',
    basis: 'floor',
    refine: 'concrete',
  },
  {
    id: 'blown_in',
    noun: '(?:blown ?in|blow in|loose fill|cellulose)(?: (?:more|some|extra|additional))?(?: attic)?(?: insulation)?|attic(?: insulation)?|insulate (?:the )?attic',
    // "R-30 batts in the attic floor" are batts, not loose fill.
    when: (x, t) =>
      fixOrBuild(x) &&
      /insulat|blown|blow in|cellulose|loose fill|\br[ -]?\d{2}\b/.test(t) &&
      !/\bbatts?\b/.test(t),
    tradeId: 'insulation',
    assemblyId: 'blown_in_attic',
    title: 'Blown in attic insulation',
    basis: 'floor',
    // "insulate my attic": a whole attic, about the footprint of a small house, not 100 sq ft (asked).
    typical: 1000,
    refine: 'r_value',
  },
  {
    // "spray foam the rim joists, 120 ft of rim": the rim band, sized by its length (see refine-item.ts).
    id: 'rim_joist_foam',
    noun: 'rim joists?|band joists?|rim boards?',
    when: (x, t) => fixOrBuild(x) && /\b(?:spray foam|foam|insulat\w*)\b/.test(t),
    tradeId: 'insulation',
    assemblyId: 'spray_foam',
    title: 'Spray foam rim joists',
    basis: 'perimeter',
    refine: 'rim_area',
  },
  {
    id: 'spray_foam',
    noun: '(?:closed cell |open cell )?spray foam(?: insulation)?',
    when: (x, t) => fixOrBuild(x) && !/\b(?:rim|band) (?:joists?|boards?)\b/.test(t),
    tradeId: 'insulation',
    assemblyId: 'spray_foam',
    title: 'Spray foam insulation',
    basis: 'wall',
  },
  {
    // "R-30 batts in the garage ceiling", "insulate the floor over the crawlspace": batts overhead, not in walls.
    id: 'ceiling_batts',
    noun: String.raw`(?:(?:r-?\d{2} )?batts?|batt insulation|insulation) (?:in|to|on|for|into|between) (?:the |a |our |my )?(?:[\d,]+ sq(?:uare)? ?f(?:ee)?t of )?(?:(?:garage|basement|bonus room|room|porch|joist|crawl ?space) )*(?:ceilings?|floors? (?:over|above) (?:the |a )?(?:crawl ?space|garage|basement))|insulat(?:e|ing) (?:the |a |our |my )?(?:garage |basement |porch )?ceilings?|insulat(?:e|ing) (?:under )?(?:the |a |our |my )?crawl ?spaces?|crawl ?space (?:insulation|floor)`,
    when: (x, t) => fixOrBuild(x) && !/\battic\b|\bblow/.test(t),
    tradeId: 'insulation',
    assemblyId: 'ceiling_batts',
    title: 'Install batt insulation in ceiling',
    basis: 'ceiling',
    refine: 'ceiling_batts',
  },
  {
    id: 'wall_batts',
    noun: '(?:batts?|(?:wall|fiberglass|batt) insulation|insulation)|insulat(?:e|ing) (?:the |a |an |our |my )?(?:(?:exterior|interior|outside|garage|basement|new|2x4|2x6) )*walls?',
    // "more insulation in the attic" is the attic's; walls get batts when walls or batts are named.
    when: (x, t) => fixOrBuild(x) && (!/\battic\b/.test(t) || /\bwalls?\b|\bbatts?\b/.test(t)),
    tradeId: 'insulation',
    assemblyId: 'wall_batts',
    title: 'Install batt insulation in walls',
    basis: 'wall',
  },
  {
    id: 'sod',
    noun: '(?:new )?sod|lawn',
    when: build,
    tradeId: 'landscaping',
    assemblyId: 'sod',
    title: 'Install sod',
    basis: 'floor',
  },
  {
    id: 'mulch',
    noun: 'mulch(?: beds?)?',
    tradeId: 'landscaping',
    assemblyId: 'mulch',
    title: 'Spread mulch beds',
    basis: 'floor',
  },
  {
    id: 'wall_framing',
    noun: '(?:interior |partition |stud )?walls?',
    when: (x, t) =>
      build(x) &&
      /\b(?:frame|framing|build|new wall|partition|stud)\b/.test(t) &&
      !/\bretaining|drywall|sheetrock|insulat/.test(t),
    tradeId: 'framing_deck',
    assemblyId: 'wall_framing',
    title: 'Frame interior wall',
    basis: 'linear',
    typical: 12,
  },
];
