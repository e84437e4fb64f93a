import { loadWorkRules } from './load-work-rules.ts';
import { ELECTRICAL_REFINERS } from './refine-electrical.ts';
import { EXTERIOR_REFINERS } from './refine-exterior.ts';
import { INSULATION_REFINERS } from './refine-insulation.ts';
import { INTERIOR_REFINERS } from './refine-interior.ts';
import { MECHANICAL_REFINERS } from './refine-mechanical.ts';
import { ROOFING_REFINERS, roofEdge } from './refine-roofing.ts';
import { areaOrTypical, bandArea, type Refiner } from './refiner.ts';
import { swapRefiners } from './swap-refiners.ts';
import type { SizerData } from './work-rule-schema.ts';

/** The sizer a data entry of data/work-rules' `sizers` describes: its kind's TypeScript with the entry's figures and words. */
function sizerOf(data: SizerData): Refiner {
  switch (data.kind) {
    case 'areaOrTypical':
      return areaOrTypical(data.typicalSqFt, data.note, data.question, data.keepStated);
    case 'band':
      return bandArea(data.heightFt, data.what);
    case 'roofEdge':
      return (draft, context) => roofEdge(draft, context, data.share, data.what);
  }
}

let refiners: Record<string, Refiner> | undefined;

/**
 * The refiner a work rule names in `refine`: the TypeScript sizers, then the swap steps and sizers given as data
 * (read on first use, with the rules; one owner per name).
 */
export function refinerNamed(name: string): Refiner | undefined {
  refiners ??= {
    ...ELECTRICAL_REFINERS,
    ...EXTERIOR_REFINERS,
    ...INSULATION_REFINERS,
    ...INTERIOR_REFINERS,
    ...MECHANICAL_REFINERS,
    ...ROOFING_REFINERS,
    ...swapRefiners(),
    ...Object.fromEntries(Object.entries(loadWorkRules().sizers).map(([key, data]) => [key, sizerOf(data)])),
  };
  return refiners[name];
}
