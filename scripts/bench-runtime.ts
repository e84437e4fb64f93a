// Agent runtime figures: overhead per step of runAgent (budget, rate limit, privacy, tracing, recording
// middleware and the tool loop) over calling the same in-process model directly, and the prompt tokens each
// agent's tool schemas take (gpt-tokenizer o200k over the JSON the provider receives).
import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { generateText, stepCountIs, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { encode } from 'gpt-tokenizer';
import { sampleBidPdf } from '../packages/agents/src/eval.ts';
import {
  AGENT_SPECS,
  type AgentContext,
  consultProductExpert,
  describeImages,
  EstimateSession,
  emptyUsage,
  engineTools,
  importBid,
  parserResponder,
  priceApprovedPlan,
  proposePlan,
  RateLimiter,
  Redactor,
  registerEngineTools,
  registryToolSet,
  repriceLines,
  routeMessage,
  runAgent,
  runAgentMode,
  SCRIPTED_PRICE,
  ScriptedLanguageModel,
  ToolRegistry,
} from '../packages/agents/src/index.ts';
import { bundledCatalog, defaultTradeRegistry } from '../packages/core/src/index.ts';

// A 1×1 PNG: enough for the blueprint agent's first call to carry an image part.
const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const USAGE = {
  inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};
const toolCall: LanguageModelV3GenerateResult = {
  content: [
    {
      type: 'tool-call',
      toolCallId: 'c',
      toolName: 'calculate_area',
      input: '{"calculationType":"rectangle_area","dimensions":{"lengthFt":12,"widthFt":14}}',
    },
  ],
  finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
  usage: USAGE,
  warnings: [],
};
const answer: LanguageModelV3GenerateResult = {
  content: [{ type: 'text', text: '168 sq ft.' }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage: USAGE,
  warnings: [],
};

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function overheadPerStep(): Promise<void> {
  const registry = registerEngineTools(
    new ToolRegistry({ now: () => new Date(), timer: () => performance.now() }),
  );
  const runs = 300;
  const direct: number[] = [];
  const viaRuntime: number[] = [];
  const everything: number[] = [];
  const sdkLoop: number[] = [];
  const prompt: LanguageModelV3CallOptions = {
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'How big is a 12 by 14 floor?' }] }],
  };
  // Every middleware a run can have, none of them limiting: privacy, a rate limiter and a run budget.
  const middlewares: Partial<Parameters<typeof runAgent>[0]> = {
    redactor: new Redactor(),
    rateLimiter: new RateLimiter({ requestsPerMinute: 1_000_000 }),
    budget: {
      limits: { maxRunMicroUsd: 1_000_000 },
      ledger: {
        reserve: async () => ({ accepted: true, committedMicroUsd: 0 }),
        settle: async () => {},
        committedOn: async () => 0,
      },
      now: () => new Date(),
    },
  };
  // Milliseconds per step of one two-step run (a tool call, then the answer).
  const timeRunAgent = async (text: string, extra: Partial<Parameters<typeof runAgent>[0]>) => {
    const start = performance.now();
    await runAgent({
      model: new MockLanguageModelV3({ doGenerate: [toolCall, answer] }),
      registry,
      toolNames: ['calculate_area'],
      price: SCRIPTED_PRICE,
      prompt: text,
      stream: false,
      record: false,
      ...extra,
    }).result;
    return (performance.now() - start) / 2;
  };
  for (let run = 0; run < runs; run++) {
    const model = new MockLanguageModelV3({ doGenerate: [toolCall, answer] });
    let start = performance.now();
    await model.doGenerate(prompt);
    await registry.execute('calculate_area', {
      calculationType: 'rectangle_area',
      dimensions: { lengthFt: 12, widthFt: 14 },
    });
    await model.doGenerate(prompt);
    direct.push((performance.now() - start) / 2);

    start = performance.now();
    await generateText({
      model: new MockLanguageModelV3({ doGenerate: [toolCall, answer] }),
      tools: registryToolSet(registry, ['calculate_area']),
      prompt: 'How big is a 12 by 14 floor?',
      stopWhen: stepCountIs(10),
    });
    sdkLoop.push((performance.now() - start) / 2);

    viaRuntime.push(await timeRunAgent('How big is a 12 by 14 floor?', {}));
    everything.push(await timeRunAgent('For jane@example.com: how big is a 12 by 14 floor?', middlewares));
  }
  // The first runs warm the JIT; report the steady state.
  const steady = (samples: number[]) => median(samples.slice(50));
  console.log(
    `\nAgent runtime overhead per step (in-process scripted model, ${runs - 50} runs of 2 steps after warm-up):`,
  );
  console.log(`  calling the model and the tool directly: ${steady(direct).toFixed(3)} ms per step`);
  console.log(`  the AI SDK's own tool loop (generateText): ${steady(sdkLoop).toFixed(3)} ms per step`);
  console.log(
    `  runAgent (budget, tracing, tool loop, not streamed): ${steady(viaRuntime).toFixed(3)} ms per step → overhead ${(steady(viaRuntime) - steady(direct)).toFixed(3)} ms`,
  );
  console.log(
    `  runAgent with privacy, rate limiter and a run budget: ${steady(everything).toFixed(3)} ms per step → overhead ${(steady(everything) - steady(direct)).toFixed(3)} ms`,
  );
}

