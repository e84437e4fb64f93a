// Kept for the modules that import the systems rules from here; the rules are data (data/work-rules).
export { SYSTEMS_RULES } from './work-rules.ts';
