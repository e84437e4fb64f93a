// The rule lists by area; each file holds one list, in the order its rules claim text.
import { FINISH_RULES } from './work-rules-finish.ts';
import { INTERIOR_RULES } from './work-rules-interior.ts';
import { REMOVAL_RULES } from './work-rules-removal.ts';

export { FINISH_RULES, INTERIOR_RULES, REMOVAL_RULES };
