import type { Env } from './model-config.ts';
import { ModelConfigError } from './model-config-error.ts';
import type { TokenUsage } from './token-usage.ts';

/** What a model's tokens cost, in US dollars per million tokens. */
export interface ModelPrice {
  inputUsdPerMillionTokens: number;
  /** Prompt tokens read from the provider's cache. */
  cachedInputUsdPerMillionTokens: number;
  /** Prompt tokens written to the cache; the input price when the provider charges nothing extra. */
  cacheWriteUsdPerMillionTokens?: number;
  outputUsdPerMillionTokens: number;
  /** The day this price was known to apply (ISO date), not necessarily the day it started. */
  effectiveDate: string;
  /** Where the figures come from. */
  source: string;
}

/** The price table's own date and provenance; every figure in it must be checked before money depends on it. */
export const MODEL_PRICE_TABLE_SOURCE = {
  asOf: '2025-11-30',
  source: 'provider price pages as recalled, verify',
  note:
    'Standard (not batch, not priority) rates for prompts within the smallest context tier (≤200k tokens ' +
    'where providers tier by prompt length). Anthropic cache writes are the 5-minute rate (1.25× input).',
} as const;

const RECALLED = MODEL_PRICE_TABLE_SOURCE.source;

function price(
  input: number,
  cachedInput: number,
  output: number,
  effectiveDate: string,
  cacheWrite?: number,
): ModelPrice {
  return {
    inputUsdPerMillionTokens: input,
    cachedInputUsdPerMillionTokens: cachedInput,
    ...(cacheWrite !== undefined ? { cacheWriteUsdPerMillionTokens: cacheWrite } : {}),
    outputUsdPerMillionTokens: output,
    effectiveDate,
    source: RECALLED,
  };
}

/**
 * Prices by model id (the id without a date suffix; dated snapshots resolve to it). Figures are recalled from
 * the OpenAI, Anthropic and Google price pages, not read from them today: verify before relying on them, and
 * override with QUOIN_MODEL_PRICE when they differ.
 */
export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  // OpenAI
  'gpt-5': price(1.25, 0.125, 10, '2025-08-07'),
  'gpt-5-mini': price(0.25, 0.025, 2, '2025-08-07'),
  'gpt-5-nano': price(0.05, 0.005, 0.4, '2025-08-07'),
  'gpt-4.1': price(2, 0.5, 8, '2025-04-14'),
  'gpt-4.1-mini': price(0.4, 0.1, 1.6, '2025-04-14'),
  'gpt-4.1-nano': price(0.1, 0.025, 0.4, '2025-04-14'),
  'gpt-4o': price(2.5, 1.25, 10, '2024-10-01'),
  'gpt-4o-mini': price(0.15, 0.075, 0.6, '2024-07-18'),
  o3: price(2, 0.5, 8, '2025-06-10'),
  'o4-mini': price(1.1, 0.275, 4.4, '2025-04-16'),
  // Anthropic
  'claude-opus-4-5': price(5, 0.5, 25, '2025-11-24', 6.25),
  'claude-opus-4-1': price(15, 1.5, 75, '2025-08-05', 18.75),
  'claude-sonnet-4-5': price(3, 0.3, 15, '2025-09-29', 3.75),
  'claude-sonnet-4': price(3, 0.3, 15, '2025-05-22', 3.75),
  'claude-haiku-4-5': price(1, 0.1, 5, '2025-10-15', 1.25),
  'claude-3-5-haiku': price(0.8, 0.08, 4, '2024-11-04', 1),
  // Google (Gemini API, paid tier, text input)
  'gemini-2.5-pro': price(1.25, 0.125, 10, '2025-06-17'),
  'gemini-2.5-flash': price(0.3, 0.03, 2.5, '2025-06-17'),
  'gemini-2.5-flash-lite': price(0.1, 0.01, 0.4, '2025-07-22'),
};

