import { formatNumber } from './parse-quantity.ts';
import { type Refiner, replaceTitle, useMeasure } from './refiner.ts';
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

/** Refiners of plumbing and HVAC work: water heaters, repipes, shutoffs, tubs, drains, faucets, AC. */
export const MECHANICAL_REFINERS: Record<string, Refiner> = {
  replace_title: replaceTitle,
  shutoff_count: shutoffCount,
  // A tub swapped on its own breaks the wall finish around it: a new 3-piece surround unless the walls are named.
  bathtub: (draft, context, rule, start) => {
    const [tub] = replaceTitle(draft, context, rule, start);
    if (/\b(?:tile|tiles|tiling|surround|walls?)\b/.test(context.requestText)) return [tub ?? draft];
    say(context, 'bathtub.surround');
    return [
      tub ?? draft,
      {
        ...draft,
        assemblyId: 'tub_surround_kit',
        title: 'Install tub wall surround (3-piece)',
        quantity: draft.quantity,
      },
    ];
  },
  water_heater: waterHeater,
  repipe,
  drain: (draft, context) =>
    /\b(?:main|sewer)\b/.test(context.text)
      ? [{ ...draft, complexity: 'main_line', title: 'Clear clogged main line drain (drain clearing)' }]
      : [draft],
  // A bathroom or vanity faucet is a lavatory faucet (bath_faucet_replace), not the kitchen pull-down.
  faucet_room: (draft, context, rule, start) => {
    const titled = MECHANICAL_REFINERS.room_title!(draft, context, rule, start);
    if (!/\b(?:bathroom|bath|vanity|lavatory|lav)\b/.test(context.text)) return titled;
    return titled.map((d) => ({
      ...d,
      assemblyId: 'bath_faucet_replace',
      title: d.title.replace(/^Replace (?:bath )?faucet$/, 'Replace bathroom faucet'),
    }));
  },
  room_title: (draft, context) => {
    const room = /\b(kitchen|bathroom|bath|laundry|utility)\b/.exec(context.text)?.[1];
    return room ? [{ ...draft, title: draft.title.replace(/^Replace /, `Replace ${room} `) }] : [draft];
  },
  ac: (draft, context, _rule, start) => {
    const tons = useMeasure(context, 'tons', start);
    return tons
      ? [
          {
            ...draft,
            title: `Replace ${formatNumber(tons.value)} ton central air conditioner (AC condenser)`,
          },
        ]
      : [draft];
  },
};
