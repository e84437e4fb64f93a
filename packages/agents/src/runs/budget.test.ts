import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { isModelConfigError } from '../models/model-config-error.ts';
import { RunBudget } from './budget.ts';
import { isBudgetExceededError } from './budget-exceeded-error.ts';
import { budgetLimitsFromEnv } from './budget-limits.ts';
import { InMemorySpendLedger } from './spend-ledger.ts';
import { GPT_41_TEST_PRICE } from './test-support/scripted-results.ts';

const PRICE = GPT_41_TEST_PRICE;
const now = () => new Date('2026-03-02T10:00:00.000Z');

describe('budgetLimitsFromEnv', () => {
  it.each([
    [{}, {}],
    [{ QUOIN_MAX_RUN_USD: '0.50' }, { maxRunMicroUsd: 500_000 }],
    [
      { QUOIN_MAX_RUN_USD: '$2', QUOIN_MAX_DAY_USD: '10' },
      { maxRunMicroUsd: 2_000_000, maxDayMicroUsd: 10_000_000 },
    ],
  ])('%j → %j', (env, limits) => {
    expect(budgetLimitsFromEnv(env)).toEqual(limits);
  });

  it.each([['QUOIN_MAX_RUN_USD'], ['QUOIN_MAX_DAY_USD']])('a bad %s is named', (variable) => {
    expect(() => budgetLimitsFromEnv({ [variable]: 'lots' })).toThrow(variable);
    expect(isModelConfigError(caughtError(() => budgetLimitsFromEnv({ [variable]: '-1' })))).toBe(true);
  });
});

describe('RunBudget', () => {
  it('reserves the worst case: prompt tokens × input price + max output × output price', () => {
    const budget = new RunBudget({ price: PRICE, limits: {}, ledger: new InMemorySpendLedger(), now });
    expect(budget.worstCaseMicroUsd(1000, 500)).toBe(2000 + 4000);
  });

  it('refuses a call that would pass the run limit, with the figures', async () => {
    const ledger = new InMemorySpendLedger();
    const budget = new RunBudget({ price: PRICE, limits: { maxRunMicroUsd: 10_000 }, ledger, now });
    const first = await budget.reserve(1000, 500);
    await budget.settle(first, 5000);
    const refused = await budget.reserve(1000, 500).catch((error: unknown) => error);
    expect(isBudgetExceededError(refused)).toBe(true);
    expect((refused as Error).message).toBe(
      'Run budget exceeded: the next model call may cost up to $0.006 (1,000 prompt tokens × $2/M + 500 max ' +
        'output tokens × $8/M) and this run has committed $0.005 of the $0.01 limit (QUOIN_MAX_RUN_USD); the ' +
        'call was not made',
    );
    expect(await ledger.committedOn('2026-03-02')).toBe(5000);
  });

  it('settles to the real cost, or keeps the worst case when the provider reported none', async () => {
    const ledger = new InMemorySpendLedger();
    const budget = new RunBudget({ price: PRICE, limits: {}, ledger, now });
    await budget.settle(await budget.reserve(1000, 500), 1234);
    await budget.settle(await budget.reserve(1000, 500), undefined);
    expect(budget.spentMicroUsd).toBe(1234 + 6000);
    expect(await ledger.committedOn('2026-03-02')).toBe(1234 + 6000);
  });

  it('open reservations count against the day until settled', async () => {
    const ledger = new InMemorySpendLedger();
    const limits = { maxDayMicroUsd: 10_000 };
    const a = new RunBudget({ price: PRICE, limits, ledger, now });
    const b = new RunBudget({ price: PRICE, limits, ledger, now });
    await a.reserve(1000, 500);
    const refused = await b.reserve(1000, 500).catch((error: unknown) => error);
    expect((refused as Error).message).toMatch(
      /^Day budget exceeded: .*committed \$0\.006 of the \$0\.01 limit \(QUOIN_MAX_DAY_USD\)/,
    );
    await a.settleOpen();
    expect(await ledger.committedOn('2026-03-02')).toBe(6000);
  });
});
