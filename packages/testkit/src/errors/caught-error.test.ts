import { describe, expect, it } from 'vitest';
import { caughtError } from './caught-error.ts';

const refusal = Object.assign(new Error('bad.yaml: rules.0: no such kind'), { code: 'INVALID_LEXICON' });

describe('caughtError', () => {
  it('returns what a call throws', () => {
    expect(
      caughtError(() => {
        throw refusal;
      }),
    ).toBe(refusal);
  });

  it('returns what a returned promise rejects with', async () => {
    await expect(caughtError(async () => Promise.reject(refusal))).resolves.toBe(refusal);
  });

  it('fails when the call returns', () => {
    expect(() => caughtError(() => 42)).toThrow('expected the call to throw, and it returned');
  });

  it('fails when the returned promise resolves', async () => {
    await expect(caughtError(async () => 42)).rejects.toThrow('expected the call to throw, and it returned');
  });
});
