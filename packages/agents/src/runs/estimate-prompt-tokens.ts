import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';

// Per-message framing tokens (role markers, separators) that the JSON text does not show; chat formats use
// about 3–4, this doubles it for margin.
const TOKENS_PER_MESSAGE = 8;
// Providers render tool schemas into their own system text (Anthropic documents a tool-use system prompt of
// a few hundred tokens); a fixed allowance covers it.
const TOOLS_ALLOWANCE_TOKENS = 500;

/**
 * An upper bound on a call's prompt tokens without the provider's tokenizer: the UTF-8 bytes of the prompt and
 * tool schemas as JSON. Byte-level BPE tokenizers never produce more tokens than bytes, so this over-counts
 * (about 3–4× for English) and never under-counts; a budget reservation must not be too small.
 */
export function estimatePromptTokens(params: LanguageModelV3CallOptions): number {
  const text = JSON.stringify({ prompt: params.prompt, tools: params.tools ?? [] });
  const tools = params.tools && params.tools.length > 0 ? TOOLS_ALLOWANCE_TOKENS : 0;
  return Buffer.byteLength(text, 'utf8') + TOKENS_PER_MESSAGE * params.prompt.length + tools;
}
