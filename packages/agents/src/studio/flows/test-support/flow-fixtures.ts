import { type AgentConfig, type AgentConfigInput, agentConfigSchema } from '@quoin/protocol';
import type { FlowEnvironment, FlowToolInfo } from '../flow-environment.ts';
import type { PromptRequest, StepExecutor, ToolResult } from '../step-executor.ts';

/** A config from a partial one: a prompt block `ask` and the given flow; everything else defaulted. */
export function flowConfig(overrides: Partial<AgentConfigInput> = {}): AgentConfig {
  return agentConfigSchema.parse({
    name: 'test-agent',
    category: 'Custom',
    promptTemplate: [{ id: 'ask', text: 'Review {{input.topic}}' }],
    flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }],
    ...overrides,
  });
}

const objectSchema = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** Tools of the flow tests: a read tool, a write tool, and one that needs a person's approval. */
export const TEST_TOOLS = new Map<string, FlowToolInfo>([
  [
    'read_estimate',
    { access: 'read', inputJsonSchema: objectSchema({ estimateId: { type: 'string' } }, ['estimateId']) },
  ],
  [
    'annotate_estimate',
    {
      access: 'write',
      inputJsonSchema: objectSchema({ estimateId: { type: 'string' }, note: { type: 'string' } }, [
        'estimateId',
        'note',
      ]),
    },
  ],
  [
    'send_summary',
    {
      access: 'read',
      needsApproval: true,
      inputJsonSchema: objectSchema({ text: { type: 'string' } }, ['text']),
    },
  ],
  [
    'count_lines',
    { access: 'read', inputJsonSchema: objectSchema({ value: { type: 'number' } }, ['value']) },
  ],
]);

export const TEST_ENVIRONMENT: FlowEnvironment = {
  tools: TEST_TOOLS,
  agentNames: ['helper'],
  customTransforms: new Map([
    ['double', (input: Record<string, unknown>) => ({ value: Number(input.value) * 2 })],
  ]),
};

/** An executor whose model answers from a list (then repeats the last), tools answer from a function. */
export class ScriptedExecutor implements StepExecutor {
  readonly prompts: PromptRequest[] = [];
  readonly toolCalls: { name: string; input: Record<string, unknown> }[] = [];

  constructor(
    private readonly answers: string[] = ['ok'],
    private readonly tools: (name: string, input: Record<string, unknown>) => ToolResult = (
      _name,
      input,
    ) => ({
      ok: true,
      data: { echoed: input },
    }),
  ) {}

  async prompt(request: PromptRequest) {
    this.prompts.push(request);
    const text = this.answers[Math.min(this.prompts.length - 1, this.answers.length - 1)] ?? '';
    return { text, toolNames: [], inputTokens: 10, outputTokens: 5, costMicroUsd: 3 };
  }

  async tool(name: string, input: Record<string, unknown>) {
    this.toolCalls.push({ name, input });
    return this.tools(name, input);
  }

  async agent(name: string, input: Record<string, unknown>) {
    return {
      text: `${name} says ${JSON.stringify(input)}`,
      toolNames: [],
      inputTokens: 1,
      outputTokens: 1,
      costMicroUsd: 1,
    };
  }
}
