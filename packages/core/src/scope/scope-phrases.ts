/**
 * Phrases that change how work is priced rather than what it is: labor only, customer-supplied material,
 * removal and disposal, and the verb that picks between repair, replace and install new.
 */
import { loadReaderWords } from './correct-spelling.ts';

export interface ClauseFlags {
  paint: boolean;
  stain: boolean;
  remove: boolean;
  repair: boolean;
  replace: boolean;
  install: boolean;
  clean: boolean;
  refinish: boolean;
  exterior: boolean;
  laborOnly: boolean;
  /** Says what is wrong ("leaking", "cracked") whatever the action. */
  symptom: boolean;
  /** Asks someone to find what is wrong ("troubleshoot", "come look at it"): a service call. */
  diagnose: boolean;
}

/** One alternation of phrases, longest first, as whole words ("won't turn on" before "on"). */
function phraseGroup(phrases: readonly string[]): string {
  const escaped = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return `\\b(?:${escaped.join('|')})\\b`;
}

const READER_WORDS = loadReaderWords();
// What is wrong with a thing (data/lexicon/reader-words.yaml): a repair unless the customer names another action.
const SYMPTOM = new RegExp(`${phraseGroup(READER_WORDS.symptoms)}(?!\\s+edges?\\b)`);
const DIAGNOSIS = new RegExp(phraseGroup(READER_WORDS.diagnosis));
// Verbs that say the thing is to be swapped, which outrank a symptom ("toilet is cracked - install a new one").
// "new" alone does not: "my new faucet is leaking" is still a repair.
const EXPLICIT_REPLACE =
  /\b(?:replac(?:e|ed|ing|ement)|swap(?:ping)?|change out|install(?:ed|ing)?|put in|upgrad(?:e|ing))\b/;

/**
 * A phrasal verb that takes a thing out ("pull up the carpet", "take down the old fan"), said before its object:
 * "a pull down attic ladder" and "a pull out faucet" name products, so the object must follow as the thing.
 */
export const REMOVAL_PHRASAL = String.raw`(?:pull(?:ed|ing)?|tak(?:e|en|ing)|took) (?:up|out|down|off)(?= (?:the|my|our|all|old|existing|that|those|these|it|them)\b|\s*$)`;
// A participle that ends its clause asks for the work ("need the deck stained", "want the cabinets refinished"),
// unlike one that describes ("the stained carpet", "water stained ceiling").
const ASKED = String.raw`(?=\s*(?:$|[,.;!?&]|\b(?:and|with|this|next|please|too|before|soon|asap)\b))`;

const ASKED_PARTICIPLES: Partial<Record<keyof ClauseFlags, RegExp>> = {
  stain: new RegExp(String.raw`\b(?:re ?)?stained${ASKED}`),
  refinish: new RegExp(String.raw`\b(?:refinished|resurfaced)${ASKED}`),
  replace: new RegExp(String.raw`\bswapped(?: out)?${ASKED}`),
};

const FLAG_PATTERNS: Record<keyof ClauseFlags, RegExp> = {
  paint: /\b(?:re ?paint(?:ing|ed)?|paint(?:ing|ed)?|prime|primer|repainting)\b/,
  // Air or duct sealing closes gaps (insulation and HVAC work), not a coat.
  stain: /\b(?:stain(?:ing)?|(?<!\b(?:air|duct) )(?:re ?)?seal(?:ing|ed)?|seal ?coat(?:ing|ed)?|re ?stain)\b/,
  remove: new RegExp(
    String.raw`\b(?:${REMOVAL_PHRASAL}|remov(?:e|ed|al|ing)|tear(?:ing)? ?(?:off|out|down)|tearoff|rip(?:ping)? (?:out|up|off)|demo(?:lish|lition)?|dispos(?:e|al)|haul(?:ing)? (?:(?:it|them) )?(?:away|off)|tak(?:e|ing) (?:out|down|up|off)|get rid of|strip(?:ping)?|scrap(?:e|ing)|(?:want|need|like)(?: it| them)? (?:gone|off|removed|taken (?:off|down)))\b`,
  ),
  repair:
    /\b(?:repair(?:s|ed|ing)?|fix(?:ed|ing)?|patch(?:ed|ing)?|(?:un)?clog(?:ged|s)?|snake|stopped up|slow)\b/,
  replace:
    /\b(?:replac(?:e|ed|ing|ement)|swap(?:ping)?|change out|new|upgrad(?:e|ing)|re ?roof|re ?side|redo)\b/,
  install:
    /\b(?:install(?:ed|ing|ation)?|add(?:ed|ing)?|put in|put up|new|build(?:ing)?|built|hang(?:ing)?|hung|pour(?:ed|ing)?|lay(?:ing)?|laid|run|mount(?:ed|ing)?|finish(?:ed|ing)?|want|need)\b/,
  clean: /\b(?:clean(?:ed|ing|out)?|flush|(?:pressure|power|soft)[ -]?wash(?:ed|ing)?)\b/,
  refinish: /\b(?:refinish(?:ing)?|resurfac(?:e|ing)|sand and (?:re)?finish|screen and recoat)\b/,
  exterior: /\b(?:exterior|outside|siding|outdoor)\b/,
  laborOnly: /\b(?:labou?r only|labou?r just|just (?:the )?labou?r|install only)\b/,
  symptom: SYMPTOM,
  diagnose: DIAGNOSIS,
};

