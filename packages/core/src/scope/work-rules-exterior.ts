import type { WorkRule } from './work-rule.ts';
import { ENVELOPE_RULES } from './work-rules-envelope.ts';
import { SITE_RULES } from './work-rules-site.ts';

/** Roofing, gutters, siding, windows and doors, decks, fences, concrete, insulation, site work, in order. */
export const EXTERIOR_RULES: WorkRule[] = [...ENVELOPE_RULES, ...SITE_RULES];
