import type { z } from 'zod';

/** Where a client shows the tool (unified-tools spec): a dashboard tile, the tools tab, or nowhere. */
export const UI_PLACEMENTS = ['dashboard', 'tools', 'service'] as const;
export type UiPlacement = (typeof UI_PLACEMENTS)[number];

/** One example call; the tests execute every example of every registered tool. */
export interface ToolExample {
  description: string;
  args: Record<string, unknown>;
}

/** What a running tool may use: the registry's clock (core and planning have none). */
export interface ToolContext {
  now: () => Date;
  toolName: string;
}

/** A tool: described once, validated by its zod schema, executed by name through the registry. */
export interface ToolDefinition<Schema extends z.ZodType = z.ZodType, Output = unknown> {
  /** snake_case, as agents call it: `calculate_critical_path`. */
  name: string;
  description: string;
  category: string;
  uiPlacement: UiPlacement;
  /** Higher first in lists and menus, 1–10. */
  priority: number;
  /** Other tools whose output this one usually takes (e.g. create_gantt_chart after calculate_critical_path). */
  dependencies?: string[];
  inputSchema: Schema;
  /**
   * Rewrites raw arguments before validation, for a second input format the schema's JSON Schema does not
   * describe (generate_plan reads the estimating spec's snake_case plan this way).
   */
  prepareInput?: (raw: unknown) => unknown;
  examples: ToolExample[];
  execute: (input: z.output<Schema>, context: ToolContext) => Output | Promise<Output>;
  /**
   * A person must approve each call before it runs (sending a proposal, ordering materials): a run that calls
   * it suspends until the call is approved or denied, also from another process.
   */
  needsApproval?: boolean;
  /** Changes an estimate, a file or the outside world (WRITE_TOOLS lists the engine's own writers too). */
  writes?: boolean;
  /**
   * Its result carries text from outside Quoin (uploaded documents, drawings, web results): once a run has
   * seen such a result, every write tool needs a person's approval (prompt-injection containment).
   */
  untrustedOutput?: boolean;
  /** Warnings found in a successful result; any makes the response status "warning". */
  warningsOf?: (output: Awaited<Output>) => string[];
  /** Names of the files a successful result carries (letters, workbooks), listed in the response's `files`. */
  filesOf?: (output: Awaited<Output>) => string[];
}

// biome-ignore lint/suspicious/noExplicitAny: the registry stores tools of every input and output type.
export type AnyToolDefinition = ToolDefinition<z.ZodType, any>;

const TOOL_NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/**
 * Defines a tool, checking its name and metadata once at startup; types `execute`'s input from the schema.
 * @example defineTool({ name: 'calculate_area', inputSchema: z.object({ lengthFt: z.number() }), execute: ({ lengthFt }) => … })
 */
export function defineTool<Schema extends z.ZodType, Output>(
  tool: ToolDefinition<Schema, Output>,
): ToolDefinition<Schema, Output> {
  if (!TOOL_NAME.test(tool.name)) throw new Error(`Tool name "${tool.name}" must be snake_case`);
  if (!(tool.priority >= 1 && tool.priority <= 10))
    throw new Error(`Tool "${tool.name}": priority must be 1–10 (got ${tool.priority})`);
  if (tool.examples.length === 0) throw new Error(`Tool "${tool.name}" needs at least one example`);
  return tool;
}
