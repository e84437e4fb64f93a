// `@quoin/agents/eval`: the evals and benches. `quoin eval`, `quoin intake eval` and `quoin shopping eval` run
// the evals in production (golden conversations, interviews and shopping cases, scored offline or against a model),
// so they are a subpath of agents, not testkit; the benches are run by scripts/bench-*.ts. Neither is part of the
// runtime surface in index.ts.

export {
  type EconomyFigures,
  measurePlanMode,
  measureToolByTool,
  TYPICAL_JOBS,
} from './estimating/bench/measure-economy.ts';
export { specDesignTools } from './estimating/bench/spec-design-tools.ts';
export { toolByToolScript } from './estimating/bench/tool-by-tool-script.ts';
export {
  doubleCostingCheck,
  ECONOMY_TARGET,
  type EvalCheck,
  economyCheck,
  exactTotalCheck,
  packageMathCheck,
  qualityCheck,
  structureCheck,
  totalInRangeCheck,
} from './estimating/eval/eval-checks.ts';
export {
  GOLDEN_CONVERSATIONS,
  type GoldenConversation,
} from './estimating/eval/golden-conversations.ts';
export {
  type ConversationResult,
  type EvalReport,
  runEval,
} from './estimating/eval/run-eval.ts';
export {
  SAMPLE_BID_ROWS,
  sampleBidPdf,
} from './estimating/eval/sample-bid.ts';
export {
  type PdfText,
  type SimplePdfOptions,
  writeSimplePdf,
} from './estimating/eval/write-simple-pdf.ts';
export {
  type GoldenIntake,
  goldenIntakes,
} from './intake/eval/golden-intake.ts';
export {
  BRIEF_RUBRIC,
  gradeBrief,
  type RubricCriterion,
  type RubricGrade,
  rubricTag,
} from './intake/eval/grade-brief.ts';
export {
  checkIntake,
  type IntakeCheck,
} from './intake/eval/intake-eval-checks.ts';
export {
  type IntakeCostByMode,
  measureIntakeCost,
} from './intake/eval/measure-intake-cost.ts';
export {
  type IntakeEvalReport,
  type IntakeEvalResult,
  playGolden,
  runIntakeEval,
} from './intake/eval/run-intake-eval.ts';
export {
  runShoppingEval,
  type ShoppingCase,
  type ShoppingCheck,
  type ShoppingEvalReport,
  type ShoppingEvalResult,
} from './shopping/eval/run-shopping-eval.ts';
export {
  type ConcurrentFlowFigures,
  runConcurrentFlows,
} from './studio/bench/concurrent-flows.ts';
