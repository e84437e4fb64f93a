import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';

type CountTokens = (text: string) => number;
let tokenizer: Promise<CountTokens> | undefined;

// The o200k ranks cost ~70 MB of heap once loaded: only a scripted model's call loads them, never a server
// that has none (issue 14: idle memory of `quoin serve`).
function loadCountTokens(): Promise<CountTokens> {
  tokenizer ??= import('gpt-tokenizer').then((module) => module.countTokens);
  return tokenizer;
}

/** Loads the tokenizer ahead of the first count (a scripted model starts it; tests with a time limit await it). */
export async function preloadTokenizer(): Promise<void> {
  await loadCountTokens();
}

/**
 * Prompt tokens of one call as an OpenAI model would count them (o200k tokenizer via gpt-tokenizer) over the
 * messages' text and the tool schemas as JSON. Approximate by design: providers add a few framing tokens per
 * message and render tool schemas in their own words, so figures are comparable between designs, not bills.
 */
export async function countPromptTokens(
  options: Pick<LanguageModelV3CallOptions, 'prompt' | 'tools'>,
): Promise<number> {
  const countTokens = await loadCountTokens();
  let tokens = 0;
  for (const message of options.prompt) {
    const content = typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
    tokens += countTokens(content) + 4;
  }
  if (options.tools && options.tools.length > 0) tokens += countTokens(JSON.stringify(options.tools));
  return tokens;
}

/** Output tokens of a reply: its text and its tool calls' arguments. */
export async function countReplyTokens(text: string, toolInputs: string[]): Promise<number> {
  const countTokens = await loadCountTokens();
  return countTokens(text) + toolInputs.reduce((sum, input) => sum + countTokens(input) + 4, 0);
}
