import { fileWords } from './load-work-rules.ts';
import { describeMeasure, formatNumber, type Measure } from './parse-quantity.ts';
import { nearest } from './quantity-basics.ts';
import { measureOf, type Refiner, typicalNoteAt, useMeasure, withdrawTypical } from './refiner.ts';
import { refinerNote, say } from './refiner-notes.ts';
import type { ClauseContext } from './scope-context.ts';

/** Air-cooled home standby sizes sold (Generac, Kohler, Briggs & Stratton), the ones the catalog prices. */
const GENERATOR_SIZES_KW = [10, 12, 14, 16, 18, 20, 22, 24, 26];

const generator: Refiner = (draft, context, _rule, start) => {
  const kw = useMeasure(context, 'kw', start);
  const asked = kw?.value ?? 22;
  if (!kw) say(context, 'generator.no_size');
  // A size no maker sells ("a 15 kW") is priced as the next size up; past 26 kW units are liquid-cooled.
  const generatorKw = GENERATOR_SIZES_KW.find((size) => size >= asked) ?? 26;
  if (generatorKw !== asked)
    say(context, asked > 26 ? 'generator.liquid_cooled' : 'generator.next_size_up', {
      asked,
      kw: String(generatorKw),
    });
  // "about 30 ft from the gas meter": where it sits, which sizes the gas run another trade prices.
  const distance = measureOf(context, 'length', /^\s*(?:away )?(?:from|to)\b/);
  if (distance) {
    context.consumed.add(distance);
    say(context, 'generator.distance', { distance: describeMeasure(distance) });
  }
  say(context, 'generator.gas_piping');
  return [
    {
      ...draft,
      title: `Install ${formatNumber(generatorKw)} kW standby generator with automatic transfer switch`,
      params: { ...draft.params, generator_kw: generatorKw },
    },
  ];
};

/** A service size: "to 200 amp" names the target, so "old 100 amp panel to 200 amp service" is a 200 A job. */
function serviceAmps(context: ClauseContext): Measure | undefined {
  const sizes = context.measures.filter(
    (m) => m.kind === 'amps' && m.value >= 60 && !context.consumed.has(m),
  );
  const target = sizes.find((m) =>
    /\b(?:to|into|with|for)(?: an?| the)?\s*$/.test(context.text.slice(0, m.start)),
  );
  const chosen = target ?? sizes.toSorted((a, b) => b.value - a.value)[0];
  for (const size of sizes) context.consumed.add(size);
  return chosen;
}

const panel: Refiner = (draft, context) => {
  const amps = serviceAmps(context);
  if (!amps) say(context, 'panel.no_size');
  else if (amps.value !== 200) say(context, 'panel.not_200', { amps: amps.value });
  return [{ ...draft, title: `Upgrade electrical panel to ${formatNumber(amps?.value ?? 200)} amp` }];
};

const circuit: Refiner = (draft, context, _rule, start) => {
  const amps = nearest(context, start, (m) => m.kind === 'amps' && m.value <= 60);
  const volts = nearest(context, start, (m) => m.kind === 'volts');
  for (const used of [amps, volts]) if (used) context.consumed.add(used);
  const appliance = fileWords('electrical', 'circuitAppliances').exec(
    context.text.replace(/\b(?:garage|shop|workshop)\b/g, ' '),
  )?.[1];
  const twoForty =
    (volts?.value ?? 0) >= 208 ||
    (!volts && appliance !== undefined && fileWords('electrical', 'twoFortyAppliances').test(appliance));
  // A 240 V appliance gets its own 240 V circuit: 50 A for a heavy one (or when said), 30 A otherwise.
  const heavy =
    (amps?.value ?? 0) >= 40 || (!amps && fileWords('electrical', 'fiftyAmpAppliances').test(context.text));
  const assemblyId =
    twoForty || (amps?.value ?? 0) >= 30 || /\brv\b/.test(context.text)
      ? heavy
        ? 'circuit_240_50a'
        : 'circuit_240_30a'
      : draft.assemblyId;
  if (assemblyId !== draft.assemblyId && !amps)
    say(context, heavy ? 'circuit.no_breaker_50' : 'circuit.no_breaker_30', {
      appliance: appliance ?? 'appliance',
    });
  if (/\b(?:outlet|receptacle|plug)\b/.test(context.text)) say(context, 'circuit.receptacle');
  const title = amps
    ? `Add dedicated ${formatNumber(amps.value)} amp circuit${appliance ? ` for the ${appliance}` : ''}`
    : appliance
      ? `Install ${twoForty ? '240 V ' : ''}${appliance} circuit`
      : draft.title;
  return [{ ...draft, title, assemblyId }];
};

const recessed: Refiner = (draft, context) => {
  const typical = typicalNoteAt(context, draft);
  // "recessed lighting in the kitchen - 8 lights": the count is said of the lights afterwards.
  const later = measureOf(context, 'count', /^\s*(?:\w+ )?(?:lights?|cans?|fixtures?|downlights?)\b/);
  if (later && (typical >= 0 || draft.quantity === 1)) {
    context.consumed.add(later);
    withdrawTypical(context, draft);
    return [{ ...draft, quantity: later.value }];
  }
  if (typical < 0 || context.spaces.length === 0) return [draft];
  // One light per about 25 sq ft of ceiling is a common layout rule for 6 in. downlights (Quoin assumption).
  const floor = context.spaces.reduce((sum, s) => sum + s.count * s.widthFt * s.lengthFt, 0);
  const quantity = Math.max(1, Math.ceil(floor / 25));
  context.assumptions[typical] = refinerNote('recessed.from_ceiling', {
    title: draft.title,
    quantity: String(quantity),
  }).assumption!;
  return [{ ...draft, quantity }];
};

/** Refiners of electrical work: generators, panels and subpanels, circuits, GFCIs, recessed lights, fans. */
export const ELECTRICAL_REFINERS: Record<string, Refiner> = {
  // A subpanel over 60 A is a 100 A one; one in a detached building has its trench priced as the complexity.
  subpanel: (draft, context, _rule, start) => {
    const amps = useMeasure(context, 'amps', start);
    const detached =
      /\bdetached|separate building|outbuilding|shed\b|\bbarn\b|\bworkshop\b|\bpool house\b/.test(
        context.requestText,
      );
    // Over 60 A is the 100 A subpanel (its feeder and breaker); over 100 A is said and asked.
    const hundred = amps !== undefined && amps.value > 60;
    if (amps && amps.value > 100) say(context, 'subpanel.over_100', { amps: amps.value });
    if (detached) say(context, 'subpanel.detached');
    // "the run is about 60 ft", "60 ft from the main panel": the feeder's length.
    const run = context.measures.find((m) => m.kind === 'length' && !context.consumed.has(m));
    if (run) {
      context.consumed.add(run);
      say(context, 'subpanel.feeder', { run: describeMeasure(run) });
    }
    return [
      {
        ...draft,
        ...(run ? { params: { ...draft.params, feeder_ft: run.value } } : {}),
        ...(hundred ? { assemblyId: 'subpanel_100a', title: 'Install 100 amp subpanel' } : {}),
        ...(detached ? { complexity: 'detached_garage_trench' } : {}),
      },
    ];
  },
  circuit,
  generator,
  panel,
  recessed,
};
