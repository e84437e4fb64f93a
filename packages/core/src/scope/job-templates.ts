import { formatNumber } from './parse-quantity.ts';
import { isWoodDeck } from './refine-item.ts';
import { rectangleAreas, roundQuantity } from './room-areas.ts';
import type { ClauseContext, PlanItemDraft, Space } from './scope-context.ts';

/**
 * Whole-job templates: what a contractor's usual scope of a common remodel contains, sized from what the
 * customer said (a 5×8 bathroom, an 800 sq ft basement) or a stated typical size. Ratios (cabinet run from the
 * kitchen perimeter, one downlight per 25–36 sq ft, a receptacle every 12 ft of wall) are Quoin estimator
 * rules of thumb, not read from a source; each is stated as an assumption on the estimate.
 */
export interface JobTemplate {
  id: string;
  name: string;
  trigger: RegExp;
  /** Room type that sizes the job, if any. */
  room?: string;
  build: (context: ClauseContext, size: TemplateSize) => TemplateResult;
}

export interface TemplateSize {
  widthFt: number;
  lengthFt: number;
  count: number;
  typical: boolean;
}

export interface TemplateResult {
  drafts: PlanItemDraft[];
  assumptions: string[];
  exclusions: string[];
  questions: string[];
}

const item = (
  tradeId: string,
  assemblyId: string,
  title: string,
  quantity: number,
  uom: PlanItemDraft['uom'],
  extra: Partial<PlanItemDraft> = {},
): PlanItemDraft => ({ tradeId, assemblyId, title, quantity, uom, ...extra });

function level(context: ClauseContext): string {
  if (/\b(?:high end|luxury|upscale|premium|custom)\b/.test(context.text)) return 'high-end';
  if (/\b(?:budget|basic|cheap|economy|low cost|inexpensive|simple)\b/.test(context.text)) return 'budget';
  return 'mid-range';
}

// Things a room word can name the place of ("basement bedroom", "bathroom faucet", "kitchen counter outlets"):
// then the room is where other work happens, not the job.
const ROOM_MODIFIES = String.raw`(?:bed ?rooms?|bath(?:room)?s?|rooms?|walls?|ceilings?|floors?|flooring|stairs|steps|cabinets?|faucets?|sinks?|vanit(?:y|ies)|tubs?|showers?|toilets?|lights?|lighting|windows?|doors?|outlets?|counters?|countertops?|backsplash|tiles?|drywall|fans?|office|den|closet|laundry|carpet|trim|fixtures?|plumbing|electrical|insulation|egress|waterproofing|slab|exhaust|paint|grout|caulk|mirror)\b`;
const NOT_BETWEEN = '(?:in|on|at|for|to|with|and|from|under|near|of|into|inside|below|above)';

/**
 * Whole-job phrasing: a job verb whose object is the room ("finish my basement", "full redo of a small hall
 * bathroom (5x8)") or the room with a job noun ("kitchen update"). "Drywall in a basement bedroom" or "update
 * the bathroom faucet" are not whole jobs: the room is only where the work is.
 */
function wholeJob(verbs: string, room: string, jobNouns: string): RegExp {
  return new RegExp(
    String.raw`\b(?:${verbs})\b(?: of)?(?: (?!${NOT_BETWEEN}\b)[\w'()]+(?:[,.]\d+)*){0,4}? (?:${room})\b(?! ${ROOM_MODIFIES})|\b(?:${room}) (?:${jobNouns})\b`,
  );
}

