import type { LanguageModelV3GenerateResult, LanguageModelV3Usage } from '@ai-sdk/provider';
import { z } from 'zod';
import type { ModelPrice } from '../../models/model-prices.ts';
import { defineTool } from '../../tools/define-tool.ts';

/** One dollar per million tokens of every kind: for tests whose figures do not depend on the price. */
export const FLAT_PRICE: ModelPrice = {
  inputUsdPerMillionTokens: 1,
  cachedInputUsdPerMillionTokens: 1,
  outputUsdPerMillionTokens: 1,
  effectiveDate: '2025-01-01',
  source: 'test',
};

/** GPT-4.1's list price (per million tokens: $2 input, $0.50 cached, $8 output): the runs' cost tests. */
export const GPT_41_TEST_PRICE: ModelPrice = {
  inputUsdPerMillionTokens: 2,
  cachedInputUsdPerMillionTokens: 0.5,
  outputUsdPerMillionTokens: 8,
  effectiveDate: '2025-04-14',
  source: 'test',
};

/** A provider's usage report. */
export function usage(input = 100, output = 20, cacheRead = 0): LanguageModelV3Usage {
  return {
    inputTokens: { total: input, noCache: input - cacheRead, cacheRead, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** A model answer that calls one tool (input as JSON text, or a value to encode), optionally after some text. */
export function toolCallResult(
  toolName: string,
  input: unknown,
  options: { id?: string; usage?: LanguageModelV3Usage; text?: string } = {},
): LanguageModelV3GenerateResult {
  return {
    content: [
      ...(options.text ? [{ type: 'text' as const, text: options.text }] : []),
      {
        type: 'tool-call',
        toolCallId: options.id ?? 'call-1',
        toolName,
        input: typeof input === 'string' ? input : JSON.stringify(input),
      },
    ],
    finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    usage: options.usage ?? usage(),
    warnings: [],
  };
}

/** A model answer that ends the run with text. */
export function textResult(
  text: string,
  tokens: LanguageModelV3Usage = usage(150, 10),
): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: tokens,
    warnings: [],
  };
}

/** A tiny registry tool for loop tests. */
export const addNumbersTool = defineTool({
  name: 'add_numbers',
  description: 'Adds two numbers.',
  category: 'test',
  uiPlacement: 'service',
  priority: 5,
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  examples: [{ description: 'two and three', args: { a: 2, b: 3 } }],
  execute: ({ a, b }) => ({ sum: a + b }),
});
