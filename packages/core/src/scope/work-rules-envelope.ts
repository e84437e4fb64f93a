import { fewShingles, NEW_ROOF, ROOF_WORDS } from './roof-words.ts';
import { build, fixOrBuild } from './rule-conditions.ts';
import type { WorkRule } from './work-rule.ts';

/** Roofing, gutters, siding, windows and doors. */
export const ENVELOPE_RULES: WorkRule[] = [
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
      ((x.repair && !x.replace) || (fewShingles().test(t) && !NEW_ROOF.test(t))) &&
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
];