async function toolSchemaTokens(): Promise<void> {
  const tradeRegistry = defaultTradeRegistry();
  const priceSource = bundledCatalog();
  const seen = new Map<string, { tokens: number; tools: string }>();
  let agent = '?';
  const scripted = new ScriptedLanguageModel('parser', parserResponder());
  const model = wrapLanguageModel({
    model: scripted,
    middleware: {
      specificationVersion: 'v3',
      transformParams: async ({ params }) => {
        const tokens = encode(JSON.stringify(params.tools ?? [])).length;
        const tools = (params.tools ?? [])
          .map((tool) => tool.name)
          .sort()
          .join(',');
        seen.set(`${agent}:${tools}`, {
          tokens: Math.max(seen.get(`${agent}:${tools}`)?.tokens ?? 0, tokens),
          tools,
        });
        return params;
      },
    },
  });
  const context: AgentContext = {
    tradeRegistry,
    priceSource,
    now: () => new Date(),
    model: { model, price: SCRIPTED_PRICE, label: 'scripted:parser' },
    usage: emptyUsage(),
    stream: false,
    onEvent: (event) => {
      if (event.type === 'agent-start') agent = event.agent;
    },
  };
  // Each agent once, through the pipeline functions that run it; a scripted answer an agent cannot use is fine:
  // the tool schemas were captured when its first call was sent.
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch {
      // measured already
    }
  };
  const text = 'Remodel my 5x8 bathroom in Austin, TX';
  const proposed = await proposePlan(context, { text });
  const priced = await priceApprovedPlan(context, proposed.plan, {
    id: 'bench',
    now: new Date().toISOString(),
  });
  const deck = await proposePlan(context, { text: 'Build a 12x16 composite deck in Nashville TN' });
  await priceApprovedPlan(context, deck.plan, { id: 'deck', now: new Date().toISOString() });
  await attempt(() => routeMessage(context, 'How much is the vanity?'));
  await attempt(() => consultProductExpert(context, 'Which cement board for a tub surround?'));
  await attempt(() => runAgentMode(context, priced.estimate, text, proposed.plan));
  await attempt(() => describeImages(context, 'the bathroom', [{ data: TINY_PNG, mediaType: 'image/png' }]));
  await attempt(() =>
    importBid(sampleBidPdf(), { fileName: 'bid.pdf', id: 'bid', now: new Date().toISOString(), context }),
  );
  await attempt(async () => {
    const session = new EstimateSession(priced.estimate, tradeRegistry);
    const lines = priced.estimate.groups.flatMap((group) => group.items).slice(0, 2);
    await repriceLines(context, session, lines, proposed.plan);
  });
  // Agents whose tools are all engine tools are measured from the registry, as the provider would receive them.
  const engine = new Map(
    engineTools({ tradeRegistry: () => tradeRegistry, priceSource: () => priceSource }).map((tool) => [
      tool.name,
      tool,
    ]),
  );
  const registry = new ToolRegistry({ now: () => new Date(), timer: () => 0 });
  for (const tool of engine.values()) registry.register(tool);
  console.log('\nTool schema tokens per agent (gpt-tokenizer o200k over the tool JSON sent with each call):');
  for (const [key, spec] of Object.entries(AGENT_SPECS)) {
    // Two entries share the scope agent's name (first turn, follow-ups): a measurement counts for the same tools.
    const measured = seen.get(`${spec.name}:${[...spec.tools].sort().join(',')}`)?.tokens;
    if (measured !== undefined) {
      console.log(
        `  ${key.padEnd(15)} ${String(measured).padStart(6)} tokens  (measured: ${spec.tools.join(', ')})`,
      );
      continue;
    }
    if ((spec.tools as readonly string[]).every((name) => engine.has(name))) {
      const infos = registry.list().filter((info) => (spec.tools as readonly string[]).includes(info.name));
      const schemas = infos.map((info) => ({
        name: info.name,
        description: info.description,
        inputSchema: info.inputJsonSchema,
      }));
      console.log(
        `  ${key.padEnd(15)} ${String(encode(JSON.stringify(schemas)).length).padStart(6)} tokens  (engine tools: ${spec.tools.join(', ')})`,
      );
    } else {
      console.log(`  ${key.padEnd(15)}      —  (not reached by the scripted run: ${spec.tools.join(', ')})`);
    }
  }
  const all = registry
    .list()
    .map((info) => ({ name: info.name, description: info.description, inputSchema: info.inputJsonSchema }));
  console.log(`  all ${all.length} engine tools at once: ${encode(JSON.stringify(all)).length} tokens`);
}

/** Prints the runtime's figures. */
export async function benchRuntime(): Promise<void> {
  await overheadPerStep();
  await toolSchemaTokens();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRuntime();