const bathroom: JobTemplate = {
  id: 'bathroom',
  name: 'Bathroom remodel',
  trigger: wholeJob(
    String.raw`remodel\w*|renovat\w*|redo|update`,
    'bath(?:room)?s?',
    'remodel|renovation|makeover|redo|update',
  ),
  room: 'bathroom',
  build: (context, size) => {
    const areas = rectangleAreas(size.widthFt, size.lengthFt, context.ceilingHeightFt);
    const showerTileSqFt = 80;
    const wallSqFt = roundQuantity(Math.max(0, areas.wallSqFt - showerTileSqFt));
    const vanityIn = areas.floorSqFt >= 50 ? 36 : 30;
    // "tub stays": the tub is kept; "a walk-in shower instead of the tub": a tiled pan and a glass door instead.
    const keepTub =
      /\b(?:tub|bathtub) (?:stays|is staying|remains)\b|\bkeep(?:ing)? (?:the |our |my )?(?:existing |old )?(?:bath ?)?tub\b/.test(
        context.requestText,
      );
    const walkIn =
      !keepTub &&
      /\bwalk[- ]?in shower|\bshower instead of (?:the |a )?(?:bath ?)?tub|\bno (?:bath ?)?tub\b|\b(?:bath ?)?tub (?:to|into|for|with) (?:a )?(?:walk[- ]?in |tiled? )?shower/.test(
        context.requestText,
      );
    const bathing = keepTub
      ? []
      : walkIn
        ? [
            item('tile', 'tile_shower_pan', 'Build tiled shower pan', 1, 'each'),
            item('tile', 'shower_door', 'Install sliding glass shower door', 1, 'each'),
          ]
        : [item('plumbing', 'bathtub_replace', 'Install alcove bathtub', 1, 'each')];
    const bathingWords = keepTub
      ? 'the existing tub kept, a new shower valve'
      : walkIn
        ? 'a walk-in shower (tiled pan, glass door) in place of the tub, shower valve'
        : 'alcove tub with shower valve';
    return {
      drafts: [
        item('demolition', 'bathroom_gut', 'Bathroom demo (gut to studs)', 1, 'each', {
          laborOnly: true,
        }),
        item(
          'drywall',
          'drywall_hang_finish',
          'Hang and finish moisture resistant drywall',
          wallSqFt,
          'sq_ft',
        ),
        item('plumbing', 'toilet_replace', 'Install toilet', 1, 'each'),
        item('plumbing', 'bath_faucet_replace', 'Install vanity faucet', 1, 'each'),
        item('plumbing', 'shower_valve', 'Install shower valve and trim', 1, 'each'),
        ...bathing,
        item('tile', 'floor_tile', 'Install porcelain floor tile', roundQuantity(areas.floorSqFt), 'sq_ft'),
        item('tile', 'shower_wall_tile', 'Install shower wall tile (tub surround)', showerTileSqFt, 'sq_ft'),
        item('cabinets_countertops', 'vanity_install', `Install ${vanityIn} in bathroom vanity`, 1, 'each'),
        item('electrical', 'bath_exhaust_fan', 'Install bathroom exhaust fan', 1, 'each'),
        item('electrical', 'gfci_install', 'Install GFCI outlet', 1, 'each'),
        item('electrical', 'light_fixture', 'Install vanity light fixture', 1, 'each'),
        item('painting', 'interior_wall_paint', 'Paint bathroom walls', wallSqFt, 'sq_ft'),
        item(
          'painting',
          'interior_ceiling_paint',
          'Paint bathroom ceiling',
          roundQuantity(areas.floorSqFt),
          'sq_ft',
        ),
      ],
      assumptions: [
        `Bathroom remodel (${level(context)}): gut to studs; new drywall, toilet, ${vanityIn} in vanity with faucet, ${bathingWords}, tile floor and an 80 sq ft tile surround, exhaust fan, GFCI, vanity light and paint.`,
        `Painted and drywalled wall area = perimeter ${formatNumber(areas.perimeterFt)} ft × ${formatNumber(context.ceilingHeightFt)} ft − ${showerTileSqFt} sq ft of tile = ${wallSqFt} sq ft.`,
      ],
      exclusions: ['Relocating plumbing fixtures'],
      // Cost vs. Value's mid-range bath (and most remodel quotes) replace the tub; keeping it is the question.
      questions: keepTub || walkIn ? [] : ['Is the existing tub staying? A new 60 in. alcove tub is priced.'],
    };
  },
};