/** Which kinds of action a clause names ("fix the leaky faucet" → repair). Text is normalized lower case. */
export function clauseFlags(text: string): ClauseFlags {
  const flags = {} as ClauseFlags;
  for (const key of Object.keys(FLAG_PATTERNS) as (keyof ClauseFlags)[])
    flags[key] = FLAG_PATTERNS[key].test(text) || (ASKED_PARTICIPLES[key]?.test(text) ?? false);
  if (!flags.repair && (flags.symptom || flags.diagnose) && !EXPLICIT_REPLACE.test(text)) {
    // "my new faucet is leaking": without a replace verb, "new" describes the thing and it needs a repair.
    flags.repair = true;
    flags.replace = false;
  }
  return flags;
}

/** Whether the text asks someone to find what is wrong ("need an electrician to troubleshoot"). */
export function asksForDiagnosis(text: string): boolean {
  return DIAGNOSIS.test(text);
}

/** The text with its requests for a diagnosis blanked: they ask for a service call, priced where the thing is named. */
export function blankDiagnosis(text: string): string {
  return text.replace(new RegExp(DIAGNOSIS.source, 'g'), (words) => ' '.repeat(words.length));
}

/** Words that describe what is wrong ("leaking", "cracked"), blanked when the thing is to be replaced instead. */
export function blankSymptoms(text: string): string {
  return text.replace(new RegExp(SYMPTOM.source, 'g'), (word) => ' '.repeat(word.length));
}

const DETERMINER = '(?:the|my|our|an?|that|this|those|these)';
const PANEL = '(?:the |our |my )?(?:main |electrical |breaker )?panel';
/**
 * Words that describe the site, not work to price: "where the bedroom light is now" (the fan goes there),
 * "ready for paint" (drywall finished to paint, no painting), "panel has room" (no panel work), "run it from
 * the panel" (the panel is where the circuit starts).
 */
