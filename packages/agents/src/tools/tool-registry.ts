import type { AnyToolDefinition, UiPlacement } from './define-tool.ts';
import { parseToolArgs } from './parse-tool-args.ts';
import { type ToolInfo, toolInfo, toolMarkdown } from './tool-docs.ts';
import { retryDelayMs, ToolError, toToolError } from './tool-error.ts';
import { errorResponse, successResponse, type ToolResponse } from './tool-response.ts';

export interface ToolRegistryOptions {
  /** The wall clock for `timestamp` (and for tools that stamp what they build). */
  now: () => Date;
  /** A monotonic timer in milliseconds for `executionTime`, e.g. `performance.now`. */
  timer: () => number;
  /** Waits between retries; without it nothing is retried. */
  sleep?: (ms: number) => Promise<void>;
}

export interface ToolFilter {
  category?: string;
  uiPlacement?: UiPlacement;
}

/** Edit distance, for "did you mean" on an unknown tool name. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The one tool registry: register tools once, list and document them, execute by name with validation,
 * defaults and coercion, and get every answer in the same response shape. Time comes from injected clocks.
 */
// A tool's discovery data needs its JSON Schema, which zod builds in milliseconds; definitions never change,
// so each is described once per process (the runtime bench found list() costing 11 ms per run).
const infoCache = new WeakMap<AnyToolDefinition, ToolInfo>();
function cachedToolInfo(tool: AnyToolDefinition): ToolInfo {
  let info = infoCache.get(tool);
  if (!info) {
    info = toolInfo(tool);
    infoCache.set(tool, info);
  }
  return info;
}

export class ToolRegistry {
  private readonly tools = new Map<string, AnyToolDefinition>();

  constructor(private readonly options: ToolRegistryOptions) {}

  register(...tools: AnyToolDefinition[]): this {
    for (const tool of tools) {
      if (this.tools.has(tool.name)) throw new Error(`Tool "${tool.name}" is already registered`);
      this.tools.set(tool.name, tool);
    }
    return this;
  }

  has(name: string): boolean {
    return this.tools.has(name);
  }

  get(name: string): AnyToolDefinition | undefined {
    return this.tools.get(name);
  }

  /** Tools by priority (highest first), then name; optionally one category or UI placement. */
  list(filter: ToolFilter = {}): ToolInfo[] {
    return [...this.tools.values()]
      .filter((tool) => !filter.category || tool.category === filter.category)
      .filter((tool) => !filter.uiPlacement || tool.uiPlacement === filter.uiPlacement)
      .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name))
      .map(cachedToolInfo);
  }

  categories(): string[] {
    return [...new Set([...this.tools.values()].map((tool) => tool.category))].sort();
  }

  /** Registered names closest to `name`: same words or a small edit distance. */
  nearNames(name: string, limit = 3): string[] {
    const words = new Set(
      name
        .toLowerCase()
        .split(/[_\s-]+/)
        .filter(Boolean),
    );
    return [...this.tools.keys()]
      .map((candidate) => {
        const shared = candidate.split('_').filter((word) => words.has(word)).length;
        return { candidate, score: distance(name.toLowerCase(), candidate) - 4 * shared };
      })
      .filter(({ candidate, score }) => score <= Math.max(3, candidate.length / 2))
      .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
      .slice(0, limit)
      .map(({ candidate }) => candidate);
  }

  /** The Markdown reference of one tool, or of every tool (by category) without a name. */
  docs(name?: string): string {
    if (name !== undefined) {
      const tool = this.tools.get(name);
      if (!tool) throw this.unknownTool(name);
      return toolMarkdown(toolInfo(tool));
    }
    const sections = ['# Quoin tools', ''];
    for (const category of this.categories()) {
      sections.push(`# Category: ${category}`, '');
      for (const info of this.list({ category })) sections.push(toolMarkdown(info), '');
    }
    return sections.join('\n').trimEnd();
  }

  private unknownTool(name: string): ToolError {
    const near = this.nearNames(name);
    const hint =
      near.length > 0 ? `; did you mean ${near.join(', ')}?` : '; list them with "quoin tools list"';
    return new ToolError('validation', 'UNKNOWN_TOOL', `No tool named "${name}"${hint}`, {
      suggestions: near,
    });
  }

  /** Runs a tool by name on raw (e.g. JSON) arguments; never throws, always the response shape. */
  async execute(name: string, rawArgs: unknown = {}): Promise<ToolResponse> {
    const started = this.options.timer();
    const timestamp = this.options.now().toISOString();
    const timing = () => ({
      timestamp,
      executionTime: Math.max(0, Math.round((this.options.timer() - started) * 100) / 100),
    });
    const tool = this.tools.get(name);
    if (!tool) {
      const error = this.unknownTool(name);
      const { details, ...described } = describe(error);
      return errorResponse(name, { ...described, suggestions: details?.suggestions as string[] }, timing());
    }
    const parsed = parseToolArgs(tool.inputSchema, tool.prepareInput ? tool.prepareInput(rawArgs) : rawArgs);
    if (!parsed.ok) {
      const [first] = parsed.issues;
      const more = parsed.issues.length > 1 ? ` (and ${parsed.issues.length - 1} more)` : '';
      const message = `Invalid argument "${first?.path}": ${first?.message}${more}`;
      return errorResponse(
        name,
        {
          category: 'validation',
          code: 'INVALID_ARGUMENTS',
          message,
          isRetryable: false,
          issues: parsed.issues,
        },
        timing(),
      );
    }
    const metadata: Record<string, unknown> = {
      parametersUsed: parsed.value,
      ...(parsed.coerced.length > 0 ? { coerced: parsed.coerced } : {}),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        const output = await tool.execute(parsed.value, { now: this.options.now, toolName: name });
        const warnings = tool.warningsOf ? tool.warningsOf(output) : [];
        return successResponse(name, output, timing(), {
          warnings,
          ...(tool.filesOf ? { files: tool.filesOf(output) } : {}),
          metadata: { ...metadata, ...(attempt > 0 ? { retries: attempt } : {}) },
        });
      } catch (thrown) {
        const error = toToolError(thrown);
        const delay = this.options.sleep
          ? retryDelayMs(error.category, attempt + 1, error.retryAfterMs)
          : undefined;
        if (delay === undefined || !this.options.sleep) {
          return errorResponse(name, describe(error), timing(), { ...metadata, retries: attempt });
        }
        await this.options.sleep(delay);
      }
    }
  }
}

function describe(error: ToolError) {
  const issues = Array.isArray(error.details.problems)
    ? (error.details.problems as { path?: unknown[]; code?: string; message?: string }[]).map((problem) => ({
        path: (problem.path ?? []).map(String).join('.') || '(arguments)',
        code: problem.code ?? 'invalid',
        message: problem.message ?? '',
      }))
    : undefined;
  return {
    category: error.category,
    code: error.code,
    message: error.message,
    isRetryable: error.isRetryable,
    ...(issues ? { issues } : {}),
    ...(Object.keys(error.details).length > 0 ? { details: error.details } : {}),
  };
}
