import { asksForDiagnosis, type ClauseFlags } from './scope-phrases.ts';
import type { WorkRule } from './work-rules.ts';

const build = (x: ClauseFlags) =>
  !x.paint && !x.stain && !x.repair && !x.clean && (!x.remove || x.install || x.replace);
const fixOrBuild = (x: ClauseFlags) =>
  !x.paint && !x.stain && !x.clean && (!x.remove || x.install || x.replace);
const repair = (x: ClauseFlags) => x.repair && !x.replace;

/** Appliances that get their own circuit, as people name the circuit ("dryer circuit", "freezer outlet"). */
export const CIRCUIT_APPLIANCES =
  'dryer|range|oven|stove|cooktop|freezer|fridge|refrigerator|microwave|dishwasher|disposal|hot tub|spa|welder|compressor|heater|sauna|kiln|window ac|mini split|garage|shop|workshop';
const CIRCUIT_WITH_OUTLET =
  /\bcircuits? (?:and|with|plus) (?:an? |the )?(?:new )?(?:outlet|receptacle|plug)\b|\b(?:outlet|receptacle|plug) (?:and|on|with) (?:an? |its own |a new |a dedicated )?(?:dedicated )?circuit\b/;

// "a 50 amp RV outlet", "a 240 volt outlet for a welder": a receptacle at the end of its own heavy circuit.
const HEAVY_OUTLET =
  /\b(?:(?:30|40|50|60) ?(?:amps?|a)|2[024]0 ?(?:v|volts?)|rv|welder)\b[^.,;]{0,30}\b(?:outlets?|receptacles?|plugs?)\b|\b(?:outlets?|receptacles?|plugs?) (?:for|to run) (?:a |an |the |my |our )?(?:rv|welder|dryer|range|oven|hot tub|kiln|compressor)\b/;

