import {
  buildEstimateFromPlan,
  newEstimate,
  type PriceSource,
  parseScope,
  type TradeRegistry,
} from '@quoin/core';
import type { AgentContext } from '../pipeline/agent-context.ts';
import { SCRIPTED_PRICE } from '../pipeline/agent-model.ts';
import type { AgentSpec } from '../pipeline/agent-specs.ts';
import { priceApprovedPlan } from '../pipeline/price-approved-plan.ts';
import { proposePlan } from '../pipeline/propose-plan.ts';
import { runEstimatingAgent } from '../pipeline/run-estimating-agent.ts';
import { emptyUsage } from '../pipeline/usage-meter.ts';
import { parserResponder } from '../scripted-models/parser-responder.ts';
import { replayResponder, ScriptedLanguageModel } from '../scripted-models/scripted-model.ts';
import { EstimateSession } from '../session/estimate-session.ts';
import { sessionSummaryTool } from '../session/session-tools.ts';
import { specDesignTools } from './spec-design-tools.ts';
import { toolByToolScript } from './tool-by-tool-script.ts';

/** Typical residential jobs, as a homeowner writes them. */
export const TYPICAL_JOBS = [
  { id: 'bathroom', text: 'Remodel my 5x8 bathroom in Austin, TX' },
  { id: 'bedroom-paint', text: 'Paint a 12x14 bedroom, walls and ceiling, in 60614' },
  { id: 'deck', text: 'Build a 12x16 composite deck in Nashville TN' },
  { id: 'water-heater', text: 'Replace the 40 gallon gas water heater in 80202' },
  { id: 'reroof', text: 'Tear off and reroof 20 squares in Dallas TX' },
  { id: 'kitchen', text: 'Kitchen remodel 10x12 in Denver CO' },
] as const;

export interface EconomyFigures {
  job: string;
  design: 'plan mode' | 'tool-by-tool';
  modelCalls: number;
  promptTokens: number;
  outputTokens: number;
  /** The largest single prompt: what a context window must hold. */
  largestPromptTokens: number;
  lines: number;
}

interface Engine {
  tradeRegistry: TradeRegistry;
  priceSource: PriceSource;
  now: () => Date;
}

function contextWith(engine: Engine, model: ScriptedLanguageModel): AgentContext {
  return {
    ...engine,
    model: { model, price: SCRIPTED_PRICE, label: `scripted:${model.modelId}` },
    usage: emptyUsage(),
    stream: false,
  };
}

/** Plan mode with the scripted model: scope agent → plan → approval → executor (+ pricing agent when needed). */
export async function measurePlanMode(
  engine: Engine,
  job: { id: string; text: string },
): Promise<EconomyFigures> {
  const model = new ScriptedLanguageModel('parser', parserResponder());
  const context = contextWith(engine, model);
  const proposed = await proposePlan(context, { text: job.text });
  const priced = await priceApprovedPlan(context, proposed.plan, {
    id: job.id,
    now: engine.now().toISOString(),
  });
  return figures(
    job.id,
    'plan mode',
    model,
    priced.estimate.groups.reduce((n, g) => n + g.items.length, 0),
  );
}

/** The spec's tool-by-tool design on the same job: one model call per tool call, the history growing each call. */
export async function measureToolByTool(
  engine: Engine,
  job: { id: string; text: string },
): Promise<EconomyFigures> {
  const scope = parseScope(job.text, { registry: engine.tradeRegistry });
  const target = (
    await buildEstimateFromPlan(scope.plan, {
      registry: engine.tradeRegistry,
      priceSource: engine.priceSource,
      id: job.id,
    })
  ).estimate;
  const zip = scope.location?.zip;
  const script = toolByToolScript(target, zip);
  const model = new ScriptedLanguageModel('tool-by-tool', replayResponder(script));
  const session = new EstimateSession(newEstimate({ id: job.id, title: target.title }), engine.tradeRegistry);
  session.beginPass('build', 100);
  const tools = [...specDesignTools(session), sessionSummaryTool(session)];
  const spec: AgentSpec = {
    name: 'tool-by-tool',
    prompt: 'scope',
    temperature: 0.2,
    maxSteps: script.length + 1,
    tools: [
      ...tools.map((t) => t.name),
      'get_reference_data',
      'get_assembly_template',
      'lookup_labor_rate',
      'validate_before_creation',
      'get_material_requirements',
      'search_price',
      'calculate_material_quantity',
    ],
  };
  await runEstimatingAgent(contextWith(engine, model), spec, job.text, { tools });
  return figures(
    job.id,
    'tool-by-tool',
    model,
    session.estimate.groups.reduce((n, g) => n + g.items.length, 0),
  );
}

function figures(
  job: string,
  design: EconomyFigures['design'],
  model: ScriptedLanguageModel,
  lines: number,
): EconomyFigures {
  return {
    job,
    design,
    modelCalls: model.calls.length,
    promptTokens: model.calls.reduce((n, c) => n + c.promptTokens, 0),
    outputTokens: model.calls.reduce((n, c) => n + c.outputTokens, 0),
    largestPromptTokens: Math.max(0, ...model.calls.map((c) => c.promptTokens)),
    lines,
  };
}
