// Economy of the estimating agents: model calls and prompt tokens per typical residential job, in plan mode
// (Quoin's design) and in the reference spec's tool-by-tool design (one model call per tool call: add group,
// add line item, add material, …) on the same jobs. Both run against scripted models that report prompt
// tokens counted with gpt-tokenizer (o200k) over the prompt and tool schemas each call actually received; no
// provider is called. Run alone with `npx tsx scripts/bench-agents.ts`.
import {
  ECONOMY_TARGET,
  type EconomyFigures,
  measurePlanMode,
  measureToolByTool,
  TYPICAL_JOBS,
} from '../packages/agents/src/eval.ts';
import { bundledCatalog, defaultTradeRegistry } from '../packages/core/src/index.ts';

function row(figures: EconomyFigures): string {
  return `  ${figures.job.padEnd(14)} ${figures.design.padEnd(13)} ${String(figures.lines).padStart(5)} ${String(figures.modelCalls).padStart(6)} ${figures.promptTokens.toLocaleString('en-US').padStart(12)} ${figures.largestPromptTokens.toLocaleString('en-US').padStart(10)} ${figures.outputTokens.toLocaleString('en-US').padStart(9)}`;
}

/** Prints calls and tokens per job for both designs, and whether plan mode meets the economy target. */
export async function benchAgents(): Promise<void> {
  const engine = {
    tradeRegistry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    now: () => new Date(),
  };
  console.log(
    `\nAgent economy per job (scripted models; tokens by gpt-tokenizer o200k; target in plan mode: ≤ ${ECONOMY_TARGET.maxModelCalls} calls, < ${ECONOMY_TARGET.maxPromptTokens.toLocaleString('en-US')} prompt tokens):`,
  );
  console.log(
    `  ${'job'.padEnd(14)} ${'design'.padEnd(13)} ${'lines'.padStart(5)} ${'calls'.padStart(6)} ${'prompt tok'.padStart(12)} ${'largest'.padStart(10)} ${'output'.padStart(9)}`,
  );
  const totals = { plan: { calls: 0, tokens: 0 }, tool: { calls: 0, tokens: 0 } };
  let met = 0;
  for (const job of TYPICAL_JOBS) {
    const plan = await measurePlanMode(engine, job);
    const toolByTool = await measureToolByTool(engine, job);
    console.log(row(plan));
    console.log(row(toolByTool));
    if (plan.modelCalls <= ECONOMY_TARGET.maxModelCalls && plan.promptTokens < ECONOMY_TARGET.maxPromptTokens)
      met++;
    totals.plan.calls += plan.modelCalls;
    totals.plan.tokens += plan.promptTokens;
    totals.tool.calls += toolByTool.modelCalls;
    totals.tool.tokens += toolByTool.promptTokens;
  }
  const jobs = TYPICAL_JOBS.length;
  console.log(
    `  mean per job: plan mode ${(totals.plan.calls / jobs).toFixed(1)} calls, ${Math.round(totals.plan.tokens / jobs).toLocaleString('en-US')} prompt tokens; tool-by-tool ${(totals.tool.calls / jobs).toFixed(1)} calls, ${Math.round(totals.tool.tokens / jobs).toLocaleString('en-US')} prompt tokens (${(totals.tool.tokens / totals.plan.tokens).toFixed(0)}× the tokens)`,
  );
  console.log(`  plan mode meets the target on ${met}/${jobs} jobs`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAgents();
