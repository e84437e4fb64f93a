// Public API of @quoin/planning: pure schedule, risk and finance functions (no I/O, no clock, no Math.random).
export * from './calendar.ts';
export * from './construction-schedule.ts';
export * from './critical-path.ts';
export * from './distributions.ts';
export * from './financial-metrics.ts';
export * from './gantt-svg.ts';
export * from './ical.ts';
export * from './monte-carlo.ts';
export * from './mspdi.ts';
export {
  type CompiledNetwork,
  compileNetwork,
  LINK_TYPES,
  type Link,
  type LinkInput,
  type LinkType,
} from './network.ts';
export * from './pert.ts';
export * from './planning-error.ts';
export * from './random.ts';
export * from './schedule-csv.ts';
export * from './xer.ts';