/**
 * A tub swapped for a walk-in shower in the same alcove: the tub and its surround out, a tiled pan, three walls
 * tiled to about 7 ft over backer board, the valve replaced, a sliding glass door. The drain moves a few inches
 * within the alcove (plumbing permit); a curbless or larger shower is a different job.
 */
const tubToShower: JobTemplate = {
  id: 'tub_to_shower',
  name: 'Tub-to-shower conversion',
  trigger:
    /\b(?:(?:bath ?)?tub (?:to|into|for|with) (?:a )?(?:walk[- ]?in |tiled? |stand[- ]?up )?shower|convert\w* (?:the |my |our |a |an )?(?:old )?(?:bath ?)?tub|tub[- ]to[- ]shower)\b/,
  room: 'bathroom',
  build: () => ({
    drafts: [
      item('demolition', 'fixture_removal', 'Remove bathtub', 1, 'each', { laborOnly: true }),
      item('demolition', 'tile_demo', 'Remove tub surround to the studs', 80, 'sq_ft', { laborOnly: true }),
      item('tile', 'tile_shower_pan', 'Build tiled shower pan', 1, 'each'),
      item('tile', 'shower_wall_tile', 'Tile shower walls', 80, 'sq_ft'),
      item('plumbing', 'shower_valve', 'Replace shower valve and trim', 1, 'each'),
      item('tile', 'shower_door', 'Install sliding glass shower door', 1, 'each'),
    ],
    assumptions: [
      'Tub-to-shower conversion in the same 60 in. alcove: tub and surround removed, tiled pan, 80 sq ft of wall tile over backer board, new valve and trim, sliding glass door.',
    ],
    exclusions: ['Moving the shower to a new location', 'Curbless or enlarged shower', 'Grab bars and seat'],
    questions: ['Tiled pan or an acrylic shower base? Glass door or a curtain?'],
  }),
};

