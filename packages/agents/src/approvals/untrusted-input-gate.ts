import type { ModelMessage } from 'ai';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import { WRITE_TOOLS } from '../tools/write-tools.ts';

/** Whether a tool changes something: declared `writes`, or one of the engine's writers. */
function isWriteTool(registry: ToolRegistry, name: string): boolean {
  return registry.get(name)?.writes === true || WRITE_TOOLS.has(name);
}

/** True when an earlier tool result in the conversation came from a tool whose output is untrusted text. */
function sawUntrustedResult(registry: ToolRegistry, messages: readonly ModelMessage[]): boolean {
  return messages.some(
    (message) =>
      message.role === 'tool' &&
      message.content.some(
        (part) => part.type === 'tool-result' && registry.get(part.toolName)?.untrustedOutput === true,
      ),
  );
}

/**
 * The AI SDK `needsApproval` of one tool. A model can be talked into anything by text it reads, so text from
 * outside (uploaded documents, drawings, web results — `untrustedContent` when it is in the prompt, or a
 * result of an `untrustedOutput` tool earlier in the run) never triggers a write without a person: the call
 * suspends as an approval, however the model was persuaded. Reads stay free.
 */
export function approvalGateFor(
  registry: ToolRegistry,
  name: string,
  untrustedContent: boolean,
): boolean | ((input: unknown, options: { messages: ModelMessage[] }) => boolean) {
  if (registry.get(name)?.needsApproval) return true;
  if (!isWriteTool(registry, name)) return false;
  if (untrustedContent) return true;
  return (_input, { messages }) => sawUntrustedResult(registry, messages);
}
