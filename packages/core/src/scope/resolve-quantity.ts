import { foldWord } from '../trades/match-text.ts';
import type { Measure } from './parse-quantity.ts';
import { describeMeasure, formatNumber } from './parse-quantity.ts';
import {
  exteriorWallFromFloorArea,
  rectangleAreas,
  roofFromFloorArea,
  roundQuantity,
  roundSquares,
} from './room-areas.ts';
import { areaSubject, type ClauseContext, describeSpaces } from './scope-context.ts';
import { swapSpans } from './settle-matches.ts';
import type { TypicalNote } from './typical-note.ts';
import type { QuantityBasis, WorkRule } from './work-rules.ts';

/** A quantity for one line with the sentence that explains it. */
export interface ResolvedQuantity {
  quantity: number;
  /** "12 × 14 ft bedroom → 168 sq ft floor area" */
  basis: string;
  /** Set when nothing in the request sized the line: the stand-in's assumption and question. */
  typical?: TypicalNote;
}

/** The assumption and question stated for a stand-in quantity, so a better figure can take them back. */
/** Stand-in sizes when the request gives nothing to measure; always stated and asked about. */
const FALLBACK: Record<QuantityBasis, number> = {
  count: 1,
  floor: 100,
  wall: 400,
  ceiling: 100,
  roof: 20,
  exteriorWall: 1800,
  linear: 20,
  perimeter: 40,
  railing: 40,
  volume: 1,
};

const BASIS_NAME: Record<QuantityBasis, string> = {
  count: 'count',
  floor: 'floor area',
  wall: 'wall area',
  ceiling: 'ceiling area',
  roof: 'roof area',
  exteriorWall: 'exterior wall area',
  linear: 'length',
  perimeter: 'perimeter',
  railing: 'railing length',
  volume: 'volume',
};

function noteApproximate(context: ClauseContext, measure: Measure): void {
  if (measure.range) {
    context.assumptions.push(
      `"${measure.text}" is a range: the upper figure ${describeMeasure(measure)} is used so the estimate does not come in short.`,
    );
  } else if (measure.approximate) {
    context.assumptions.push(
      `${describeMeasure(measure)} is the customer's approximate figure ("${measure.text}"); verify on site.`,
    );
  }
}

function take(context: ClauseContext, measure: Measure): Measure {
  context.consumed.add(measure);
  noteApproximate(context, measure);
  if (/sheet/.test(measure.text)) {
    context.assumptions.push(`"${measure.text}" taken as 4 × 8 ft sheets: ${describeMeasure(measure)}.`);
  }
  return measure;
}

/** The unused measure of a kind nearest to a position (before it preferred on ties). */
export function nearest(
  context: ClauseContext,
  position: number,
  accept: (measure: Measure) => boolean,
): Measure | undefined {
  let best: Measure | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const measure of context.measures) {
    if (context.consumed.has(measure) || !accept(measure)) continue;
    const distance = measure.end <= position ? position - measure.end : measure.start - position + 0.5;
    if (distance < bestDistance) {
      best = measure;
      bestDistance = distance;
    }
  }
  return best;
}

/** A bare count right before the noun: "6 recessed lights", "ten 3x5 ft windows", "2 new GFCI outlets". */
export function countBefore(context: ClauseContext, start: number): Measure | undefined {
  const candidates = context.measures.filter(
    (m) =>
      m.kind === 'count' && !context.consumed.has(m) && m.end <= start && !m.range?.some((v) => v > 1000),
  );
  const last = candidates.at(-1);
  if (!last) return undefined;
  const gap = context.text.slice(last.end, start);
  const words = gap.trim() === '' ? [] : gap.trim().split(/\s+/);
  if (words.length > 5 || /[,;]|\band\b|\bwith\b|\bin\b/.test(gap)) return undefined;
  return last;
}

function spacesTotal(context: ClauseContext, of: (w: number, l: number) => number): number {
  let total = 0;
  for (const space of context.spaces) {
    space.used = true;
    total += space.count * of(space.widthFt, space.lengthFt);
  }
  return total;
}

function fallback(context: ClauseContext, rule: WorkRule, what: string): ResolvedQuantity {
  const quantity = rule.typical ?? FALLBACK[rule.basis];
  const unit = rule.basis === 'count' ? '' : ` ${unitWord(rule.basis)}`;
  const typical = {
    assumption: `${rule.title}: no ${BASIS_NAME[rule.basis]} given; ${formatNumber(quantity)}${unit} assumed as a typical size.`,
    question: `What is the ${BASIS_NAME[rule.basis]} for "${what}"?`,
  };
  context.assumptions.push(typical.assumption);
  context.questions.push(typical.question);
  return { quantity, basis: `${formatNumber(quantity)}${unit} (typical, to confirm)`, typical };
}