const kitchen: JobTemplate = {
  id: 'kitchen',
  name: 'Kitchen remodel',
  trigger: wholeJob(
    String.raw`remodel\w*|renovat\w*|redo|update`,
    'kitchens?',
    'remodel|renovation|makeover|redo|update',
  ),
  room: 'kitchen',
  build: (context, size) => {
    const areas = rectangleAreas(size.widthFt, size.lengthFt, context.ceilingHeightFt);
    // The benchmark 10 x 10 kitchen (the layout cabinet makers quote) is an L of 20 LF of base cabinets: about 45%
    // of the room's perimeter, the rest being doorways, the window wall, the range and the fridge. Wall cabinets
    // run over about three quarters of it (not over the window or the range).
    const baseLf = Math.max(8, Math.round(areas.perimeterFt * 0.45));
    const wallLf = Math.round(baseLf * 0.75);
    const counterSqFt = Math.round((baseLf * 26) / 12);
    const backsplashSqFt = Math.round(baseLf * 1.5);
    const grade = level(context);
    const counter =
      grade === 'budget'
        ? item(
            'cabinets_countertops',
            'laminate_countertop',
            'Install laminate countertop',
            baseLf,
            'linear_ft',
          )
        : item(
            'cabinets_countertops',
            'stone_countertop',
            `Install ${/\b(granite|marble|solid surface)\b/.exec(context.text)?.[1] ?? 'quartz'} countertops`,
            counterSqFt,
            'sq_ft',
          );
    const lights = Math.max(2, Math.ceil(areas.floorSqFt / 25));
    const gfci = Math.max(2, Math.ceil(baseLf / 4));
    return {
      drafts: [
        item(
          'demolition',
          'cabinet_demo',
          'Remove existing kitchen cabinets and countertops',
          baseLf + wallLf,
          'linear_ft',
          { laborOnly: true },
        ),
        item('cabinets_countertops', 'base_cabinets', 'Install base cabinets', baseLf, 'linear_ft'),
        item('cabinets_countertops', 'wall_cabinets', 'Install wall cabinets', wallLf, 'linear_ft'),
        counter,
        item('tile', 'backsplash_tile', 'Install tile backsplash', backsplashSqFt, 'sq_ft'),
        item('plumbing', 'sink_replace', 'Install kitchen sink', 1, 'each'),
        item('plumbing', 'faucet_replace', 'Install kitchen faucet', 1, 'each'),
        item('plumbing', 'garbage_disposal', 'Install garbage disposal', 1, 'each'),
        item('electrical', 'recessed_light', 'Install recessed lights', lights, 'each'),
        item('electrical', 'gfci_install', 'Install GFCI outlets', gfci, 'each'),
        item(
          'flooring',
          'lvp_install',
          'Install luxury vinyl plank flooring',
          roundQuantity(areas.floorSqFt),
          'sq_ft',
        ),
        item(
          'painting',
          'interior_wall_paint',
          'Paint kitchen walls',
          roundQuantity(areas.wallSqFt),
          'sq_ft',
        ),
      ],
      assumptions: [
        `Kitchen remodel (${grade}): ${baseLf} LF of base cabinets (about 45% of the ${formatNumber(areas.perimeterFt)} ft perimeter), ${wallLf} LF of wall cabinets, ${grade === 'budget' ? `${baseLf} LF laminate` : `${counterSqFt} sq ft quartz`} countertop, ${backsplashSqFt} sq ft backsplash (18 in high).`,
        `${lights} recessed lights (one per about 25 sq ft) and ${gfci} counter GFCI outlets (one per 4 ft of counter).`,
        'Kitchen walls painted over their full area (no deduction behind cabinets).',
      ],
      exclusions: [
        'Appliances (purchase and hookup) unless listed',
        'Moving walls, windows or plumbing locations',
      ],
      questions: ['How many linear feet of cabinets does the new layout have?'],
    };
  },
};