const CONTEXT_PHRASES: RegExp[] = [
  new RegExp(
    String.raw`\bwhere ${DETERMINER}(?: (?:old|existing|current))?(?: [a-z0-9]+){1,4}? (?:is|are|was|were|used to be|sits|hangs)(?: (?:now|currently|today|right now|at the moment))?\b`,
    'g',
  ),
  // "a deck off the back door", "a light by the front door", "a storm door on the back door", "a walkway to the
  // front door": the door is where, not a door to replace.
  /\b(?:off|from|outside|by|next to|near|beside|at|over|above|on|onto|to|up to) (?:the|my|our) (?:(?:back|front|side|kitchen|patio|sliding|garage|entry) )?doors?\b(?! (?:with|for)\b)/g,
  // "an outdoor outlet on the patio", "a light by the driveway", "a walkway from the driveway": the place, not
  // concrete work.
  /\b(?:on|at|by|near|beside|next to|over|off|outside|from|along) (?:the|my|our) (?:back |front )?(?:patio|porch|driveway|walkway|yard|backyard)\b/g,
  // "a fan where there is an existing light": the light is the place, replaced by the fan's own install.
  /\bwhere (?:there(?: is|'s| was)|there are) (?:an? |the )?(?:old |existing |current )?(?:[a-z]+ )?(?:light(?: fixture)?|fixture|fan|outlet|box)s?\b/g,
  // "patch the ceiling after a roof leak", "damage from a leak": the cause of the work, not roof work.
  /\b(?:after|from|because of|due to|caused by) (?:a|the|our|an old) (?:roof |pipe |plumbing |water )?(?:leaks?|flood(?:ing)?|storm)\b/g,
  // "a fan in a room with no existing fixture": what is missing is not work to price.
  /\b(?:with |where there(?:'s| is| are) )?no (?:existing |old |current )?(?:light(?: fixture)?|fixture|fan|outlet|box|wiring)s?(?: (?:there|now|yet))?\b/g,
  // "done in 2 weeks", "for 3 days": when, not how many.
  /\b(?:in|within|by|for|next|over|about|around|takes?|taking|than|after) (?:the next |a |about |around )?\d+(?:\.\d+)? (?:days?|weeks?|months?|hours?|hrs?|years?|yrs?)\b/g,
  // "my 3 bedroom 2 bath house": the house described, not three bedrooms to work on.
  /\b\d+ ?(?:bed ?rooms?|br|bdrms?|bd)\b[ ,/-]*(?:\d+(?:\.\d)? ?(?:bath ?rooms?|baths?|ba)\b[ ,/-]*)?(?=(?:\w+ )?(?:house|home|ranch|condo|apartment|townhouse|townhome|colonial|cape|bungalow|split level)\b)/g,
  // "our 20-year-old water heater", "built in 1985": an age or a year, never a count of things.
  /\b\d+[- ](?:years?|yrs?)[- ]old\b|\b\d+ (?:years?|yrs?) (?:old|ago)\b|\b(?:in|from|since|circa|around|built) (?:the )?(?:19|20)\d{2}s?\b|\b(?:19|20)\d{2}s?\b(?! ?(?:sq|square|sf\b|ft|feet|foot|lf\b|linear|lineal|'|"|gal|cubic|cy\b|yards?|squares?))|\b'?[1-9]0s\b/g,
  // "we had a leak and need drywall replaced": what happened, not work to price.
  /\b(?:we|i|there) (?:had|have had|got|was) (?:a |some )?(?:roof |pipe |plumbing |water )?(?:leaks?|flood(?:ing)?|water damage)\b/g,
  // "insulate before drywall goes up": the order of the work, not drywall to price.
  /\bbefore (?:the |we |i |they )?(?:drywall|sheetrock|tile|paint|flooring|carpet|siding)\w*(?: (?:goes (?:up|in|on)|is (?:hung|installed|done|up|in)|gets (?:hung|installed)|(?:is )?closed up))?/g,
  /\b(?:ready (?:for|to)|so (?:that )?(?:we|i|they) can|before (?:we|i|they)|for (?:us|me|them) to) (?:paint|prime|stain|wallpaper|tile)\w*|\bpaint ready\b/g,
  // "a GFCI by the kitchen sink", "the shutoff under the sink": a fixture named as a place.
  /\b(?:by|next to|near|beside|behind|above|over|under|underneath|below|around|between) (?:the|my|our|both|\d+) (?:[a-z]+ )?(?:sink|stove|range|tub|toilet|vanity|counter|fridge|refrigerator|washer|dryer)s?(?: and (?:the )?(?:[a-z]+ )?(?:sink|stove|range|tub|toilet|vanity|counter|fridge|refrigerator|washer|dryer)s?)?\b/g,
  new RegExp(
    String.raw`\b${PANEL} (?:has|have|with|got) (?:plenty of |enough )?(?:room|space|capacity|open (?:slots|spaces)|spare (?:slots|spaces|breakers))\b|\b(?:plenty of |enough )?(?:room|space|capacity|open slots?|spare slots?) (?:in|on) ${PANEL}\b|\b(?:from|off|at|near|next to|beside|out of) ${PANEL}\b|\b${PANEL} (?:is|sits|is located) (?:in|on|at|inside|outside|by|near) [^,.;]*|\b${PANEL} (?:is|sits) (?:about |around |only |roughly )?\d+ ?(?:ft|feet|foot|') (?:away|from)[^,.;]*`,
    'g',
  ),
];

/** Blanks context phrases (same length, so positions stay valid): what is left is the work. */
export function blankContextPhrases(text: string): string {
  let out = text;
  for (const pattern of CONTEXT_PHRASES) out = out.replace(pattern, (phrase) => ' '.repeat(phrase.length));
  return out;
}

/** A statement that the customer furnishes something: "I supply the tile", "customer provides the fixtures". */
export interface CustomerSupply {
  /** What they supply, as written: "tile", "fixtures", "all materials". */
  what: string;
  start: number;
  end: number;
}

const SUPPLIER =
  "(?:i|we|i'll|we'll|i will|we will|i'm|we're|customer|homeowner|owner|client|the customer|the homeowner|the owner|the client|they|they'll)";
const SUPPLY_VERB =
  '(?:will |already |am going to |are going to |is going to )?(?:supply|supplies|supplying|provide|provides|providing|furnish|furnishes|furnishing|buy|buys|buying|bought|purchase|purchased|purchasing|have|has|got|picked out|picked|pick)';
const OBJECT = '(?:the |all the |all |my own |our own |their own |own |our |my )?([a-z][a-z ]{1,40}?)';
const SUPPLY_PATTERNS = [
  new RegExp(
    String.raw`\b${SUPPLIER} ${SUPPLY_VERB} ${OBJECT}(?=$|[,.;]| and (?:i|we|you)\b| for\b| myself\b| ourselves\b| already\b)`,
    'g',
  ),
  new RegExp(
    String.raw`\b(?:customer|owner|homeowner|client)[ -](?:supplied|provided|furnished) ${OBJECT}(?=$|[,.;]| and\b)`,
    'g',
  ),
  new RegExp(
    String.raw`\b${OBJECT} (?:is|are|will be) (?:customer|owner|homeowner|client)[ -](?:supplied|provided|furnished)\b`,
    'g',
  ),
];

/** Every customer-supply statement in a normalized lower-case text. */
export function findCustomerSupplies(text: string): CustomerSupply[] {
  const found: CustomerSupply[] = [];
  for (const pattern of SUPPLY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const what = (match[1] ?? '').trim();
      if (!what || /^(?:a |an )?(?:question|budget|quote|estimate|house|home)\b/.test(what)) continue;
      found.push({ what, start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}

/** A clause saying the whole job is labor only ("labor only.", "everything is labor only", "just labor"). */
export function saysLaborOnly(text: string): boolean {
  return FLAG_PATTERNS.laborOnly.test(text);
}

/**
 * Words that name the primary material of kinds of work, so "I supply the tile" finds the tile items and
 * "customer provides the fixtures" the plumbing and lighting fixtures. Keys are singular.
 */
export const MATERIAL_SYNONYMS: Record<string, { tradeIds?: string[]; assemblyIds?: string[] }> = {
  material: { tradeIds: ['*'] },
  materials: { tradeIds: ['*'] },
  everything: { tradeIds: ['*'] },
  supply: { tradeIds: ['*'] },
  supplies: { tradeIds: ['*'] },
  product: { tradeIds: ['*'] },
  // "I bought them already": the things just named, taken as every line of the request.
  them: { tradeIds: ['*'] },
  it: { tradeIds: ['*'] },
  those: { tradeIds: ['*'] },
  these: { tradeIds: ['*'] },
  all: { tradeIds: ['*'] },
  fixture: {
    assemblyIds: [
      'toilet_replace',
      'faucet_replace',
      'bath_faucet_replace',
      'sink_replace',
      'shower_valve',
      'vanity_install',
      'light_fixture',
      'ceiling_fan',
      'recessed_light',
      'bath_exhaust_fan',
    ],
  },
  tile: { tradeIds: ['tile'] },
  paint: { tradeIds: ['painting'] },
  stain: { assemblyIds: ['deck_stain'] },
  flooring: { tradeIds: ['flooring'] },
  floor: { tradeIds: ['flooring', 'tile'] },
  lvp: { assemblyIds: ['lvp_install'] },
  plank: { assemblyIds: ['lvp_install', 'laminate_install', 'hardwood_install'] },
  carpet: { assemblyIds: ['carpet_install'] },
  hardwood: { assemblyIds: ['hardwood_install', 'laminate_install'] },
  shingle: { assemblyIds: ['asphalt_shingle_reroof'] },
  window: { tradeIds: ['windows_doors'] },
  door: {
    assemblyIds: [
      'exterior_door',
      'sliding_patio_door',
      'storm_door',
      'garage_door',
      'interior_door_prehung',
    ],
  },
  cabinet: { assemblyIds: ['base_cabinets', 'wall_cabinets', 'vanity_install'] },
  countertop: { assemblyIds: ['stone_countertop', 'laminate_countertop', 'butcher_block_countertop'] },
  counter: { assemblyIds: ['stone_countertop', 'laminate_countertop', 'butcher_block_countertop'] },
  appliance: { tradeIds: ['appliances'] },
  light: { assemblyIds: ['light_fixture', 'recessed_light', 'under_cabinet_lighting'] },
  fan: { assemblyIds: ['ceiling_fan', 'bath_exhaust_fan'] },
  siding: { assemblyIds: ['vinyl_siding', 'fiber_cement_siding'] },
  lumber: { tradeIds: ['framing_deck'] },
  decking: { assemblyIds: ['composite_deck_boards', 'wood_deck_boards'] },
  board: { assemblyIds: ['composite_deck_boards', 'wood_deck_boards'] },
  heater: { assemblyIds: ['water_heater_gas', 'water_heater_electric', 'tankless_water_heater'] },
  generator: { assemblyIds: ['standby_generator'] },
  charger: { assemblyIds: ['ev_charger_circuit'] },
};
