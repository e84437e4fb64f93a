import type { CustomTransform } from './transforms.ts';

/** What validation and a run know of a tool: its input schema, whether it changes data, whether a person approves. */
export interface FlowToolInfo {
  inputJsonSchema: Record<string, unknown>;
  access: 'read' | 'write';
  needsApproval?: boolean;
}

/** Names a `tool` step with `toolId: "agent:NAME"` calls another agent. */
export const AGENT_TOOL_PREFIX = 'agent:';

/** The world a flow is checked against and runs in: its tools, the agents it may call, custom transforms. */
export interface FlowEnvironment {
  tools: ReadonlyMap<string, FlowToolInfo>;
  agentNames?: readonly string[];
  customTransforms?: ReadonlyMap<string, CustomTransform>;
}
