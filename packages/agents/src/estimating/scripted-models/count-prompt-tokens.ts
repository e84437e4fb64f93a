import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { countTokens } from 'gpt-tokenizer';

/**
 * Prompt tokens of one call as an OpenAI model would count them (o200k tokenizer via gpt-tokenizer) over the
 * messages' text and the tool schemas as JSON. Approximate by design: providers add a few framing tokens per
 * message and render tool schemas in their own words, so figures are comparable between designs, not bills.
 */
export function countPromptTokens(options: Pick<LanguageModelV3CallOptions, 'prompt' | 'tools'>): number {
  let tokens = 0;
  for (const message of options.prompt) {
    const content = typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
    tokens += countTokens(content) + 4;
  }
  if (options.tools && options.tools.length > 0) tokens += countTokens(JSON.stringify(options.tools));
  return tokens;
}

/** Output tokens of a reply: its text and its tool calls' arguments. */
export function countReplyTokens(text: string, toolInputs: string[]): number {
  return countTokens(text) + toolInputs.reduce((sum, input) => sum + countTokens(input) + 4, 0);
}
