import type { ClauseContext } from './scope-context.ts';
import type { ClauseFlags } from './scope-phrases.ts';
import type { BASIS_UOM, WorkRuleData } from './work-rule-schema.ts';

export { BASIS_UOM } from './work-rule-schema.ts';

/** How a plan line gets its quantity (see `BASIS_UOM`). */
export type QuantityBasis = keyof typeof BASIS_UOM;

/** A compiled condition: whether a rule applies to a clause (its flags, its text, the whole request). */
export type RuleTest = (flags: ClauseFlags, text: string, context: ClauseContext) => boolean;

/**
 * One kind of work the parser recognises (a rule of data/work-rules, compiled at load, or a lexicon entry): the
 * words that name it, the actions that must (or must not) be said, and the trade assembly that prices it (fields
 * as in `work-rule-schema.ts`). Titles use the assembly's own keywords so the compiler finds the same work item
 * (waste factor, search query) the assembly id already fixes.
 */
export interface WorkRule extends Omit<WorkRuleData, 'trade' | 'assembly' | 'when' | 'countUnits'> {
  tradeId: string;
  assemblyId: string;
  /** Whether the rule applies to a clause: its actions, its words, and what the whole request is about. */
  when?: RuleTest;
  countUnits?: readonly string[];
}
