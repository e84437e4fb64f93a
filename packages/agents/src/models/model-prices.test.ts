import { caughtError } from '@quoin/testkit/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GPT_41_TEST_PRICE } from '../runs/test-support/scripted-results.ts';
import { isModelConfigError } from './model-config-error.ts';
import {
  costOfUsage,
  formatMicroUsd,
  lookupModelPrice,
  MODEL_PRICE_TABLE_SOURCE,
  MODEL_PRICES,
  parseModelPrice,
  resolveModelPrice,
} from './model-prices.ts';
import { addUsage, type TokenUsage } from './token-usage.ts';

const PRICE = GPT_41_TEST_PRICE;
const usage = (inputTokens: number, outputTokens: number, cachedInputTokens = 0, cacheWriteTokens = 0) => ({
  inputTokens,
  outputTokens,
  cachedInputTokens,
  cacheWriteTokens,
});

describe('price table', () => {
  it('marks every price as recalled, with a date', () => {
    expect(MODEL_PRICE_TABLE_SOURCE.source).toBe('provider price pages as recalled, verify');
    for (const price of Object.values(MODEL_PRICES)) {
      expect(price.source).toBe(MODEL_PRICE_TABLE_SOURCE.source);
      expect(price.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(price.cachedInputUsdPerMillionTokens).toBeLessThanOrEqual(price.inputUsdPerMillionTokens);
    }
  });

  it.each([
    ['gpt-4o-2024-08-06', 'gpt-4o'],
    ['gpt-4o-mini', 'gpt-4o-mini'],
    ['claude-sonnet-4-5-20250929', 'claude-sonnet-4-5'],
    ['models/gemini-2.5-flash', 'gemini-2.5-flash'],
  ])('%s is priced as %s', (id, listed) => {
    expect(lookupModelPrice(id)).toBe(MODEL_PRICES[listed]);
  });

  it('does not guess a price for an unknown id', () => {
    expect(lookupModelPrice('llama3.1:8b')).toBeUndefined();
  });
});

describe('resolveModelPrice', () => {
  it('QUOIN_MODEL_PRICE prices an unknown id, cached input at the input price', () => {
    expect(resolveModelPrice('llama3.1:8b', { QUOIN_MODEL_PRICE: '0.2/0.6' }, '2026-03-02')).toEqual({
      inputUsdPerMillionTokens: 0.2,
      cachedInputUsdPerMillionTokens: 0.2,
      outputUsdPerMillionTokens: 0.6,
      effectiveDate: '2026-03-02',
      source: 'QUOIN_MODEL_PRICE',
    });
  });

  it('the table prices a known id', () => {
    expect(resolveModelPrice('gpt-4.1-mini', {}, '2026-03-02')).toBe(MODEL_PRICES['gpt-4.1-mini']);
  });

  it.each([
    ['llama3.1:8b', {}],
    ['x', { QUOIN_MODEL_PRICE: '1' }],
    ['x', { QUOIN_MODEL_PRICE: 'a/b' }],
    ['x', { QUOIN_MODEL_PRICE: '-1/2' }],
  ])('%s with %j names QUOIN_MODEL_PRICE', (id, env) => {
    const thrown = caughtError(() => resolveModelPrice(id, env, '2026-03-02'));
    expect(isModelConfigError(thrown)).toBe(true);
    expect((thrown as Error).message).toContain('QUOIN_MODEL_PRICE');
  });

  it('parses "0/0" for a free local model', () => {
    expect(parseModelPrice('0/0', '2026-03-02').outputUsdPerMillionTokens).toBe(0);
  });
});

describe('costOfUsage (micro-dollars)', () => {
  it.each([
    [usage(1_000_000, 0), 2_000_000],
    [usage(0, 1_000_000), 8_000_000],
    [usage(1000, 500), 2000 + 4000],
    [usage(1000, 0, 400), 600 * 2 + 400 * 0.5],
    // Cache writes without their own price are billed as input.
    [usage(1000, 0, 0, 300), 2000],
    [usage(1, 1), 10],
    [usage(0, 0), 0],
  ])('%j costs %i µUSD', (tokens, expected) => {
    expect(costOfUsage(tokens, PRICE)).toBe(expected);
  });

  it('bills a price with fractions of a micro-dollar exactly, rounding up once per part', () => {
    const mini = MODEL_PRICES['gpt-4o-mini']!;
    // 1000 × $0.15/M = 150 µUSD exactly (floating point would give 150.00000000000003).
    expect(costOfUsage(usage(1000, 0), mini)).toBe(150);
    expect(costOfUsage(usage(1, 0), mini)).toBe(1);
  });

  // Consistent usages only: cache reads and writes are parts of the input, as providers report them.
  const tokens = fc
    .tuple(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 200_000 }),
    )
    .map(([uncached, cachedInputTokens, cacheWriteTokens, outputTokens]) => ({
      inputTokens: uncached + cachedInputTokens + cacheWriteTokens,
      cachedInputTokens,
      cacheWriteTokens,
      outputTokens,
    }));

  it('is a whole number, never negative, and never more for cached tokens than uncached', () => {
    fc.assert(
      fc.property(tokens, (u: TokenUsage) => {
        const cost = costOfUsage(u, PRICE);
        expect(Number.isInteger(cost)).toBe(true);
        expect(cost).toBeGreaterThanOrEqual(0);
        expect(cost).toBeLessThanOrEqual(costOfUsage({ ...u, cachedInputTokens: 0 }, PRICE));
      }),
    );
  });

  it('the cost of a sum is within rounding of the sum of costs', () => {
    fc.assert(
      fc.property(tokens, tokens, (a: TokenUsage, b: TokenUsage) => {
        const whole = costOfUsage(addUsage(a, b), MODEL_PRICES['gpt-4o-mini']!);
        const parts =
          costOfUsage(a, MODEL_PRICES['gpt-4o-mini']!) + costOfUsage(b, MODEL_PRICES['gpt-4o-mini']!);
        expect(whole).toBeLessThanOrEqual(parts);
        // Each of the four parts rounds up once per call.
        expect(parts - whole).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('formatMicroUsd', () => {
  it.each([
    [12_300, '$0.0123'],
    [50_000, '$0.05'],
    [1_000_000, '$1.00'],
    [1, '$0.000001'],
    [0, '$0.00'],
  ])('%i → %s', (microUsd, text) => {
    expect(formatMicroUsd(microUsd)).toBe(text);
  });
});
