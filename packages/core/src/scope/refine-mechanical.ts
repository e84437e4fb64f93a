import { formatNumber } from './parse-quantity.ts';
import { type Refiner, useMeasure } from './refiner.ts';
import { say } from './refiner-notes.ts';

const waterHeater: Refiner = (draft, context, _rule, start) => {
  // "replace it with a heat pump water heater": the new one is a heat pump (hybrid) tank.
  if (/\b(?:heat pump|hybrid)\b/.test(context.text)) {
    useMeasure(context, 'gallons', start);
    say(context, 'water_heater.heat_pump');
    return [
      { ...draft, assemblyId: 'water_heater_heat_pump', title: 'Install 50 gallon heat pump water heater' },
    ];
  }
  const gallons = useMeasure(context, 'gallons', start);
  const electric = /\b(?:electric|elec)\b/.test(context.text);
  const tankGallons = gallons?.value ?? 50;
  if (!gallons) say(context, 'water_heater.no_size');
  if (!electric && !/\bgas\b|propane/.test(context.text)) say(context, 'water_heater.no_fuel');
  const fuel = electric ? 'electric' : 'gas';
  return [
    {
      ...draft,
      assemblyId: electric ? 'water_heater_electric' : 'water_heater_gas',
      title: `Replace ${formatNumber(tankGallons)} gallon ${fuel} water heater`,
      params: { ...draft.params, tank_gallons: tankGallons },
    },
  ];
};

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

/** Refiners of plumbing work: water heaters, repipes, shutoffs (the others are swaps, swap-refiners.yaml). */
export const MECHANICAL_REFINERS: Record<string, Refiner> = {
  shutoff_count: shutoffCount,
  water_heater: waterHeater,
  repipe,
};