function unitWord(basis: QuantityBasis): string {
  if (basis === 'roof') return 'squares';
  if (basis === 'linear' || basis === 'perimeter' || basis === 'railing') return 'LF';
  if (basis === 'volume') return 'cu yd';
  return 'sq ft';
}

/** More of one thing than a house holds (outlets run to about 80, recessed lights to about 60). */
const MAX_PLAUSIBLE_COUNT = 150;

function resolveCount(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  const count = countBefore(context, start);
  if (rule.perVisit) {
    // The count says what the visit looks at, not how many visits.
    if (count) take(context, count);
    return { quantity: 1, basis: '1 service call' };
  }
  if (count && count.value > MAX_PLAUSIBLE_COUNT) {
    // A number this large before a fixture is a model number, a year or an address, not a count of them: one is
    // priced and the number is asked about, so a stray number cannot price a thousand water heaters.
    take(context, count);
    context.assumptions.push(`${rule.title}: "${count.text}" is too many to be a count of them; 1 priced.`);
    context.questions.push(`How many for "${matchText.trim()}"? ("${count.text}" was not taken as a count.)`);
    return { quantity: 1, basis: '1 each (the number given was not a plausible count)' };
  }
  if (count) {
    take(context, count);
    return { quantity: count.value, basis: `${formatNumber(count.value)} each` };
  }
  // "pendant lights over the island, 3 of them": the count said after the things.
  const after = context.measures.find(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      m.start >= start &&
      /^\s*(?:of (?:them|those)|in (?:all|total)|total)\b/.test(context.text.slice(m.end)),
  );
  if (after) {
    take(context, after);
    return { quantity: after.value, basis: `${formatNumber(after.value)} each` };
  }
  // "a 6 zone sprinkler system", "3 zones (3 indoor heads)": a count of the work's own unit counts it; the same
  // count said again in another of its units is the same things.
  const units = rule.countUnits ?? [];
  const ofUnit = context.measures.filter(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      // the unit word right after the count, or after one describing word ("3 indoor heads")
      context.text
        .slice(m.end)
        .split(/[^a-z]+/)
        .filter(Boolean)
        .slice(0, 2)
        .some((word) => units.includes(foldWord(word))),
  );
  const [unitCount] = ofUnit;
  if (unitCount) {
    for (const m of ofUnit) if (m.value === unitCount.value) take(context, m);
    return { quantity: unitCount.value, basis: `${formatNumber(unitCount.value)} each` };
  }
  // "replace the 6 bedroom outlets with GFCI outlets": as many new ones as old ones.
  const swap = swapSpans(context.text);
  const oldCount =
    swap && start >= swap.new[0] && start < swap.new[1]
      ? context.measures.find(
          (m) =>
            m.kind === 'count' && !context.consumed.has(m) && m.start >= swap.old[0] && m.end <= swap.old[1],
        )
      : undefined;
  if (oldCount) {
    take(context, oldCount);
    return { quantity: oldCount.value, basis: `${formatNumber(oldCount.value)} each, as many as replaced` };
  }
  const plural = /s$/.test(matchText.trim()) && !/ss$/.test(matchText.trim());
  const counted = context.rooms.filter((room) => room.countGiven);
  if (plural && counted.length > 0) {
    const rooms = counted.reduce((sum, room) => sum + room.count, 0);
    context.assumptions.push(`${rule.title}: one per room assumed (${rooms}).`);
    return { quantity: rooms, basis: `${rooms} each, one per room` };
  }
  if (plural) return fallback(context, rule, matchText.trim());
  return { quantity: 1, basis: '1 each' };
}

function explicitArea(context: ClauseContext, start: number, subjects: string[]): Measure | undefined {
  return nearest(
    context,
    start,
    (m) =>
      m.kind === 'area' &&
      subjects.includes(areaSubject(m, context.text)) &&
      (m.uom === 'sq_ft' || subjects.includes('roof')),
  );
}

