import { ownSurface } from './own-size.ts';
import { describeMeasure } from './parse-quantity.ts';
import { nearest } from './quantity-basics.ts';
import { measureOf, type Refiner, typicalNoteAt, withdrawTypical } from './refiner.ts';
import { refinerNote, say } from './refiner-notes.ts';

const countertop: Refiner = (draft, context, _rule, start, text = '') => {
  const area =
    nearest(context, start, (m) => m.kind === 'area' && m.uom === 'sq_ft') ??
    ownSurface(context, draft.assemblyId, start, start + text.length);
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
    say(context, 'countertop.from_length', { length: describeMeasure(length), quantity: String(quantity) });
  } else say(context, 'countertop.no_size');
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
  const typical = withdrawTypical(context, draft);
  for (const front of fronts) context.consumed.add(front);
  const counted = fronts.reduce((sum, m) => sum + m.value, 0);
  // "20 cabinet doors and 6 drawer fronts": the count said before the cabinets is doors already.
  return [{ ...draft, quantity: typical ? counted : draft.quantity + counted }];
};

/** Refiners of interior finishes: countertops, cabinet fronts, stairs, tile counts. */
export const INTERIOR_REFINERS: Record<string, Refiner> = {
  // Carpet on a staircase of no stated size: about 14 treads and risers, roughly 60 sq ft of carpet.
  stairs_carpet: (draft, context) => {
    const typical = typicalNoteAt(context, draft);
    if (typical < 0 || !/\b(?:stairs|staircase|steps)\b/.test(context.text)) return [draft];
    context.assumptions[typical] = refinerNote('stairs_carpet.staircase', { title: draft.title }).assumption!;
    return [{ ...draft, quantity: 60 }];
  },
  // "the cracked tiles in the kitchen floor, about 6 tiles": the count may follow, said of the tiles.
  tile_count: (draft, context) => {
    const count = measureOf(context, 'count', /^\s*(?:\w+ )?tiles?\b/);
    if (!count || draft.quantity !== 1) return [draft];
    context.consumed.add(count);
    return [{ ...draft, quantity: count.value }];
  },
  cabinet_fronts: cabinetFronts,
  countertop,
};
