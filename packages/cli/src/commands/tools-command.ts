import {
  registerEngineTools,
  sessionTools,
  type ToolInfo,
  ToolRegistry,
  type ToolResponse,
  UI_PLACEMENTS,
  type UiPlacement,
} from '@quoin/agents';
import { modelFor } from '../agent-cli.ts';
import { type CliContext, print } from '../cli-context.ts';
import { documentServiceTools } from '../document-service-tools.ts';
import { documentTools, rewriteWith } from '../document-tools.ts';
import { cliDrawingIndexLoader } from '../drawing-index-loader.ts';
import { drawingTools } from '../drawing-tools.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { planningTools } from '../planning-tools.ts';
import { priceSourceFor } from '../quoin-home.ts';
import { writeToolFiles } from './write-tool-files.ts';

export const TOOLS_HELP = `Usage: quoin tools list [--format json] [--category NAME] [--placement dashboard|tools|service]
       quoin tools docs [NAME]
       quoin tools call NAME ['<json arguments>'] [--out DIR]
       quoin tools call NAME --example N [--out DIR]

The tools agents call: the estimating engine (price search, labor rates, assemblies, quantities, areas,
validation, plans, estimates) and the planning functions (schedule, critical path, PERT, Monte Carlo,
financial metrics, Gantt chart), each with a schema, defaults and examples.

  list   every tool by priority: name, category, placement, description (--format json: full discovery data)
  docs   a tool's reference in Markdown (parameters, defaults, examples); all tools without NAME
  call   runs a tool and prints its response JSON:
         {status, data, files, metadata, error, executionTime, toolName, timestamp}
         Numbers and booleans may be given as strings ("12"); a wrong argument is named by its path.
         --out DIR writes the files a tool returns (letters, PDFs, workbooks) into DIR.
         --example N runs the tool's Nth example from its docs (1 is the first).

Exit codes of call: 0 success or warning, 2 unknown tool or arguments that are not JSON,
3 invalid arguments (the response JSON names the parameter), 1 the tool failed.

Example:
  quoin tools call calculate_critical_path '{"activities":[{"id":"A","durationDays":3},{"id":"B","durationDays":2,"predecessors":["A"]}]}'`;

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  category: { type: 'string' },
  placement: { type: 'string' },
  out: { type: 'string', short: 'o' },
  example: { type: 'string' },
  // Hidden: a fixed clock for the response timestamp, for tests and reproducible runs.
  now: { type: 'string' },
} as const;

/** The one registry the CLI offers: engine tools over the user's price list, then the planning tools. */
export function cliToolRegistry(
  context: CliContext,
  now: () => Date = () => new Date(),
  orgId?: string,
): ToolRegistry {
  const registry = new ToolRegistry({ now, timer: () => performance.now() });
  registerEngineTools(registry, { priceSource: () => priceSourceFor(context).source });
  registry.register(...sessionTools({ priceSource: () => priceSourceFor(context).source }));
  registry.register(...planningTools());
  registry.register(...drawingTools(cliDrawingIndexLoader(context, orgId)));
  registry.register(...documentTools({ rewrite: () => documentRewrite(context) }));
  return registry.register(...documentServiceTools({ model: () => visionModel(context) }));
}

function visionModel(context: CliContext) {
  const model = modelFor(context);
  return model && !model.label.startsWith('scripted:') ? model : undefined;
}

// The scripted demo model plays the scope parser and cannot edit prose, so letters stay offline with it.
function documentRewrite(context: CliContext) {
  const model = modelFor(context);
  return model && !model.label.startsWith('scripted:') ? rewriteWith(model) : undefined;
}

function listTable(tools: ToolInfo[]): string {
  const width = Math.max(...tools.map((tool) => tool.name.length));
  const categoryWidth = Math.max(...tools.map((tool) => tool.category.length));
  return tools
    .map((tool) => {
      const sentence = tool.description.split(/(?<=\.)\s/)[0] ?? '';
      const summary = sentence.length > 90 ? `${sentence.slice(0, 89).trimEnd()}…` : sentence;
      return `${tool.name.padEnd(width)}  ${tool.category.padEnd(categoryWidth)}  ${tool.uiPlacement.padEnd(9)}  ${summary}`;
    })
    .join('\n');
}

