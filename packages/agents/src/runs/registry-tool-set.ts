import { type JSONSchema7, type JSONValue, jsonSchema, type ToolSet, tool } from 'ai';
import { approvalGateFor } from '../approvals/untrusted-input-gate.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { ToolResponse } from '../tools/tool-response.ts';

/** What the model reads back from a tool: the answer without timing and bookkeeping. */
function modelView(response: ToolResponse): JSONValue {
  const warnings = response.metadata.warnings;
  const view = {
    status: response.status,
    ...(response.error ? { error: response.error } : { data: response.data }),
    ...(Array.isArray(warnings) && warnings.length > 0 ? { warnings } : {}),
  };
  // Round-trip through JSON to drop undefined and turn dates into strings: the wire only carries JSON.
  return JSON.parse(JSON.stringify(view)) as JSONValue;
}

function modelOutput(response: ToolResponse) {
  const value = modelView(response);
  return response.status === 'error'
    ? { type: 'error-json' as const, value }
    : { type: 'json' as const, value };
}

/**
 * The registry's tools as AI SDK tools. The schema is only shown to the model, not enforced by the SDK:
 * arguments go to `registry.execute`, which coerces, fills defaults and validates, and a validation error
 * goes back to the model as a tool error naming the parameter, so the model can repair the call.
 */
export function registryToolSet(
  registry: ToolRegistry,
  names?: readonly string[],
  /** Wraps each execution (tracing); the default runs it as is. */
  around: (name: string, execute: () => Promise<ToolResponse>) => Promise<ToolResponse> = (_name, execute) =>
    execute(),
  /** The prompt holds text from outside (a document, a drawing, a web page): every write needs approval. */
  untrustedContent = false,
): ToolSet {
  const infos = registry.list().filter((info) => !names || names.includes(info.name));
  const missing = (names ?? []).filter((name) => !registry.has(name));
  if (missing.length > 0) throw new Error(`No tool named ${missing.map((name) => `"${name}"`).join(', ')}`);
  const tools: ToolSet = {};
  for (const info of infos) {
    const { $schema: _dialect, ...schema } = info.inputJsonSchema;
    tools[info.name] = tool<unknown, ToolResponse>({
      description: info.description,
      inputSchema: jsonSchema(schema as JSONSchema7),
      needsApproval: approvalGateFor(registry, info.name, untrustedContent),
      execute: (input) => around(info.name, () => registry.execute(info.name, input)),
      toModelOutput: ({ output }) => modelOutput(output),
    });
  }
  return tools;
}
