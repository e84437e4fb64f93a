// What the refiners read of data/work-rules besides the rules, each read on first use (see load-work-rules.ts).

import { loadWorkRules, type NamedMaterial } from './load-work-rules.ts';
import { invalidData } from './parse-data-file.ts';
import type { SizerData } from './work-rule-schema.ts';

/** A named regex piece of one rule file, e.g. `workRulePattern('electrical', 'circuitAppliances')`. */
export function workRulePattern(file: string, name: string): string {
  const pattern = loadWorkRules().patterns[file]?.[name];
  return pattern ?? invalidData(`work-rules/${file}.yaml`, 'patterns', `has no pattern "${name}"`);
}

/** The sizers the rule files give as data, by the name rules give in `refine`. */
export function workRuleSizers(): Record<string, SizerData> {
  return loadWorkRules().sizers;
}

/** The first material of the named list the text says ("standing seam" of `roof`), if any. */
export function namedMaterial(list: string, text: string): NamedMaterial | undefined {
  return loadWorkRules().materials[list]?.find((material) => material.says.test(text));
}
