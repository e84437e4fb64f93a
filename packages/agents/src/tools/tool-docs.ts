import { z } from 'zod';
import type { AnyToolDefinition, ToolExample, UiPlacement } from './define-tool.ts';

/** One row of the parameters table: a top-level argument of the tool. */
export interface ToolParameterInfo {
  name: string;
  type: string;
  required: boolean;
  default?: unknown;
  description?: string;
}

/** What discovery returns for a tool: everything but the code. */
export interface ToolInfo {
  name: string;
  description: string;
  category: string;
  uiPlacement: UiPlacement;
  priority: number;
  dependencies: string[];
  parameters: ToolParameterInfo[];
  /** The input's JSON Schema, for model providers that take one. */
  inputJsonSchema: Record<string, unknown>;
  examples: ToolExample[];
}

type JsonSchema = Record<string, unknown>;

function typeText(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return alternatives.map(typeText).join(' | ');
  if (schema.type === 'array') return `${typeText((schema.items as JsonSchema | undefined) ?? {})}[]`;
  if (typeof schema.type === 'string') return schema.type === 'integer' ? 'integer' : schema.type;
  return 'any';
}

/** The input's JSON Schema as callers send it (before defaults); `{}` when zod cannot express it. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

function parameters(json: JsonSchema): ToolParameterInfo[] {
  const alternatives = (json.anyOf ?? json.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return unionParameters(alternatives.map(parameters));
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeText(property),
    required: required.has(name) && property.default === undefined,
    ...(property.default !== undefined ? { default: property.default } : {}),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

/** A union's parameters: each name once, its types joined, required only when every alternative needs it. */
function unionParameters(lists: ToolParameterInfo[][]): ToolParameterInfo[] {
  const merged = new Map<string, ToolParameterInfo>();
  for (const list of lists) {
    for (const p of list) {
      const seen = merged.get(p.name);
      if (!seen) merged.set(p.name, { ...p });
      else if (!seen.type.split(' | ').includes(p.type)) seen.type = `${seen.type} | ${p.type}`;
    }
  }
  for (const p of merged.values())
    p.required = lists.every((list) => list.some((q) => q.name === p.name && q.required));
  return [...merged.values()];
}

/** Discovery info of a tool definition. */
export function toolInfo(tool: AnyToolDefinition): ToolInfo {
  const json = inputJsonSchema(tool.inputSchema);
  return {
    name: tool.name,
    description: tool.description,
    category: tool.category,
    uiPlacement: tool.uiPlacement,
    priority: tool.priority,
    dependencies: tool.dependencies ?? [],
    parameters: parameters(json),
    inputJsonSchema: json,
    examples: tool.examples,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A tool's reference page in Markdown: description, parameters table, examples as `quoin tools call`. */
export function toolMarkdown(info: ToolInfo): string {
  const lines = [
    `## ${info.name}`,
    '',
    info.description,
    '',
    `Category: ${info.category} · placement: ${info.uiPlacement} · priority: ${info.priority}` +
      (info.dependencies.length > 0 ? ` · often after: ${info.dependencies.join(', ')}` : ''),
    '',
    '### Parameters',
    '',
  ];
  if (info.parameters.length === 0) lines.push('None.');
  else {
    lines.push('| Name | Type | Required | Default | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of info.parameters) {
      const fallback = p.default === undefined ? '' : `\`${JSON.stringify(p.default)}\``;
      lines.push(
        `| \`${p.name}\` | ${cell(p.type)} | ${p.required ? 'yes' : 'no'} | ${fallback} | ${cell(p.description ?? '')} |`,
      );
    }
  }
  lines.push('', '### Examples', '');
  for (const example of info.examples) {
    lines.push(
      `${example.description}:`,
      '',
      '```sh',
      `quoin tools call ${info.name} '${JSON.stringify(example.args).replace(/'/g, "'\\''")}'`,
      '```',
      '',
    );
  }
  return lines.join('\n').trimEnd();
}
