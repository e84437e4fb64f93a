import { fixOrBuild } from './rule-conditions.ts';
import { asksForDiagnosis } from './scope-phrases.ts';
import type { WorkRule } from './work-rule.ts';

/** Appliances that get their own circuit, as people name the circuit ("dryer circuit", "freezer outlet"). */
export const CIRCUIT_APPLIANCES =
  'dryer|range|oven|stove|cooktop|freezer|fridge|refrigerator|microwave|dishwasher|disposal|hot tub|spa|welder|compressor|heater|sauna|kiln|window ac|mini split|garage|shop|workshop';
const CIRCUIT_WITH_OUTLET =
  /\bcircuits? (?:and|with|plus) (?:an? |the )?(?:new )?(?:outlet|receptacle|plug)\b|\b(?:outlet|receptacle|plug) (?:and|on|with) (?:an? |its own |a new |a dedicated )?(?:dedicated )?circuit\b/;

// "a 50 amp RV outlet", "a 240 volt outlet for a welder": a receptacle at the end of its own heavy circuit.
const HEAVY_OUTLET =
  /\b(?:(?:30|40|50|60) ?(?:amps?|a)|2[024]0 ?(?:v|volts?)|rv|welder)\b[^.,;]{0,30}\b(?:outlets?|receptacles?|plugs?)\b|\b(?:outlets?|receptacles?|plugs?) (?:for|to run) (?:a |an |the |my |our )?(?:rv|welder|dryer|range|oven|hot tub|kiln|compressor)\b/;

