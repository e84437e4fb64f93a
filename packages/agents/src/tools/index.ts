export {
  type AnyToolDefinition,
  defineTool,
  type ToolContext,
  type ToolDefinition,
  type ToolExample,
  UI_PLACEMENTS,
  type UiPlacement,
} from './define-tool.ts';
export {
  type EngineToolOptions,
  engineTools,
  registerEngineTools,
} from './engine-tools.ts';
export {
  type ParsedToolArgs,
  parseToolArgs,
} from './parse-tool-args.ts';
export { sessionTools } from './session-tools.ts';
export {
  inputJsonSchema,
  type ToolInfo,
  type ToolParameterInfo,
  toolInfo,
  toolMarkdown,
} from './tool-docs.ts';
export {
  RETRY_POLICIES,
  type RetryPolicy,
  retryDelayMs,
  TOOL_ERROR_CATEGORIES,
  ToolError,
  type ToolErrorCategory,
  toToolError,
} from './tool-error.ts';
export {
  type ToolFilter,
  ToolRegistry,
  type ToolRegistryOptions,
} from './tool-registry.ts';
export {
  errorResponse,
  successResponse,
  type ToolArgumentIssue,
  type ToolResponse,
  type ToolResponseError,
} from './tool-response.ts';
