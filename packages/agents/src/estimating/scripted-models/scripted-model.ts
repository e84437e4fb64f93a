import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { countPromptTokens, countReplyTokens, preloadTokenizer } from './count-prompt-tokens.ts';

/** What a scripted model sees of one call. */
export interface ScriptedCall {
  prompt: LanguageModelV3Prompt;
  /** Names of the tools offered on this call. */
  toolNames: string[];
  /** 0 for the model's first call, counting every call it has answered. */
  callIndex: number;
}

/** One scripted answer: text, tool calls, or both. Tool inputs are serialized as JSON, as a provider sends them. */
export interface ScriptedReply {
  text?: string;
  toolCalls?: { toolName: string; input: unknown }[];
}

export type ScriptedResponder = (call: ScriptedCall) => ScriptedReply | Promise<ScriptedReply>;

/** What the model was asked and what it cost in tokens, per call: the economy bench reads these. */
export interface ScriptedCallRecord {
  toolNames: string[];
  promptTokens: number;
  outputTokens: number;
  reply: ScriptedReply;
}

/**
 * A language model whose answers come from code: tests, demos, the eval and the economy bench. It speaks the
 * AI SDK's model interface (generate and stream), so the runtime cannot tell it from a provider, and it reports
 * token usage counted with an OpenAI tokenizer over the prompt it actually received.
 */
export class ScriptedLanguageModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = 'scripted';
  readonly supportedUrls = {};
  readonly calls: ScriptedCallRecord[] = [];

  constructor(
    readonly modelId: string,
    private readonly respond: ScriptedResponder,
  ) {
    // The tokenizer loads on first use; start it now so the first call does not wait for all of it.
    void preloadTokenizer();
  }

  private async answer(options: LanguageModelV3CallOptions) {
    const toolNames = (options.tools ?? []).map((tool) => tool.name);
    const reply = await this.respond({ prompt: options.prompt, toolNames, callIndex: this.calls.length });
    const text = reply.text ?? '';
    const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
      toolCallId: `call-${this.calls.length + 1}-${index + 1}`,
      toolName: call.toolName,
      input: typeof call.input === 'string' ? call.input : JSON.stringify(call.input),
    }));
    const promptTokens = await countPromptTokens(options);
    const outputTokens = await countReplyTokens(
      text,
      toolCalls.map((call) => call.input),
    );
    this.calls.push({ toolNames, promptTokens, outputTokens, reply });
    const usage: LanguageModelV3Usage = {
      inputTokens: { total: promptTokens, noCache: promptTokens, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
    };
    const finishReason =
      toolCalls.length > 0
        ? { unified: 'tool-calls' as const, raw: 'tool_calls' }
        : { unified: 'stop' as const, raw: 'stop' };
    return { text, toolCalls, usage, finishReason };
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const { text, toolCalls, usage, finishReason } = await this.answer(options);
    const content: LanguageModelV3Content[] = [
      ...(text ? [{ type: 'text' as const, text }] : []),
      ...toolCalls.map((call) => ({ type: 'tool-call' as const, ...call })),
    ];
    return { content, finishReason, usage, warnings: [] };
  }

  async doStream(options: LanguageModelV3CallOptions) {
    const { text, toolCalls, usage, finishReason } = await this.answer(options);
    const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
    if (text) {
      parts.push({ type: 'text-start', id: 't1' });
      // Word by word, so consumers see a stream as they would from a provider.
      for (const word of text.match(/\S+\s*|\s+/g) ?? [])
        parts.push({ type: 'text-delta', id: 't1', delta: word });
      parts.push({ type: 'text-end', id: 't1' });
    }
    for (const call of toolCalls) parts.push({ type: 'tool-call', ...call });
    parts.push({ type: 'finish', usage, finishReason });
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    return { stream };
  }
}

/** The text of the last user message of a prompt. */
export function lastUserText(prompt: LanguageModelV3Prompt): string {
  for (let index = prompt.length - 1; index >= 0; index--) {
    const message = prompt[index];
    if (message?.role !== 'user') continue;
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  }
  return '';
}

/** Tool results of the prompt's last message when it is a tool message, as the runtime sent them. */
export function lastToolResults(prompt: LanguageModelV3Prompt): { toolName: string; output: unknown }[] {
  const last = prompt[prompt.length - 1];
  if (last?.role !== 'tool') return [];
  return last.content.flatMap((part) =>
    part.type === 'tool-result' ? [{ toolName: part.toolName, output: part.output }] : [],
  );
}

/** A responder that replays replies in order (a script file); past the end it says so as plain text. */
export function replayResponder(replies: readonly ScriptedReply[]): ScriptedResponder {
  let next = 0;
  return () => replies[next++] ?? { text: 'The script has no more replies.' };
}
