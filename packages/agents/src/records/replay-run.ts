import { isDeepStrictEqual } from 'node:util';
import type { ModelMessage } from 'ai';
import { z } from 'zod';
import { runAgent } from '../runs/run-agent.ts';
import { type AnyToolDefinition, defineTool } from '../tools/define-tool.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import { replayModel } from './replay-model.ts';
import type { RecordedToolResult, RunRecord } from './run-record.ts';
import { toolVersions } from './tool-versions.ts';

export interface ReplayReport {
  runId: string;
  /** True when the replay ended with the recorded text, status, usage, cost and tool results. */
  same: boolean;
  differences: string[];
  modelCallsServed: number;
  /** Tool calls run again for real (the engine is deterministic, so they must match). */
  toolCallsReexecuted: number;
  /** Calls of tools this process does not have (a session's own tools), answered from the record. */
  toolCallsFromRecord: number;
  text: string;
}

/** What is compared of a tool response: not its timestamp or timing. */
function comparable(output: unknown): unknown {
  if (!output || typeof output !== 'object') return output;
  const { status, data, error } = output as { status?: unknown; data?: unknown; error?: unknown };
  return JSON.parse(JSON.stringify({ status, data, error }));
}

/** A stand-in for a tool this process lacks: answers each call with the recorded result's data, in order. */
function recordedTool(name: string, results: RecordedToolResult[]): AnyToolDefinition {
  let next = 0;
  return defineTool({
    name,
    description: `Recorded answers of ${name} (replay).`,
    category: 'replay',
    uiPlacement: 'service',
    priority: 10,
    inputSchema: z.looseObject({}),
    examples: [{ description: 'any recorded call', args: {} }],
    execute: () => {
      const output = results[next]?.output as { data?: unknown } | undefined;
      next += 1;
      return output?.data ?? null;
    },
  }) as AnyToolDefinition;
}

/**
 * Re-executes a recorded run offline: the model's answers come from the record (no network, no cost), the
 * tools this process has run again, and the outcome is compared with the record.
 */
export async function replayRun(record: RunRecord, tools: ToolRegistry): Promise<ReplayReport> {
  const names = record.input.toolNames ?? Object.keys(record.recipe.toolVersions);
  const registry = new ToolRegistry({ now: () => new Date(record.createdAt), timer: () => 0 });
  let fromRecord = 0;
  const available = toolVersions(tools, names);
  for (const name of names) {
    // A tool of the same name but another version (a session's own tool, or one changed since) is not the
    // tool the run called: its answers come from the record.
    const real = available[name] === record.recipe.toolVersions[name] ? tools.get(name) : undefined;
    const recorded = record.toolResults.filter((result) => result.toolName === name);
    if (real) registry.register(real);
    else {
      registry.register(recordedTool(name, recorded));
      fromRecord += recorded.length;
    }
  }
  const model = replayModel(record.modelCalls, record.recipe);
  const run = runAgent({
    model,
    registry,
    ...(record.input.toolNames ? { toolNames: record.input.toolNames } : {}),
    ...(record.input.system !== undefined ? { system: record.input.system } : {}),
    prompt: record.input.prompt as string | ModelMessage[],
    price: record.recipe.price,
    maxSteps: record.input.maxSteps,
    maxOutputTokens: record.input.maxOutputTokens,
    stream: record.input.stream,
    maxRetries: 0,
    record: false,
    // The run ended where the record ends, whatever stop condition ended it then.
    stopWhen: [({ steps }) => steps.length >= record.modelCalls.length],
    ...(record.input.temperature !== undefined ? { temperature: record.input.temperature } : {}),
  });
  const outputs: Array<{ toolName: string; output: unknown }> = [];
  for await (const event of run) {
    if (event.type === 'tool-call-end') outputs.push({ toolName: event.call.toolName, output: event.output });
  }
  const differences: string[] = [];
  let text = '';
  try {
    const result = await run.result;
    text = result.text;
    const compare = (what: string, replayed: unknown, recorded: unknown) => {
      if (!isDeepStrictEqual(replayed, recorded)) {
        differences.push(
          `${what}: replayed ${JSON.stringify(replayed)}, recorded ${JSON.stringify(recorded)}`,
        );
      }
    };
    compare('status', result.status, record.outcome.status);
    compare('text', result.text, record.outcome.text);
    compare('usage', result.usage, record.outcome.usage);
    compare('cost (µUSD)', result.costMicroUsd, record.outcome.costMicroUsd);
  } catch (error) {
    differences.push(`the replay failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (outputs.length !== record.toolResults.length) {
    differences.push(`tool calls: replayed ${outputs.length}, recorded ${record.toolResults.length}`);
  }
  record.toolResults.forEach((recorded, index) => {
    const replayed = outputs[index];
    if (!replayed) return;
    if (replayed.toolName !== recorded.toolName) {
      differences.push(
        `tool call ${index + 1}: replayed ${replayed.toolName}, recorded ${recorded.toolName}`,
      );
    } else if (!isDeepStrictEqual(comparable(replayed.output), comparable(recorded.output))) {
      differences.push(`tool call ${index + 1} (${recorded.toolName}) answered differently`);
    }
  });
  return {
    runId: record.id,
    same: differences.length === 0,
    differences,
    modelCallsServed: model.callsMade,
    toolCallsReexecuted: record.toolResults.length - fromRecord,
    toolCallsFromRecord: fromRecord,
    text,
  };
}
