import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Middleware,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import type { Redactor } from './redactor.ts';

// Structure, not content: ids, names and media types pass untouched.
const STRUCTURAL_KEYS = new Set(['type', 'role', 'toolCallId', 'toolName', 'mediaType', 'id']);

/** A restored value inside a JSON string literal must stay valid JSON. */
const jsonStringEscape = (value: string) => JSON.stringify(value).slice(1, -1);

function redactParams(redactor: Redactor, params: LanguageModelV3CallOptions): LanguageModelV3CallOptions {
  return { ...params, prompt: redactor.redactDeep(params.prompt, STRUCTURAL_KEYS) };
}

function restoreContent(redactor: Redactor, part: LanguageModelV3Content): LanguageModelV3Content {
  if (part.type === 'text') return { ...part, text: redactor.restore(part.text) };
  if (part.type === 'tool-call') return { ...part, input: redactor.restore(part.input, jsonStringEscape) };
  return part;
}

/** Restores streamed text and tool input, holding back a token that has arrived only in part. */
function restoringStream(redactor: Redactor) {
  const held = new Map<string, string>();
  // Tool input is JSON being streamed: restored values are escaped as JSON string content.
  const release = (id: string, delta: string, encode?: (value: string) => string) => {
    const { ready, held: rest } = redactor.restorePrefix((held.get(id) ?? '') + delta, encode);
    held.set(id, rest);
    return ready;
  };
  const flush = (id: string, encode?: (value: string) => string) => {
    const rest = held.get(id) ?? '';
    held.delete(id);
    return redactor.restore(rest, encode);
  };
  return new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
    transform(part, controller) {
      if (part.type === 'text-delta' || part.type === 'tool-input-delta') {
        const encode = part.type === 'tool-input-delta' ? jsonStringEscape : undefined;
        const delta = release(part.id, part.delta, encode);
        if (delta !== '') controller.enqueue({ ...part, delta });
      } else if (part.type === 'text-end' || part.type === 'tool-input-end') {
        const isTool = part.type === 'tool-input-end';
        const delta = flush(part.id, isTool ? jsonStringEscape : undefined);
        if (delta !== '')
          controller.enqueue({ type: isTool ? 'tool-input-delta' : 'text-delta', id: part.id, delta });
        controller.enqueue(part);
      } else if (part.type === 'tool-call') {
        controller.enqueue({ ...part, input: redactor.restore(part.input, jsonStringEscape) });
      } else {
        controller.enqueue(part);
      }
    },
  });
}

/**
 * Model middleware that keeps sensitive values inside the process: every string of the prompt (system, user
 * text, tool calls and results) is redacted to stable tokens before the provider sees it, and the tokens in the
 * model's text and tool calls are put back before anything else (tools, the user) sees them.
 */
export function privacyMiddleware(redactor: Redactor): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    transformParams: async ({ params }) => redactParams(redactor, params),
    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      return { ...result, content: result.content.map((part) => restoreContent(redactor, part)) };
    },
    wrapStream: async ({ doStream }) => {
      const result = await doStream();
      return { ...result, stream: result.stream.pipeThrough(restoringStream(redactor)) };
    },
  };
}
