import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';

const registry = defaultTradeRegistry();

async function estimate(text: string) {
  const scope = parseScope(text, { registry });
  const built = await buildEstimateFromPlan(scope.plan, { registry, priceSource: bundledCatalog() });
  return built.estimate;
}

// The first parse and estimate load the trade profiles, the lexicon and the catalog: in set-up, not in a test's 5 s.
beforeAll(async () => {
  await estimate('fix the ac');
});

// My own probes (written for this check, never a held-out text), by class: the main work dropped while a side task
// is priced, a symptom's place or an unknown material read as its neighbour, a part priced as its whole system, a
// removal priced as new work. Each holds the estimate for review with a question that quotes what was not read.
describe('a reading the reader is not sure of is review_required, quoting what it did not read', () => {
  it.each([
    // The main work dropped while a side task is priced.
    ['soft wash the siding and then restain it, 1800 sq ft', /I did not read "stain"/],
    ['clean the gutters and add heat tape to them', /I did not read "heat tape"/],
    ['add heat tape to the gutters and downspouts', /I did not read "heat tape"/],
    // The place of a symptom is the work: a slab leak is not a plain leak call.
    ['suspected slab leak under the kitchen floor, hot water line', /I did not read "slab"/],
    ['suspected slab leak in the hallway, hot water line', /I did not read "slab"/],
    ["there's a slab leak near the water heater", /I did not read "slab"/],
    // A part priced as its whole system.
    ['replace the compressor on my AC unit', /the "compressor", but I priced "Replace central air/],
    ['new capacitor for the outdoor AC condenser', /the "capacitor", but I priced/, 'ac_outdoor_part'],
    ['replace the fan motor on our condenser', /the "fan motor", but I priced/, 'condenser_fan_motor'],
    ['AC contactor replacement on the outside unit', /the "contactor", but I priced/, 'ac_outdoor_part'],
    [
      'portable generator hookup with a manual transfer switch, 30 amp inlet',
      /the "inlet", but I priced "Standby generator"/,
    ],
    ['weatherstrip the front door and the back door', /the "weatherstrip", but I priced/, 'weatherstripping'],
    [
      'new control board for the furnace',
      /the "control board", but I priced "Replace gas furnace"/,
      'furnace_part_repair',
    ],
    // A removal priced as new work.
    [
      'old storage shed needs to be torn down and removed',
      /torn down and names no new work, but I priced "Storage shed"/,
      'shed_demolition',
    ],
    [
      'the 10x12 shed needs to be torn down and hauled off',
      /names no new work, but I priced "Build storage shed"/,
      'shed_demolition',
    ],
    [
      'the old hot tub on the patio needs to be taken out and hauled off',
      /names no new work/,
      'small_structure_removal',
    ],
    // Light-commercial work read as a few fixtures.
    ['upgrade 2 restrooms in our office - grab bars, new toilets and new sinks', /I did not read "restroom"/],
  ])('%s', async (text, question, readRight?: string) => {
    const built = await estimate(text);
    // Since the repairs sweep (session 10) some of these are read right: then the part itself is priced.
    const assemblies = built.groups.flatMap((g) => g.items.map((i) => i.labor?.assemblyId));
    if (readRight && assemblies.includes(readRight)) return;
    expect(built.lifecycleState).toBe('review_required');
    expect(built.questions.some((q) => question.test(q))).toBe(true);
  });
});

// Plain requests read right stay validated: the checks do not doubt work that was read whole.
describe('a reading that took the whole request stays validated', () => {
  it.each([
    // The site described is no work left unread ("our painted brick fireplace" asked about "paint").
    'I want to cover our painted brick fireplace wall with stacked stone veneer, the wall is about 6 by 8',
    'carpet the finished basement, roughly 600 square feet',
    'install a tankless water heater, gas, 199k btu',
    'replace 12 vinyl windows, double hung',
    'paint the exterior of a 2000 sq ft two story house',
    'install 600 sq ft of luxury vinyl plank in the living room and hallway',
    'replace the roof on a 2000 sq ft ranch, architectural shingles',
    'build a 12x16 composite deck with stairs',
    'install a 200 amp panel upgrade',
    'replace the kitchen faucet',
    'install 6 recessed lights in the kitchen',
    'hang and finish drywall in a 12x12 bedroom',
    'install a new 3 ton central AC',
    'pour a 20x20 concrete patio',
    'install 150 ft of 6 ft wood privacy fence',
    'refinish 500 sq ft of hardwood floors',
    'tile a 5x8 bathroom floor with porcelain',
    'replace a toilet in the hall bathroom',
    'install seamless gutters on a 150 ft house perimeter',
    'add blown in insulation to the attic, 1200 sq ft, R-38',
    'paint 3 bedrooms, walls and ceilings',
    'install a new 50 gallon gas water heater',
    'sod the back yard, about 3000 sq ft',
    'replace the blower motor in the furnace',
    'replace the garage door torsion spring',
    'new flapper and fill valve for the toilet',
    'install an inlet box for my portable generator, with a 30 amp power inlet',
    'replace the wood rot on the fascia boards and repaint',
    'install a whole house fan in the hallway ceiling',
    'install a water softener and a whole house filter',
  ])('%s', async (text) => {
    expect((await estimate(text)).lifecycleState).toBe('validated');
  });
});
