import { describeMeasure, formatNumber } from './parse-quantity.ts';
import { nearest } from './quantity-basics.ts';
import { areaOrTypical, type Refiner } from './refiner.ts';

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

/** Refiners of interior finishes: countertops, backsplash and shower tile, cabinet fronts, bands along the walls, stairs, tile counts. */
export const INTERIOR_REFINERS: Record<string, Refiner> = {
  // A typical border is 6-10 in. tall; 9 in. is taken.
  border_area: bandArea(0.75, 'border height (9 in. typical)'),
  // A 2x10 rim (9.25 in.) on a 2x sill plate (1.5 in.) is about 10.75 in. of foam face, taken as 0.9 ft.
  rim_area: bandArea(0.9, 'rim joist and sill height (2x10 on a sill plate)'),
  // Carpet on a staircase of no stated size: about 14 treads and risers, roughly 60 sq ft of carpet.
  stairs_carpet: (draft, context) => {
    const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));
    if (typical < 0 || !/\b(?:stairs|staircase|steps)\b/.test(context.text)) return [draft];
    context.assumptions[typical] =
      `${draft.title}: a staircase of about 14 steps taken as 60 sq ft of carpet.`;
    return [{ ...draft, quantity: 60 }];
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
};