function resolveArea(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  const h = context.ceilingHeightFt;
  if (rule.basis === 'wall') {
    const stated = explicitArea(context, start, ['wall', 'generic', 'wallsAndCeiling']);
    if (stated)
      return {
        quantity: take(context, stated).value,
        basis: `${describeMeasure(stated)} wall area as stated`,
      };
    if (context.spaces.length > 0) {
      const total = spacesTotal(context, (w, l) => rectangleAreas(w, l, h).wallSqFt);
      noteCeiling(context);
      return {
        quantity: roundQuantity(total),
        basis: `${describeSpaces(context.spaces)}: perimeter × ${formatNumber(h)} ft ceiling = ${formatNumber(roundQuantity(total))} sq ft wall area (no openings deducted)`,
      };
    }
    if (context.houseFloorSqFt !== undefined) return wallsOfHouse(context, rule, context.houseFloorSqFt);
    // "a wall 20 ft long and 8 ft tall": its face.
    const length = nearest(context, start, (m) => m.kind === 'length');
    const height = context.measures.find((m) => m.kind === 'height' && !context.consumed.has(m));
    if (length && height) {
      take(context, length);
      take(context, height);
      const face = roundQuantity(length.value * height.value);
      return {
        quantity: face,
        basis: `${describeMeasure(length)} × ${describeMeasure(height)} high = ${formatNumber(face)} sq ft wall area`,
      };
    }
    return fallback(context, rule, matchText);
  }
  if (rule.basis === 'floor' || rule.basis === 'ceiling') {
    const stated = explicitArea(
      context,
      start,
      rule.basis === 'ceiling' ? ['ceiling', 'generic', 'floor'] : ['generic', 'floor'],
    );
    if (stated)
      return {
        quantity: take(context, stated).value,
        basis: `${describeMeasure(stated)} ${BASIS_NAME[rule.basis]} as stated`,
      };
    if (context.spaces.length > 0) {
      const total = spacesTotal(context, (w, l) => w * l);
      return {
        quantity: roundQuantity(total),
        basis: `${describeSpaces(context.spaces)} = ${formatNumber(roundQuantity(total))} sq ft ${BASIS_NAME[rule.basis]}`,
      };
    }
    if (context.houseFloorSqFt !== undefined) {
      return {
        quantity: context.houseFloorSqFt,
        basis: `${formatNumber(context.houseFloorSqFt)} sq ft house floor area`,
      };
    }
    return fallback(context, rule, matchText);
  }
  if (rule.basis === 'exteriorWall') {
    const stated = explicitArea(context, start, ['generic', 'wall']);
    if (stated)
      return {
        quantity: take(context, stated).value,
        basis: `${describeMeasure(stated)} exterior wall area as stated`,
      };
    if (context.houseFloorSqFt !== undefined) {
      const wall = exteriorWallFromFloorArea(context.houseFloorSqFt, context.stories);
      noteStories(context);
      context.assumptions.push(
        `Exterior wall area from the ${formatNumber(context.houseFloorSqFt)} sq ft floor area: square footprint, 9 ft of wall per story, openings not deducted.`,
      );
      return {
        quantity: roundQuantity(wall.wallSqFt),
        basis: `${formatNumber(context.houseFloorSqFt)} sq ft house → ${formatNumber(roundQuantity(wall.wallSqFt))} sq ft exterior wall area`,
      };
    }
    return fallback(context, rule, matchText);
  }
  return resolveRoof(context, rule, matchText, start);
}

/**
 * Walls of a whole house known by its floor area. Insulation goes in the exterior walls; interior work
 * (paint, drywall, wallpaper) covers both faces of every room's walls, taken as 12 × 12 ft rooms: each
 * room's 48 ft perimeter × ceiling height per 144 sq ft of floor (a Quoin rule of thumb, stated).
 */
function wallsOfHouse(context: ClauseContext, rule: WorkRule, floorSqFt: number): ResolvedQuantity {
  if (rule.tradeId === 'insulation') {
    const wall = roundQuantity(exteriorWallFromFloorArea(floorSqFt, context.stories).wallSqFt);
    noteStories(context);
    context.assumptions.push(
      `${rule.title}: exterior walls of the ${formatNumber(floorSqFt)} sq ft house (square footprint, 9 ft per story) = ${formatNumber(wall)} sq ft.`,
    );
    return {
      quantity: wall,
      basis: `${formatNumber(floorSqFt)} sq ft house → ${formatNumber(wall)} sq ft exterior wall`,
    };
  }
  const h = context.ceilingHeightFt;
  const wall = roundQuantity((floorSqFt / 144) * 48 * h);
  noteCeiling(context);
  context.assumptions.push(
    `${rule.title}: ${formatNumber(floorSqFt)} sq ft house taken as 12 × 12 ft rooms (48 ft of wall × ${formatNumber(h)} ft per 144 sq ft of floor) = ${formatNumber(wall)} sq ft of wall, no openings deducted.`,
  );
  context.questions.push(
    'How many rooms, and which, are to be done? The wall area is estimated from the house size.',
  );
  return {
    quantity: wall,
    basis: `${formatNumber(floorSqFt)} sq ft house → ${formatNumber(wall)} sq ft interior wall area`,
  };
}

