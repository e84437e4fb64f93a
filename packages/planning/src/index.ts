// Public API of @quoin/planning: pure schedule, risk and finance functions (no I/O, no clock, no Math.random).
export {
  type CalendarInput,
  calendarSchema,
  createCalendar,
  formatIsoDay,
  isoDateSchema,
  MONDAY_TO_FRIDAY,
  parseIsoDay,
  type WorkCalendar,
  WorkingDayIndex,
  workingDaysThrough,
} from './calendar.ts';
export {
  type ConstructionActivity,
  type ConstructionSchedule,
  type ConstructionScheduleInput,
  constructionScheduleInputSchema,
  generateConstructionSchedule,
} from './construction-schedule.ts';
export {
  type CpmActivity,
  type CpmActivityInput,
  type CpmInput,
  type CpmResult,
  calculateCriticalPath,
  cpmActivitySchema,
  cpmInputSchema,
  criticalChain,
  FLOAT_TOLERANCE_DAYS,
  type ScheduledActivity,
  scheduleNetwork,
  TIME_CONVENTION,
  validateCpmInput,
} from './critical-path.ts';
export {
  BETA_TABLE_CELLS,
  betaQuantileTable,
  type DistributionName,
  normalCdf,
  normalQuantile,
  pertBetaMean,
  pertBetaShape,
  pertBetaVariance,
  type ThreePoint,
  triangularMean,
  triangularQuantile,
  triangularVariance,
} from './distributions.ts';
export {
  type EstimateSchedule,
  type EstimateScheduleOptions,
  estimateToSchedule,
  SCHEDULE_ASSUMPTIONS,
  type ScheduleRow,
} from './estimate-schedule/estimate-to-schedule.ts';
export { type GroupHours, laborHoursOfGroups } from './estimate-schedule/labor-hours-of-groups.ts';
export {
  calculateFinancialMetrics,
  type DatedCashFlow,
  type FinancialMetricsInput,
  financialMetricsInputSchema,
  fv,
  irr,
  type Metric,
  mirr,
  type NpvConvention,
  nper,
  npv,
  type PaymentTiming,
  paybackPeriod,
  pmt,
  pv,
  rate,
  xirr,
  xnpv,
} from './financial-metrics.ts';
export {
  createGanttChart,
  type GanttBar,
  type GanttChart,
  type GanttOptions,
} from './gantt-svg.ts';
export {
  escapeText,
  exportMilestonesIcal,
  fold,
  type IcalOptions,
} from './ical.ts';
export {
  type MonteCarloInput,
  type MonteCarloResult,
  monteCarloInputSchema,
  percentile,
  runMonteCarlo,
  type SampleSummary,
  summarize,
} from './monte-carlo.ts';
export {
  exportMspdi,
  type ImportedSchedule,
  importMspdi,
  MSPDI_NAMESPACE,
  type MspdiExportOptions,
} from './mspdi.ts';
export {
  type CompiledNetwork,
  compileNetwork,
  LINK_TYPES,
  type Link,
  type LinkInput,
  type LinkType,
} from './network.ts';
export {
  analyzePert,
  type PertInput,
  type PertResult,
  pertEstimate,
  pertInputSchema,
} from './pert.ts';
export {
  PlanningError,
  type Problem,
  unwrap,
  type ValidationResult,
  validateWith,
} from './planning-error.ts';
export {
  createRandom,
  type RandomSource,
} from './random.ts';
export {
  exportScheduleCsv,
  formatPredecessor,
  importScheduleCsv,
  parseCsv,
  parsePredecessor,
} from './schedule-csv.ts';
export {
  CLEANUP_RANK,
  CLEANUP_TRADE,
  TRADE_SCHEDULE_DEFAULTS,
  tradeRank,
} from './trade-order.ts';
export { type HolidayRule, parseHolidayRules, usFederalHolidays } from './us-federal-holidays.ts';
export {
  importXer,
  parseXerTables,
  type XerTables,
} from './xer.ts';
