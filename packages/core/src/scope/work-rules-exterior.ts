// Kept for the modules that import the exterior rules from here; the rules are data (data/work-rules).
export { EXTERIOR_RULES } from './work-rules.ts';