// Dated snapshots: `gpt-4o-2024-08-06`, `claude-sonnet-4-5-20250929`; Gemini ids may carry `models/`.
const DATE_SUFFIX = /-(\d{4}-\d{2}-\d{2}|\d{8})$/;

/** The table's price for a model id or one of its dated snapshots; undefined when the id is not listed. */
export function lookupModelPrice(modelId: string): ModelPrice | undefined {
  const id = modelId.trim().replace(/^models\//, '');
  return MODEL_PRICES[id] ?? MODEL_PRICES[id.replace(DATE_SUFFIX, '')];
}

/** Parses QUOIN_MODEL_PRICE="<input>/<output>" (USD per million tokens); cached input is billed as input. */
export function parseModelPrice(text: string, effectiveDate: string): ModelPrice {
  const parts = text.split('/').map((part) => part.trim());
  const numbers = parts.map(Number);
  const [input, output] = numbers;
  if (parts.length !== 2 || input === undefined || output === undefined || !numbers.every(isPrice)) {
    throw new ModelConfigError(
      'QUOIN_MODEL_PRICE',
      `QUOIN_MODEL_PRICE must be "<input>/<output>" in USD per million tokens, e.g. "0.40/1.60" (got "${text}")`,
    );
  }
  return {
    inputUsdPerMillionTokens: input,
    cachedInputUsdPerMillionTokens: input,
    outputUsdPerMillionTokens: output,
    effectiveDate,
    source: 'QUOIN_MODEL_PRICE',
  };
}

function isPrice(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/**
 * The price to charge a model at: QUOIN_MODEL_PRICE when set (the operator knows their contract or their
 * free local server), else the table. Throws, naming QUOIN_MODEL_PRICE, for an id the table does not know.
 */
export function resolveModelPrice(modelId: string, env: Env, today: string): ModelPrice {
  const override = env.QUOIN_MODEL_PRICE?.trim();
  if (override) return parseModelPrice(override, today);
  const known = lookupModelPrice(modelId);
  if (known) return known;
  throw new ModelConfigError(
    'QUOIN_MODEL_PRICE',
    `No price known for model "${modelId}"; set QUOIN_MODEL_PRICE="<input>/<output>" in USD per million tokens ` +
      '(e.g. "0/0" for a local model)',
  );
}

/** USD per million tokens as whole micro-dollars per million tokens, so cost arithmetic stays in integers. */
function microUsdPerMillion(usdPerMillionTokens: number): number {
  return Math.round(usdPerMillionTokens * 1_000_000);
}

/**
 * What `tokens` cost at a price, in micro-dollars (1 USD = 1,000,000), rounded up: the one place token
 * counts become money. A token at $X per million costs exactly X micro-dollars.
 */
export function tokensCostMicroUsd(tokens: number, usdPerMillionTokens: number): number {
  return Math.ceil((tokens * microUsdPerMillion(usdPerMillionTokens)) / 1_000_000);
}

/** The cost of a usage in integer micro-dollars (1 USD = 1,000,000 µUSD). */
export function costOfUsage(usage: TokenUsage, price: ModelPrice): number {
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const written = Math.min(usage.cacheWriteTokens, usage.inputTokens - cached);
  const uncached = usage.inputTokens - cached - written;
  return (
    tokensCostMicroUsd(uncached, price.inputUsdPerMillionTokens) +
    tokensCostMicroUsd(cached, price.cachedInputUsdPerMillionTokens) +
    tokensCostMicroUsd(written, price.cacheWriteUsdPerMillionTokens ?? price.inputUsdPerMillionTokens) +
    tokensCostMicroUsd(usage.outputTokens, price.outputUsdPerMillionTokens)
  );
}

/** Micro-dollars as dollars for messages: `$0.0123`, at least 2 and at most 6 decimals. */
export function formatMicroUsd(microUsd: number): string {
  const dollars = (microUsd / 1_000_000).toFixed(6).replace(/0{1,4}$/, '');
  return `$${dollars}`;
}
