import { ELECTRICAL_REFINERS } from './refine-electrical.ts';
import { EXTERIOR_REFINERS } from './refine-exterior.ts';
import { INSULATION_REFINERS } from './refine-insulation.ts';
import { INTERIOR_REFINERS } from './refine-interior.ts';
import { MECHANICAL_REFINERS } from './refine-mechanical.ts';
import { ROOFING_REFINERS } from './refine-roofing.ts';
import type { Refiner } from './refiner.ts';
import { sizersFromData } from './sizers-from-data.ts';

/** Every refiner by the name a work rule gives in `refine`: TypeScript sizers, then those given as data (one owner per name). */
const REFINERS: Record<string, Refiner> = {
  ...ELECTRICAL_REFINERS,
  ...EXTERIOR_REFINERS,
  ...INSULATION_REFINERS,
  ...INTERIOR_REFINERS,
  ...MECHANICAL_REFINERS,
  ...ROOFING_REFINERS,
};

let withData: Record<string, Refiner> | undefined;

/** The refiner a work rule names in `refine`; the sizers given as data are read on first use, with the rules. */
export function refinerNamed(name: string): Refiner | undefined {
  withData ??= { ...REFINERS, ...sizersFromData() };
  return withData[name];
}
