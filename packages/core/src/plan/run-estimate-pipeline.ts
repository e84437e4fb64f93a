import type { PriceCandidate, PriceSource } from '../catalog/price-source.ts';
import { computeEstimateTotals, type EstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate, EstimateSettings } from '../estimate/estimate-schema.ts';
import { newEstimate } from '../estimate/new-estimate.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import type { ValidationContext } from '../validation/validate-estimate.ts';
import { compilePlan } from './compile-plan.ts';
import { type ExecutionEvent, executePlan } from './execute-plan.ts';
import { finalizeEstimate } from './finalize-estimate.ts';
import {
  chosenPriceSource,
  type LowConfidenceNeed,
  recordingPriceSource,
} from './low-confidence-price-source.ts';
import { applyQaPass, DEFAULT_QA_CONFIG, type QaChange, type QaConfig } from './qa-pass.ts';
import { assertValidPlan } from './validate-plan.ts';

/** One step of the pipeline: a plan group's execution (`group-0`, `group-1`, …) or `finalize` (QA, validation). */
export interface PipelineStep {
  key: string;
  /** 0-based; the finalize step is the last, `total - 1`. */
  index: number;
  total: number;
  /** The plan group this step executes; absent for `finalize`. */
  groupName?: string;
  /** Applies the step to an estimate; group steps are idempotent by plan key, so a rerun adds nothing twice. */
  apply: (estimate: Estimate) => Promise<Estimate>;
}

export interface EstimatePipelineOptions {
  registry: TradeRegistry;
  priceSource: PriceSource;
  /** Continue an existing estimate instead of starting a new one. */
  estimate?: Estimate;
  id?: string;
  /** ISO time for created/updated stamps; core has no clock. */
  now?: string;
  zip?: string;
  settings?: Partial<EstimateSettings>;
  mode?: Estimate['mode'];
  /** The QA pass's configuration, or `false` to skip it (an imported bid keeps its values to the cent). */
  qa?: QaConfig | false;
  validation?: ValidationContext;
  /**
   * Consulted once when some searches found no confident match: returns the chosen candidate per query, and the
   * plan is executed again from the start with those choices first (the execution agent's judgment, never a price).
   */
  chooseProducts?: (needs: LowConfidenceNeed[]) => Promise<ReadonlyMap<string, PriceCandidate>>;
  /** Rearranges the executed estimate before QA (an imported bid keeps its own order of sections). */
  afterExecute?: (estimate: Estimate) => Estimate;
  /**
   * Runs each step over the estimate so far and returns the result; the default applies it in memory. The
   * server's job loads, applies, saves and checkpoints here, and skips steps a crashed run already recorded.
   */
  runStep?: (step: PipelineStep, current: Estimate) => Promise<Estimate>;
  /** Told after each group step with that group's execution events. */
  onGroupExecuted?: (
    step: PipelineStep,
    events: ExecutionEvent[],
    estimate: Estimate,
  ) => void | Promise<void>;
}

export interface EstimatePipelineResult {
  estimate: Estimate;
  totals: EstimateTotals;
  events: ExecutionEvent[];
  qaChanges: QaChange[];
  /** Searches with no confident match (recorded only when `chooseProducts` is given). */
  lowConfidence: LowConfidenceNeed[];
  /** How many of them `chooseProducts` settled. */
  chosen: number;
}

const applyInMemory = (step: PipelineStep, current: Estimate) => step.apply(current);

/**
 * The one owner of plan → compile → execute (a step per group) → QA pass → validate, score and lifecycle. The
 * CLI, the server's checkpointed job, the agents' executor and bid import all call it; a new pass is added here.
 */
export async function runEstimatePipeline(
  planInput: unknown,
  options: EstimatePipelineOptions,
): Promise<EstimatePipelineResult> {
  const plan = assertValidPlan(planInput);
  const compiled = compilePlan(plan, options.registry, options.zip ?? plan.zip);
  const created =
    options.estimate ??
    newEstimate({
      id: options.id ?? 'estimate',
      title: plan.title,
      ...(options.settings ? { settings: options.settings } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  const start: Estimate = options.mode ? { ...created, mode: options.mode } : created;
  const runStep = options.runStep ?? applyInMemory;
  const total = compiled.groups.length + 1;

  async function executeGroups(priceSource: PriceSource) {
    const events: ExecutionEvent[] = [];
    let current = start;
    for (const [index, group] of compiled.groups.entries()) {
      let groupEvents: ExecutionEvent[] = [];
      const step: PipelineStep = {
        key: `group-${index}`,
        index,
        total,
        groupName: group.name,
        apply: async (estimate) => {
          const executed = await executePlan({ ...compiled, groups: [group] }, estimate, {
            registry: options.registry,
            priceSource,
          });
          groupEvents = executed.events;
          return executed.estimate;
        },
      };
      current = await runStep(step, current);
      events.push(...groupEvents);
      await options.onGroupExecuted?.(step, groupEvents, current);
    }
    return { estimate: current, events };
  }

  const recording = options.chooseProducts ? recordingPriceSource(options.priceSource) : undefined;
  let executed = await executeGroups(recording?.source ?? options.priceSource);
  const lowConfidence = recording?.needs() ?? [];
  let chosen = 0;
  if (options.chooseProducts && lowConfidence.length > 0) {
    const choices = await options.chooseProducts(lowConfidence);
    chosen = choices.size;
    if (chosen > 0) executed = await executeGroups(chosenPriceSource(options.priceSource, choices));
  }

  let qaChanges: QaChange[] = [];
  // The reader's doubts hold this estimate for review (executePlan also keeps them on it for later recomputes).
  const validation = {
    ...options.validation,
    ...(plan.doubts.length > 0 ? { doubts: plan.doubts } : {}),
    ...(plan.request ? { request: plan.request } : {}),
  };
  const finalize: PipelineStep = {
    key: 'finalize',
    index: total - 1,
    total,
    apply: async (current) => {
      const arranged = options.afterExecute ? options.afterExecute(current) : current;
      const checked =
        options.qa === false
          ? { estimate: arranged, changes: [] }
          : applyQaPass(arranged, options.registry, options.qa ?? DEFAULT_QA_CONFIG);
      qaChanges = checked.changes;
      return finalizeEstimate(checked.estimate, options.registry, validation);
    },
  };
  const estimate = await runStep(finalize, executed.estimate);
  if (options.now) estimate.updatedAt = options.now;
  return {
    estimate,
    totals: computeEstimateTotals(estimate),
    events: executed.events,
    qaChanges,
    lowConfidence,
    chosen,
  };
}
