import type { Refiner } from './refiner.ts';
import { say } from './refiner-notes.ts';

const repipe: Refiner = (draft, context) => {
  if (context.measures.some((m) => m.kind === 'count' && context.consumed.has(m))) return [draft];
  say(context, 'repipe.typical');
  return [{ ...draft, quantity: 10 }];
};

/**
 * "Shutoff valves under 2 sinks": the count is of fixtures, not valves. A sink has a hot and a cold stop, a toilet
 * one. A count said of the valves themselves ("2 shutoff valves") is kept.
 */
const shutoffCount: Refiner = (draft, context) => {
  // "under 2 sinks" is blanked from the clause as a place, so read the request's words.
  const text = context.requestText;
  const fixtures = /\b(\d+) (sinks?|vanities|lavatories|toilets?)\b/.exec(text);
  if (!fixtures || /\b\d+ (?:\w+ )?(?:shut ?off|angle stop|valve)/.test(text)) return [draft];
  const perFixture = /^toilet/.test(fixtures[2] ?? '') ? 1 : 2;
  const quantity = Number(fixtures[1]) * perFixture;
  const typical = context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no count given`));
  if (typical >= 0) context.assumptions.splice(typical, 1);
  say(context, perFixture === 2 ? 'shutoff_count.two_each' : 'shutoff_count.one_each', {
    title: draft.title,
    quantity: String(quantity),
    fixtures: `${fixtures[1]} ${fixtures[2]}`,
  });
  return [{ ...draft, quantity }];
};

/** Refiners of plumbing work: repipes, shutoffs (the others, water heaters among them, are swaps, swap-refiners.yaml). */
export const MECHANICAL_REFINERS: Record<string, Refiner> = {
  shutoff_count: shutoffCount,
  repipe,
};