const basement: JobTemplate = {
  id: 'basement',
  name: 'Basement finish',
  trigger: wholeJob(
    String.raw`finish(?:ing|ed)?|remodel\w*|renovat\w*|build ?out`,
    'basements?',
    'finish|finishing|remodel|renovation|build ?out',
  ),
  room: 'basement',
  build: (context, size) => {
    const areas = rectangleAreas(size.widthFt, size.lengthFt, context.ceilingHeightFt);
    const perimeter = Math.round(areas.perimeterFt);
    const wall = roundQuantity(areas.wallSqFt);
    const floor = roundQuantity(areas.floorSqFt);
    const outlets = Math.ceil(perimeter / 12);
    const lights = Math.max(2, Math.ceil(floor / 36));
    // "finish the basement with a bathroom": a 3-piece bath (toilet, vanity, tiled shower) on new rough-in.
    const withBath =
      /\b(?:with|and|plus|add(?:ing)?|including|incl\.?|also) (?:a |an |one )?(?:new |full |3 piece |three piece )?(?:bath(?:room)?|shower room)\b/.test(
        context.requestText,
      );
    const bath = withBath
      ? [
          item('plumbing', 'bathroom_rough_in', 'Plumbing rough-in for a new basement bathroom', 1, 'each'),
          item('plumbing', 'toilet_replace', 'Install toilet', 1, 'each'),
          item('cabinets_countertops', 'vanity_install', 'Install 30 in bathroom vanity', 1, 'each'),
          item('plumbing', 'bath_faucet_replace', 'Install vanity faucet', 1, 'each'),
          item('plumbing', 'shower_valve', 'Install shower valve and trim', 1, 'each'),
          item('tile', 'tile_shower_pan', 'Build tiled shower pan', 1, 'each'),
          item('tile', 'shower_wall_tile', 'Tile shower walls', 80, 'sq_ft'),
          item('tile', 'shower_door', 'Install sliding glass shower door', 1, 'each'),
          item('tile', 'floor_tile', 'Install porcelain floor tile (bathroom)', 40, 'sq_ft'),
          item('electrical', 'bath_exhaust_fan', 'Install bathroom exhaust fan', 1, 'each'),
          item('electrical', 'gfci_install', 'Install GFCI outlet (bathroom)', 1, 'each'),
          item('electrical', 'light_fixture', 'Install vanity light fixture', 1, 'each'),
          item(
            'finish_carpentry',
            'interior_door_prehung',
            'Install prehung interior door (bathroom)',
            1,
            'each',
          ),
        ]
      : [];
    return {
      drafts: [
        ...bath,
        item(
          'framing_deck',
          'wall_framing',
          'Frame basement perimeter walls (stud wall)',
          perimeter,
          'linear_ft',
        ),
        item('insulation', 'wall_batts', 'Install batt insulation in walls', wall, 'sq_ft'),
        item('drywall', 'drywall_hang_finish', 'Hang and finish drywall walls', wall, 'sq_ft'),
        item('drywall', 'drywall_ceiling', 'Hang drywall ceiling', floor, 'sq_ft'),
        item('electrical', 'outlet_install', 'Install new outlets', outlets, 'each'),
        item('electrical', 'recessed_light', 'Install recessed lights', lights, 'each'),
        item('flooring', 'lvp_install', 'Install luxury vinyl plank flooring', floor, 'sq_ft'),
        item('finish_carpentry', 'baseboard', 'Install baseboard', perimeter, 'linear_ft'),
        item(
          'finish_carpentry',
          'interior_door_prehung',
          'Install prehung interior door (utility room)',
          1,
          'each',
        ),
        item('painting', 'interior_wall_paint', 'Paint interior walls', wall, 'sq_ft'),
        item('painting', 'interior_ceiling_paint', 'Paint ceilings', floor, 'sq_ft'),
      ],
      assumptions: [
        `Basement finish: one open room; perimeter ${perimeter} ft framed, insulated and drywalled to ${formatNumber(context.ceilingHeightFt)} ft (${wall} sq ft of wall), drywall ceiling, LVP floor, baseboard, one door, paint.`,
        `${outlets} outlets (one per 12 ft of wall) and ${lights} recessed lights (one per about 36 sq ft).`,
        ...(withBath
          ? [
              'Basement bathroom: 5 x 8 ft, toilet, 30 in vanity, tiled walk-in shower with glass door, on new drain, vent and supply rough-in (slab trenched to the main drain; an ejector pump if the drain is above the floor is not included).',
            ]
          : []),
      ],
      exclusions: [
        ...(withBath ? ['Sewage ejector pump'] : ['Basement bathroom']),
        'Egress window',
        'HVAC extension',
        'Waterproofing',
      ],
      questions: [
        withBath
          ? 'Does the main drain leave below the basement floor, or does the bathroom need an ejector pump?'
          : 'Does the finished basement need a bathroom, an egress window or separate rooms?',
      ],
    };
  },
};