/** Plumbing, electrical, HVAC and low-voltage work. */
export const SYSTEMS_RULES: WorkRule[] = [
  {
    id: 'water_heater_repair',
    noun: '(?:hot )?water heaters?|hot water tanks?',
    when: repair,
    tradeId: 'plumbing',
    assemblyId: 'leak_repair_service',
    title: 'Water heater repair, plumbing service call',
    basis: 'count',
  },
  {
    id: 'tankless',
    noun: 'tankless(?: (?:gas )?water heaters?)?|on demand water heaters?',
    when: fixOrBuild,
    tradeId: 'plumbing',
    assemblyId: 'tankless_water_heater',
    title: 'Install tankless water heater',
    basis: 'count',
  },
  {
    id: 'water_heater',
    noun: '(?:(?:natural )?gas |electric |propane )?(?:hot )?water heaters?|hot water tanks?',
    when: fixOrBuild,
    tradeId: 'plumbing',
    assemblyId: 'water_heater_gas',
    title: 'Replace gas water heater',
    basis: 'count',
    refine: 'water_heater',
  },
  {
    // "replace the tub spout and shower head", "a new sink trap": small parts on a service call.
    id: 'plumbing_parts',
    noun: '(?:tub spouts?|shower ?heads?|shower arms?|diverters?|(?:sink |drain |p )?traps?|(?:sink )?drain assembl(?:y|ies)|basket strainers?|pop ?up drains?|tailpieces?)(?:(?:,| and| &) (?:the )?(?:tub spouts?|shower ?heads?|shower arms?|diverters?))*',
    when: (x) => x.replace || x.install || x.repair,
    tradeId: 'plumbing',
    assemblyId: 'leak_repair_service',
    title: 'Replace fixture parts (spout, shower head, trap), plumbing service call',
    basis: 'count',
  },
  {
    id: 'faucet_repair',
    noun: '(?:kitchen |bathroom |bath |sink |vanity |tub |shower )?faucets?',
    when: repair,
    tradeId: 'plumbing',
    assemblyId: 'leak_repair_service',
    title: 'Repair leaking faucet, plumbing service call',
    basis: 'count',
  },
  {
    id: 'bathtub',
    noun: String.raw`(?:(?:old|new|alcove|cast iron|steel|acrylic|soaking) )*(?:bath ?tubs?|(?<!hot )tubs?)(?! (?:surround|spout|drain|faucet|valve|caulk|shower valve|and shower valve)s?\b)`,
    when: (x, t) =>
      (x.replace || x.install) &&
      !/\b(?:refinish|reglaz|resurfac|caulk|unclog|drain)\w*/.test(t) &&
      // "replace the tub with a walk-in shower" is the conversion template's, not a new tub.
      !/\btub (?:to|into|for|with) (?:a )?(?:walk[- ]?in |tiled? |stand[- ]?up )?shower|tub[- ]to[- ]shower|\bconvert/.test(
        t,
      ),
    tradeId: 'plumbing',
    assemblyId: 'bathtub_replace',
    title: 'Install bathtub',
    basis: 'count',
    refine: 'bathtub',
  },
  {
    id: 'shower_valve',
    noun: String.raw`(?:tub (?:and |\/ ?)?)?shower (?:valves?|faucets?|mixing valves?)|mixing valves?|pressure balanc(?:e|ing) valves?`,
    when: fixOrBuild,
    tradeId: 'plumbing',
    assemblyId: 'shower_valve',
    title: 'Replace shower valve and trim',
    basis: 'count',
  },
  {
    id: 'faucet',
    noun: '(?:kitchen |bathroom |bath |sink |vanity |lavatory )?faucets?',
    when: build,
    tradeId: 'plumbing',
    assemblyId: 'faucet_replace',
    title: 'Replace faucet',
    basis: 'count',
    refine: 'faucet_room',
  },
  {
    id: 'toilet_clog',
    noun: 'toilets?',
    when: (x, t) => /clog|stopped up|backed up\b/.test(t) && !x.replace,
    tradeId: 'plumbing',
    assemblyId: 'drain_clearing',
    title: 'Clear clogged toilet (drain clearing)',
    basis: 'count',
    laborOnly: true,
  },
  {
    id: 'toilet_parts',
    noun: '(?:toilet )?(?:wax rings?|flappers?|fill valves?|flush valves?)',
    when: (x) => !x.paint && !x.clean,
    tradeId: 'plumbing',
    assemblyId: 'leak_repair_service',
    title: 'Repair toilet (wax ring, flapper or fill valve), plumbing service call',
    basis: 'count',
  },
  {
    id: 'toilet_repair',
    noun: 'toilets?',
    when: repair,
    tradeId: 'plumbing',
    assemblyId: 'leak_repair_service',
    title: 'Repair running or leaking toilet, plumbing service call',
    basis: 'count',
  },
  {
    id: 'toilet',
    noun: '(?:new )?toilets?|commodes?',
    // "replace the wax ring on the toilet": a part of the toilet, which the repair rule prices.
    when: (x, t) =>
      build(x) &&
      !/\b(?:wax ring|flapper|fill valve|flush valve|seat|handle|flange|supply line|tank bolts?)\b/.test(t),
    tradeId: 'plumbing',
    assemblyId: 'toilet_replace',
    title: 'Replace toilet',
    basis: 'count',
  },
  {
    id: 'drain_clearing',
    noun: '(?:(?:kitchen|bathroom|bath|shower|tub|sink|floor|main|sewer) )*(?:drains?|lines?|sinks?|tubs?|showers?)|clogs?',
    when: (x, t) =>
      /clog|slow(?:ly)? drain|drains? (?:slow|slowly)|won'?t drain|not draining|stopped up|backed up|snake\b/.test(
        t,
      ) && !x.replace,
    tradeId: 'plumbing',
    assemblyId: 'drain_clearing',
    title: 'Clear clogged drain (drain clearing)',
    basis: 'count',
    laborOnly: true,
    refine: 'drain',
  },
  {
    id: 'garbage_disposal',
    noun: '(?:garbage )?disposals?|disposers?|insinkerator',
    when: (x, t) => fixOrBuild(x) && !/\bdispose|disposal of\b/.test(t),
    tradeId: 'plumbing',
    assemblyId: 'garbage_disposal',
    title: 'Install garbage disposal',
    basis: 'count',
    refine: 'replace_title',
  },
  {
    id: 'sink',
    noun: '(?:kitchen |bathroom |vanity |undermount |utility |laundry )?sinks?(?! (?:drain|trap|stopper|sprayer|basket|strainer|p trap|tailpiece)s?\\b)',
    when: build,
    tradeId: 'plumbing',
    assemblyId: 'sink_replace',
    title: 'Replace sink',
    basis: 'count',
    refine: 'room_title',
  },
  {
    id: 'sump_pump',
    noun: 'sump pumps?',
    when: fixOrBuild,
    tradeId: 'plumbing',
    assemblyId: 'sump_pump',
    title: 'Replace sump pump',
    basis: 'count',
  },
  {
    id: 'shutoff',
    noun: '(?:main )?(?:water )?shut ?off(?: valves?)?|angle stops?|ball valves?',
    when: fixOrBuild,
    tradeId: 'plumbing',
    assemblyId: 'shutoff_valve',
    title: 'Replace shutoff valve',
    basis: 'count',
    refine: 'shutoff_count',
  },
  {
    id: 'gas_line',
    noun: 'gas (?:lines?|pipes?|piping)|csst',
    when: (x) => !x.repair,
    tradeId: 'plumbing',
    assemblyId: 'gas_line',
    title: 'Run gas line',
    basis: 'linear',
    typical: 25,
  },
  {
    id: 'repipe',
    noun: 're ?pipe|re ?piping|whole house repipe|galvanized pipes?',
    tradeId: 'plumbing',
    assemblyId: 'repipe_per_fixture',
    title: 'Whole house repipe (per fixture)',
    basis: 'count',
    typical: 10,
    refine: 'repipe',
  },
  {
    id: 'leak',
    noun: '(?:pipe )?leaks?|leaking pipes?|burst pipes?|pipes?|plumbing',
    when: (x, t) => x.repair && !/\b(?:roof|gutters?|windows?|skylights?|chimney|siding|shingles?)\b/.test(t),
    tradeId: 'plumbing',
    assemblyId: 'leak_repair_service',
    title: 'Leak repair, plumbing service call',
    basis: 'count',
  },
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
  {
    // "ac not cooling", "fix the furnace": what is wrong is found on a service call, not by new equipment.
    id: 'hvac_repair',
    noun: '(?:hvac|furnace|ac|a ?c|air conditioner|air conditioning|heat pump|heater|heat|mini split)(?: unit| system)?',
    when: (x, _text, context) =>
      (x.repair || x.diagnose || asksForDiagnosis(context.requestText)) && !x.replace,
    tradeId: 'hvac',
    assemblyId: 'hvac_service_call',
    title: 'HVAC service call, diagnose and repair',
    basis: 'count',
    laborOnly: true,
    perVisit: true,
  },
  {
    id: 'hvac_service',
    noun: '(?:hvac|furnace|ac|a ?c|air conditioner|heat pump)(?: unit)?|tune ?up|(?:hvac )?service call',
    when: (_x, t) => /\btune ?up|maintenance|service call|recharge\b/.test(t),
    tradeId: 'hvac',
    assemblyId: 'hvac_service_call',
    title: 'HVAC tune up (service call)',
    basis: 'count',
    laborOnly: true,
  },
  {
    id: 'furnace',
    noun: '(?:gas |high efficiency )?furnaces?',
    when: fixOrBuild,
    tradeId: 'hvac',
    assemblyId: 'furnace_replace',
    title: 'Replace gas furnace',
    basis: 'count',
  },
  {
    id: 'mini_split',
    noun: '(?:ductless )?(?:heat pump )?mini ?splits?(?: heads?| zones?| units?)?|ductless(?: heat pumps?| units?)?',
    when: fixOrBuild,
    tradeId: 'hvac',
    assemblyId: 'mini_split_zone',
    title: 'Install ductless mini split zone',
    basis: 'count',
    countUnits: ['zone', 'head'],
  },
  {
    id: 'heat_pump',
    noun: '(?:air source )?heat pumps?',
    when: fixOrBuild,
    tradeId: 'hvac',
    assemblyId: 'heat_pump_system',
    title: 'Replace heat pump system',
    basis: 'count',
  },
  {
    id: 'ac',
    // A window unit is an appliance on a plug, not a central condenser.
    noun: '(?<!window |portable |wall )(?:central )?(?:air conditioners?|air conditioning|a ?c(?: units?| condensers?)?|ac|condensers?)(?: units?)?(?! disconnect| whip| breaker| fuse)|central air',
    when: fixOrBuild,
    tradeId: 'hvac',
    assemblyId: 'ac_condenser_replace',
    title: 'Replace central air conditioner (AC condenser)',
    basis: 'count',
    refine: 'ac',
  },
  {
    id: 'ductwork',
    noun: 'duct ?work|ducts?|duct runs?',
    when: fixOrBuild,
    tradeId: 'hvac',
    assemblyId: 'ductwork',
    title: 'Install ductwork',
    basis: 'linear',
    typical: 40,
    // Trunk and branch runs of a forced-air house: about 1 LF per 8 sq ft of floor (a Quoin rule of thumb: a
    // 1,600 sq ft ranch has about 12 supplies and 3 returns of 10-15 ft on 60-80 ft of trunk).
    perHouseSqFt: 0.12,
  },
  {
    id: 'thermostat',
    noun: '(?:smart |programmable |nest |wifi )?thermostats?|ecobee',
    when: fixOrBuild,
    tradeId: 'hvac',
    assemblyId: 'thermostat',
    title: 'Install smart thermostat',
    basis: 'count',
  },
  {
    id: 'winterize',
    noun: 'winteriz(?:e|ation|ing)|(?:sprinkler |irrigation )?blow ?outs?|blow out (?:the )?sprinklers?',
    tradeId: 'irrigation',
    assemblyId: 'winterization',
    title: 'Sprinkler winterization (blowout)',
    basis: 'count',
    laborOnly: true,
  },
  {
    id: 'tv_mount',
    noun: 'tvs?|televisions?',
    when: (_x, t) => /\bmount|hang\b/.test(t),
    tradeId: 'low_voltage',
    assemblyId: 'tv_mount',
    title: 'Mount TV',
    basis: 'count',
  },
  {
    id: 'data_drop',
    noun: '(?:ethernet|network|data|cat ?6|cat ?5e?)(?: drops?| jacks?| runs?| cables?)?',
    when: fixOrBuild,
    tradeId: 'low_voltage',
    assemblyId: 'data_drop',
    title: 'Install data drop (ethernet)',
    basis: 'count',
  },
  {
    id: 'camera',
    noun: '(?:security |surveillance |outdoor |poe )cameras?',
    when: fixOrBuild,
    tradeId: 'low_voltage',
    assemblyId: 'security_camera',
    title: 'Install security camera',
    basis: 'count',
  },
  {
    id: 'doorbell',
    noun: '(?:video |smart |ring )doorbells?|doorbell cameras?',
    when: fixOrBuild,
    tradeId: 'low_voltage',
    assemblyId: 'video_doorbell',
    title: 'Install video doorbell',
    basis: 'count',
  },
];