function resolveRoof(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  // Tear-off and new shingles cover the same roof: a stated roof size serves every roofing line.
  const squares =
    nearest(context, start, (m) => m.kind === 'area' && m.uom === 'square') ??
    context.measures.find((m) => m.kind === 'area' && m.uom === 'square');
  if (squares)
    return { quantity: take(context, squares).value, basis: `${describeMeasure(squares)} of roof as stated` };
  const stated = explicitArea(context, start, ['roof', 'generic']);
  if (stated) {
    take(context, stated);
    if (areaSubject(stated, context.text) !== 'roof') {
      context.assumptions.push(
        `${describeMeasure(stated)} taken as roof surface area, not the house's floor area.`,
      );
      context.questions.push(`Is ${describeMeasure(stated)} the roof area or the house's floor area?`);
    }
    const value = roundSquares(stated.value / 100);
    return {
      quantity: value,
      basis: `${describeMeasure(stated)} roof area = ${formatNumber(value)} squares`,
    };
  }
  const floor =
    context.houseFloorSqFt ?? (context.spaces.length > 0 ? spacesTotal(context, (w, l) => w * l) : undefined);
  if (floor !== undefined) {
    const roof = roofFromFloorArea(floor, context.stories, context.pitchRise);
    const value = roundSquares(roof.squares);
    noteStories(context);
    notePitch(context);
    context.assumptions.push(
      `Roof area from ${formatNumber(floor)} sq ft of floor: footprint ${formatNumber(Math.round(roof.footprintSqFt))} sq ft taken as square, 1 ft overhang, × ${roof.factor.toFixed(3)} pitch factor = ${formatNumber(Math.round(roof.roofSqFt))} sq ft (not the floor area).`,
    );
    return {
      quantity: value,
      basis: `${formatNumber(floor)} sq ft floor → ${formatNumber(value)} squares of roof (${formatNumber(context.pitchRise)}/12 pitch)`,
    };
  }
  return fallback(context, rule, matchText);
}

function resolveLength(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  const lengths = context.measures.filter((m) => m.kind === 'length' && !context.consumed.has(m));
  // "150 ft of 6 ft privacy fence": the run is the longest figure, the short one is a height (old fence too).
  const stated =
    rule.tradeId === 'fencing'
      ? lengths.sort((a, b) => b.value - a.value)[0]
      : nearest(context, start, (m) => m.kind === 'length');
  if (stated) return { quantity: take(context, stated).value, basis: `${describeMeasure(stated)} as stated` };
  if (context.spaces.length > 0 && rule.basis !== 'linear') {
    const railing = rule.basis === 'railing';
    const total = spacesTotal(context, (w, l) => (railing ? 2 * (w + l) - Math.max(w, l) : 2 * (w + l)));
    const how = railing
      ? 'three open sides (house side excluded)'
      : 'room perimeter, no door openings deducted';
    return {
      quantity: roundQuantity(total),
      basis: `${describeSpaces(context.spaces)}: ${how} = ${formatNumber(roundQuantity(total))} LF`,
    };
  }
  if (rule.perHouseSqFt !== undefined && context.houseFloorSqFt !== undefined) {
    const quantity = roundQuantity(context.houseFloorSqFt * rule.perHouseSqFt);
    context.assumptions.push(
      `${rule.title}: ${formatNumber(quantity)} LF for the ${formatNumber(context.houseFloorSqFt)} sq ft house (about ${rule.perHouseSqFt} LF per sq ft of floor); confirm on site.`,
    );
    return {
      quantity,
      basis: `${formatNumber(context.houseFloorSqFt)} sq ft house × ${rule.perHouseSqFt} LF per sq ft = ${formatNumber(quantity)} LF`,
    };
  }
  return fallback(context, rule, matchText);
}

/** The quantity of one recognised piece of work, in the unit of its basis, with the reasoning. */
export function resolveQuantity(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  switch (rule.basis) {
    case 'count':
      return resolveCount(context, rule, matchText, start);
    case 'linear':
    case 'perimeter':
    case 'railing':
      return resolveLength(context, rule, matchText, start);
    case 'volume': {
      const volume = nearest(context, start, (m) => m.kind === 'volume');
      if (volume)
        return { quantity: take(context, volume).value, basis: `${describeMeasure(volume)} as stated` };
      return fallback(context, rule, matchText);
    }
    default:
      return resolveArea(context, rule, matchText, start);
  }
}

function noteCeiling(context: ClauseContext): void {
  if (!context.ceilingHeightGiven) {
    context.assumptions.push(
      `Ceiling height not given: ${formatNumber(context.ceilingHeightFt)} ft assumed for wall area.`,
    );
  }
  if (/\bvault|cathedral/.test(context.text)) context.questions.push('How high do the vaulted ceilings go?');
}

function noteStories(context: ClauseContext): void {
  if (!context.storiesGiven) context.assumptions.push('One-story house assumed.');
}

function notePitch(context: ClauseContext): void {
  if (!context.pitchGiven)
    context.assumptions.push(`Roof pitch not given: ${formatNumber(context.pitchRise)}/12 assumed.`);
}