/** Templates that add the usual companions of work the rules already priced (tear-off with a new roof …). */
const companions: JobTemplate[] = [
  {
    // "patched and blended": a patch is invisible only once the wall is primed and painted to its corners.
    id: 'patch_blend',
    name: 'Patch blended into the wall',
    trigger: /\bblend(?:ed|ing)?\b|\bpaint(?:ed)? to match\b|\btouch(?:ed)? up\b/,
    build: () => ({
      drafts: [
        item('painting', 'interior_wall_paint', 'Paint patched wall to match', 80, 'sq_ft', {
          params: { coats: 2 },
        }),
      ],
      assumptions: [
        'Blend: the patched wall is spot-primed and painted corner to corner (about 80 sq ft), in the existing color.',
      ],
      exclusions: [],
      questions: ['Is the wall paint color known, or does it need matching from a chip?'],
    }),
  },
  {
    id: 'roof',
    name: 'Roof replacement',
    trigger:
      /\b(?:replac\w*|new|redo)\b.*\b(?:roof|shingles)\b|\broof\b.*\b(?:needs? (?:replac\w*|redone|to be replaced)|replaced)\b|\broof replacement\b|\bre ?roof|\bre ?shingl/,
    build: (context) => {
      const overlay = /\boverlay|over the (?:existing|old)|layer over\b/.test(context.text);
      return {
        drafts: overlay
          ? []
          : [
              item('roofing', 'shingle_tear_off', 'Tear off one layer of asphalt shingles', 0, 'square', {
                laborOnly: true,
              }),
            ],
        assumptions: overlay
          ? ['Overlay: new shingles over the existing layer, no tear-off.']
          : ['Roof replacement: tear off one layer, new underlayment and architectural shingles.'],
        // When the request names the decking it is a line of its own, not an exclusion.
        exclusions: /\b(?:decking|sheathing|plywood|osb)\b/.test(context.requestText)
          ? []
          : ['Replacing rotten roof decking (priced per sheet if found)'],
        questions: /\blayers?\b/.test(context.text)
          ? []
          : ['How many layers of shingles are on the roof now?'],
      };
    },
  },
  {
    id: 'siding',
    name: 'Re-siding',
    trigger: /\bre ?sid(?:e|ing)\b|\b(?:replac\w*|new)\b.*\bsiding\b|\bsiding replacement/,
    build: (context) => {
      const over = /\bover the (?:existing|old)\b/.test(context.text);
      return {
        drafts: over
          ? []
          : [item('siding', 'siding_removal', 'Remove existing siding', 0, 'sq_ft', { laborOnly: true })],
        assumptions: [
          'Re-siding: existing siding removed, house wrap and new siding over the same wall area; trim reused.',
        ],
        exclusions: ['Sheathing repairs'],
        questions: [],
      };
    },
  },
  {
    id: 'deck',
    name: 'New deck',
    trigger: /\b(?:build|new|add|construct)\b.*\bdeck\b|\bdeck (?:build|construction)/,
    build: (context) => ({
      drafts: [
        isWoodDeck(context.requestText)
          ? item(
              'framing_deck',
              'deck_railing_wood',
              'Install pressure treated wood deck railing',
              0,
              'linear_ft',
            )
          : item('framing_deck', 'deck_railing', 'Install deck railing', 0, 'linear_ft'),
        item('framing_deck', 'deck_stairs', 'Build deck stairs', 1, 'each'),
      ],
      assumptions: [
        'New deck: pressure-treated framing on post footings, railing on the three open sides, one set of stairs (deck up to about 3 ft above grade).',
      ],
      exclusions: [],
      questions: ['How high is the deck above grade, and how many stairs?'],
    }),
  },
  {
    id: 'windows',
    name: 'Window replacement',
    trigger: /\breplac\w*\b.*\bwindows?\b|\bwindow replacement/,
    build: () => ({
      drafts: [],
      assumptions: ['Window replacement: old units removed and disposed of, interior trim reused.'],
      exclusions: ['Interior trim and paint around the windows'],
      questions: [],
    }),
  },
];

export const ROOM_TEMPLATES: JobTemplate[] = [tubToShower, bathroom, kitchen, basement];
export const COMPANION_TEMPLATES: JobTemplate[] = companions;

/** The size that drives a room template: the matching space, any space, or the room's typical size. */
export function templateSize(
  spaces: Space[],
  typicalWidthFt: number,
  typicalLengthFt: number,
  room: string,
): TemplateSize {
  const space = spaces.find((s) => s.label === room) ?? spaces.find((s) => s.source !== 'typical');
  if (space && space.source !== 'typical')
    return { widthFt: space.widthFt, lengthFt: space.lengthFt, count: space.count, typical: false };
  return { widthFt: typicalWidthFt, lengthFt: typicalLengthFt, count: 1, typical: true };
}