function parseArguments(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw usageError(`The arguments must be JSON, like '{"query":"drywall"}' (${(error as Error).message})`);
  }
}

function exitCodeOf(response: ToolResponse): number {
  if (response.status !== 'error') return EXIT_CODES.ok;
  if (response.error?.code === 'UNKNOWN_TOOL') return EXIT_CODES.usage;
  return response.error?.category === 'validation' ? EXIT_CODES.input : EXIT_CODES.unexpected;
}

/** `quoin tools list|docs|call`. */
export async function toolsCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  const [action, name, json, ...extra] = positionals;
  if (values.help || action === undefined) {
    print(context, TOOLS_HELP);
    return values.help ? EXIT_CODES.ok : EXIT_CODES.usage;
  }
  const now = values.now === undefined ? () => new Date() : fixedClock(values.now);
  const registry = cliToolRegistry(context, now);
  switch (action) {
    case 'list': {
      if (values.placement !== undefined && !(UI_PLACEMENTS as readonly string[]).includes(values.placement))
        throw usageError(
          `--placement must be one of ${UI_PLACEMENTS.join(', ')} (got "${values.placement}")`,
        );
      const tools = registry.list({
        ...(values.category ? { category: values.category } : {}),
        ...(values.placement ? { uiPlacement: values.placement as UiPlacement } : {}),
      });
      const format = values.format ?? 'table';
      if (format === 'json') print(context, JSON.stringify(tools, null, 2));
      else if (format === 'table') print(context, tools.length > 0 ? listTable(tools) : 'No tools match.');
      else throw usageError(`--format must be table or json (got "${format}")`);
      return EXIT_CODES.ok;
    }
    case 'docs': {
      if (name !== undefined && !registry.has(name)) throw unknownTool(registry, name);
      print(context, registry.docs(name));
      return EXIT_CODES.ok;
    }
    case 'call': {
      if (name === undefined) throw usageError("Name the tool, e.g. quoin tools call calculate_area '{…}'");
      if (extra.length > 0) throw usageError('Give the arguments as one JSON object in quotes');
      const args =
        values.example === undefined
          ? parseArguments(json)
          : exampleArguments(registry, name, values.example, json);
      const response = await registry.execute(name, args);
      if (values.out !== undefined && response.data !== null)
        response.data = writeToolFiles(response.data, context.cwd, values.out).data;
      print(context, JSON.stringify(response, null, 2));
      if (response.status === 'error') context.stderr.write(`quoin: ${response.error?.message}\n`);
      return exitCodeOf(response);
    }
    default:
      throw usageError(`No tools action "${action}"; use list, docs or call`);
  }
}

/** The Nth (1-based) example's arguments of a tool, as its docs show them. */
function exampleArguments(registry: ToolRegistry, name: string, text: string, json: string | undefined) {
  if (json !== undefined) throw usageError('Give either --example or JSON arguments, not both');
  if (!registry.has(name)) throw unknownTool(registry, name);
  const examples = registry.list().find((tool) => tool.name === name)?.examples ?? [];
  const index = Number(text);
  const example = Number.isInteger(index) ? examples[index - 1] : undefined;
  if (!example) throw usageError(`--example must be 1 to ${examples.length} for ${name} (got "${text}")`);
  return example.args;
}

function unknownTool(registry: ToolRegistry, name: string) {
  const near = registry.nearNames(name);
  return usageError(`No tool named "${name}"${near.length > 0 ? `; did you mean ${near.join(', ')}?` : ''}`);
}

function fixedClock(text: string): () => Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw usageError(`--now must be an ISO date or time (got "${text}")`);
  return () => date;
}
