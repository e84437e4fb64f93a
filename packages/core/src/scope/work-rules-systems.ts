import type { WorkRule } from './work-rule.ts';
import { ELECTRICAL_RULES } from './work-rules-electrical.ts';
import { MECHANICAL_RULES } from './work-rules-mechanical.ts';
import { PLUMBING_RULES } from './work-rules-plumbing.ts';

/** Plumbing, electrical, HVAC and low-voltage work, in the order a span of text is claimed. */
export const SYSTEMS_RULES: WorkRule[] = [...PLUMBING_RULES, ...ELECTRICAL_RULES, ...MECHANICAL_RULES];
