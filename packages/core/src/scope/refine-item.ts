import { ELECTRICAL_REFINERS } from './refine-electrical.ts';
import { EXTERIOR_REFINERS } from './refine-exterior.ts';
import { INSULATION_REFINERS } from './refine-insulation.ts';
import { INTERIOR_REFINERS } from './refine-interior.ts';
import { MECHANICAL_REFINERS } from './refine-mechanical.ts';
import { ROOFING_REFINERS } from './refine-roofing.ts';
import type { Refiner } from './refiner.ts';
import { sizersFromData } from './sizers-from-data.ts';

/** Every refiner by the name a work rule gives in `refine`: TypeScript sizers, then those given as data (one owner per name). */
export const REFINERS: Record<string, Refiner> = {
  ...ELECTRICAL_REFINERS,
  ...EXTERIOR_REFINERS,
  ...INSULATION_REFINERS,
  ...INTERIOR_REFINERS,
  ...MECHANICAL_REFINERS,
  ...ROOFING_REFINERS,
  ...sizersFromData(),
};
