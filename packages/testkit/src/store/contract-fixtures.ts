import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  type Estimate,
  GOLDEN_PLANS,
  hasErrorCode,
} from '@quoin/core';
import type { Store } from '@quoin/store';
import { expect } from 'vitest';

export const NOW = '2026-11-22T08:00:00.000Z';
export const ALICE = { actor: 'alice' };
export const BOB = { actor: 'bob' };

/** A golden plan built into a real, priced estimate by core's offline pipeline. */
export async function buildGoldenEstimate(planKey: string, id: string): Promise<Estimate> {
  const plan = GOLDEN_PLANS[planKey];
  if (!plan) throw new Error(`no golden plan ${planKey}`);
  const built = await buildEstimateFromPlan(plan, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id,
    now: NOW,
  });
  return built.estimate;
}

export function withoutUpdatedAt(estimate: Estimate): Omit<Estimate, 'updatedAt'> {
  const { updatedAt: _updatedAt, ...rest } = estimate;
  return rest;
}

export async function expectCode(promise: Promise<unknown>, code: string): Promise<Record<string, unknown>> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(hasErrorCode(error, code), `expected ${code}, got ${String(error)}`).toBe(true);
  return (error as { details: Record<string, unknown> }).details;
}

export async function countRows(store: Store, table: string, estimateId: string): Promise<number> {
  const result = await store.session.query<{ n: number }>(
    `select count(*) as n from ${table} where estimate_id = $1`,
    [estimateId],
  );
  return result.rows[0]?.n ?? -1;
}
