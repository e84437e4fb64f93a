import { describe, expect, it } from 'vitest';
import { RETRY_POLICIES, retryDelayMs, TOOL_ERROR_CATEGORIES, toToolError } from './tool-error.ts';

describe('retry policies', () => {
  it.each([
    ['validation', 1, undefined, undefined],
    ['processing', 1, undefined, undefined],
    ['dependency', 1, undefined, 0],
    ['dependency', 2, undefined, undefined],
    ['network', 1, undefined, 1000],
    ['network', 3, undefined, 4000],
    ['network', 4, undefined, undefined],
    ['network', 1, 5000, 5000],
    ['rate_limit', 2, 1000, 4000],
    ['resource', 1, undefined, 2000],
    ['model', 2, undefined, 2000],
  ] as const)('%s attempt %i (retry-after %s) → %s ms', (category, attempt, retryAfter, expected) => {
    expect(retryDelayMs(category, attempt, retryAfter)).toBe(expected);
  });

  it('has a policy for every category', () => {
    expect(Object.keys(RETRY_POLICIES).sort()).toEqual([...TOOL_ERROR_CATEGORIES].sort());
  });
});

describe('toToolError', () => {
  it.each([
    [Object.assign(new Error('x'), { code: 'INVALID_INPUT' }), 'validation', false],
    [Object.assign(new Error('x'), { code: 'ETIMEDOUT' }), 'network', true],
    [Object.assign(new Error('x'), { status: 429 }), 'rate_limit', true],
    [Object.assign(new Error('x'), { code: 'ENOSPC' }), 'resource', true],
    [Object.assign(new Error('x'), { code: 'ERR_MODULE_NOT_FOUND' }), 'dependency', true],
    [new Error('x'), 'processing', false],
    ['a string', 'processing', false],
  ])('classifies %s as %s', (thrown, category, retryable) => {
    const error = toToolError(thrown);
    expect(error.category).toBe(category);
    expect(error.isRetryable).toBe(retryable);
  });
});
