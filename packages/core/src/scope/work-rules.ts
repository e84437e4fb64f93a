// The work rules of data/work-rules, by area, each list in the order its rules claim text (see order.yaml).
import { QuoinError } from '../quoin-error.ts';
import { loadWorkRules, type NamedMaterial } from './load-work-rules.ts';
import type { WorkRule } from './work-rule.ts';
import type { SizerData } from './work-rule-schema.ts';

const loaded = loadWorkRules();
const filesOf = (...files: string[]): WorkRule[] => files.flatMap((file) => loaded.byFile[file] ?? []);

/** Removal work ("remove and dispose of the old carpet"), matched apart from the other rules. */
export const REMOVAL_RULES: WorkRule[] = loaded.removal;
/** Painting, drywall, interior finishes. */
export const INTERIOR_RULES: WorkRule[] = filesOf('interior');
/** Flooring, tile, cabinets, countertops, appliances. */
export const FINISH_RULES: WorkRule[] = filesOf('finish');
/** Roofing, gutters, siding, windows and doors, decks, fences, concrete, insulation, site work. */
export const EXTERIOR_RULES: WorkRule[] = filesOf('envelope', 'site');
/** Plumbing, electrical, HVAC and low-voltage work. */
export const SYSTEMS_RULES: WorkRule[] = filesOf('plumbing', 'electrical', 'mechanical');

/** A named regex piece of one rule file, e.g. `workRulePattern('electrical', 'circuitAppliances')`. */
export function workRulePattern(file: string, name: string): string {
  const pattern = loaded.patterns[file]?.[name];
  if (pattern === undefined)
    throw new QuoinError('INVALID_LEXICON', `work-rules/${file}.yaml has no pattern "${name}"`, {
      file,
      name,
    });
  return pattern;
}

/** The sizers the rule files give as data, by the name rules give in `refine`. */
export function workRuleSizers(): Record<string, SizerData> {
  return loaded.sizers;
}

/** The first material of the named list the text says ("standing seam" of `roof`), if any. */
export function namedMaterial(list: string, text: string): NamedMaterial | undefined {
  return loaded.materials[list]?.find((material) => material.says.test(text));
}