/** Electrical and fire protection work: devices, circuits, panels, lights, alarms. */
export const ELECTRICAL_RULES: WorkRule[] = [
  {
    id: 'gfci',
    noun: 'gfcis?(?: outlets?| receptacles?)?|gfis?(?: outlets?)?|ground fault (?:outlets?|receptacles?)',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'gfci_install',
    title: 'Install GFCI outlets',
    basis: 'count',
    refine: 'gfci',
  },
  {
    // "two outlets stopped working, need an electrician to troubleshoot": one visit to find the fault.
    id: 'electrical_diagnosis',
    noun: '(?:outlets?|receptacles?|plugs?|switch(?:es)?|lights?|breakers?|circuits?|power|gfcis?|wiring)',
    when: (x, _text, context) => (x.diagnose || asksForDiagnosis(context.requestText)) && !x.replace,
    tradeId: 'electrical',
    assemblyId: 'electrical_service_call',
    title: 'Electrical service call, troubleshoot and minor repair',
    basis: 'count',
    laborOnly: true,
    perVisit: true,
  },
  {
    id: 'outlet_replace',
    noun: '(?:outlets?|receptacles?)',
    when: (x, t) => (x.replace || x.repair) && !/\b(?:add|new|install|additional|extra)\b/.test(t),
    tradeId: 'electrical',
    assemblyId: 'device_replace',
    title: 'Replace outlets',
    basis: 'count',
  },
  {
    id: 'heavy_outlet',
    noun: '(?:(?:new|extra|additional|\\d+ ?(?:amps?|a)|\\d+ ?(?:v|volts?)|rv|welder) )*(?:outlets?|receptacles?|plugs?)',
    // With a circuit named, the circuit rule prices it and its receptacle.
    when: (x, t) =>
      fixOrBuild(x) && HEAVY_OUTLET.test(t) && !/\bcircuits?\b|\b(?:ev|charg(?:er|ing)|tesla)\b/.test(t),
    tradeId: 'electrical',
    assemblyId: 'new_circuit',
    title: 'Add dedicated circuit and outlet',
    basis: 'count',
    refine: 'circuit',
  },
  {
    id: 'outlet',
    noun: '(?:(?:new|extra|additional|duplex|electrical) )?(?:outlets?|receptacles?|plugs)',
    // "a dryer circuit and outlet": the receptacle at the end of a new circuit is part of the circuit line.
    when: (x, t) =>
      fixOrBuild(x) && !CIRCUIT_WITH_OUTLET.test(t) && !/\bnema\b/.test(t) && !HEAVY_OUTLET.test(t),
    tradeId: 'electrical',
    assemblyId: 'outlet_install',
    title: 'Install new outlets',
    basis: 'count',
  },
  {
    // "swap five light switches for dimmers": one line of dimmers with the switches' count, before 'switch'.
    id: 'dimmer',
    noun: '(?:(?:light )?switch(?:es)? (?:for|with|to) )?dimmers?(?: switch(?:es)?)?',
    // New recessed lights "with a dimmer": their assembly already fits one on the switch leg.
    when: (x, t) =>
      fixOrBuild(x) &&
      !/\b(?:recessed|can|pot|wafer)(?: can| pot| led)? (?:lights?|lighting|cans?)\b.*\bwith (?:a |the |their |its )?dimmers?\b/.test(
        t,
      ),
    tradeId: 'electrical',
    assemblyId: 'dimmer_replace',
    title: 'Replace light switch with dimmer',
    basis: 'count',
  },
  {
    id: 'switch',
    // "switch from a tank to a tankless", "switch out the fixture": the verb, not a light switch.
    noun: '(?:(?:light|3 way|three way|smart) )?switch(?:es)?(?! (?:from|to|out|over|for|with)\\b)',
    when: (x, t) => fixOrBuild(x) && !/transfer switch/.test(t),
    tradeId: 'electrical',
    assemblyId: 'device_replace',
    title: 'Replace light switch',
    basis: 'count',
  },
  {
    id: 'recessed',
    noun: '(?:recessed|can|pot|wafer|led recessed)(?: can| pot| led| wafer)? (?:lights?|lighting|cans?)|recessed cans?|downlights?',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'recessed_light',
    title: 'Install recessed lights',
    basis: 'count',
    refine: 'recessed',
  },
  {
    id: 'bath_fan',
    noun: '(?:bath(?:room)?|exhaust|vent) fans?',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'bath_exhaust_fan',
    title: 'Install bathroom exhaust fan',
    basis: 'count',
  },
  {
    id: 'ceiling_fan',
    noun: '(?:ceiling )?fans?',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'ceiling_fan',
    title: 'Install ceiling fan',
    basis: 'count',
    refine: 'ceiling_fan',
  },
  {
    id: 'under_cabinet',
    noun: 'under ?cabinet (?:lights?|lighting)|led strips?',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'under_cabinet_lighting',
    title: 'Install under cabinet lighting',
    basis: 'linear',
    typical: 12,
  },
  {
    id: 'light_fixture',
    noun: '(?:(?:ceiling|pendant|vanity|flush mount|porch|exterior|outdoor) )?(?:light fixtures?|lights?|lamps?)|chandeliers?|(?:light )?fixtures?|pendants?',
    // With recessed lighting named and no other kind of fixture, "8 lights" are the recessed ones.
    when: (x, t) =>
      fixOrBuild(x) &&
      !/\bplumbing\b/.test(t) &&
      !(
        /\b(?:recessed|can lights?|pot lights?|downlights?)\b/.test(t) &&
        !/\b(?:pendants?|chandeliers?|vanity|fixtures?|flush|porch|sconces?|flood|exterior|outdoor|ceiling light)\b/.test(
          t,
        )
      ),
    tradeId: 'electrical',
    assemblyId: 'light_fixture',
    title: 'Install light fixture',
    basis: 'count',
    refine: 'replace_title',
  },
  {
    id: 'ev_charger',
    noun: '(?:ev|car|electric vehicle|level 2|tesla(?: wall)?) charg(?:er|ers|ing)(?: stations?)?|nema ?14[ -]?50(?: outlet| receptacle| plug)?|wall connector',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'ev_charger_circuit',
    title: 'Install EV charger circuit',
    basis: 'count',
  },
  {
    id: 'circuit',
    noun: String.raw`(?:(?:new|dedicated|separate|extra|additional|\d+ ?(?:amp|a)|\d+ ?(?:v|volts?)|appliance|${CIRCUIT_APPLIANCES}) )*circuits?`,
    when: (x, t) => fixOrBuild(x) && !/\b(?:ev|charg(?:er|ing)|generator)\b/.test(t),
    tradeId: 'electrical',
    assemblyId: 'new_circuit',
    title: 'Add dedicated circuit',
    basis: 'count',
    refine: 'circuit',
  },
  {
    // "a 60 amp subpanel in the garage": a feeder from the main panel to a small panel, not a service change.
    id: 'subpanel',
    noun: '(?:\\d+ ?(?:amps?|a) )?sub ?panels?|sub-panels?|(?:garage|shop|workshop) panels?',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'subpanel_60a',
    title: 'Install 60 amp subpanel',
    basis: 'count',
    refine: 'subpanel',
  },
  {
    id: 'panel',
    noun: '(?:(?:electrical|breaker|main|service|circuit breaker) )?(?<!sub ?|sub-)panels?|(?:electrical )?service(?: upgrade)?|load center',
    // A service size (100 A and up) says panel work without a verb ("200 amp service"); "20 amp" is a circuit.
    when: (x, t) =>
      (x.replace || x.install || /\b(?:[1-9]\d{2}) ?(?:amps?|a)\b/.test(t)) &&
      // Panels of another kind: solar, siding, door, ceiling, LED light panels (troffers), FRP wall panels.
      !/\bsolar|siding|door|ceiling|led (?:flat )?panels?|flat panels?|light panels?|troffers?|frp\b/.test(t),
    tradeId: 'electrical',
    assemblyId: 'panel_upgrade_200a',
    title: 'Upgrade electrical panel to 200 amp',
    basis: 'count',
    refine: 'panel',
  },
  {
    id: 'generator',
    noun: '(?:(?:standby|whole house|whole home|home|backup|natural gas) )*generators?|generac',
    when: fixOrBuild,
    tradeId: 'electrical',
    assemblyId: 'standby_generator',
    title: 'Install standby generator with automatic transfer switch',
    basis: 'count',
    refine: 'generator',
  },
  {
    id: 'rewire',
    noun: 're ?wir(?:e|ing)|knob and tube',
    tradeId: 'electrical',
    assemblyId: 'whole_house_rewire',
    title: 'Whole house rewire',
    basis: 'floor',
  },
  {
    id: 'smoke',
    noun: '(?:hard ?wired |interconnected )?(?:smoke (?:and co )?(?:detectors?|alarms?))',
    when: fixOrBuild,
    tradeId: 'fire_protection',
    assemblyId: 'smoke_detector_hardwired',
    title: 'Install hardwired smoke detector',
    basis: 'count',
  },
  {
    id: 'co_detector',
    noun: '(?:co|carbon monoxide) (?:detectors?|alarms?)',
    when: fixOrBuild,
    tradeId: 'fire_protection',
    assemblyId: 'smoke_detector_battery',
    title: 'Install carbon monoxide detector',
    basis: 'count',
  },
];
