import type { Env } from '../models/model-config.ts';
import { ModelConfigError } from '../models/model-config-error.ts';

/** Spending limits in micro-dollars; an absent limit means no limit. */
export interface BudgetLimits {
  maxRunMicroUsd?: number;
  maxDayMicroUsd?: number;
}

function readUsd(env: Env, variable: string): number | undefined {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  const usd = Number(text.replace(/^\$/, ''));
  if (!Number.isFinite(usd) || usd < 0) {
    throw new ModelConfigError(
      variable,
      `${variable} must be an amount in US dollars such as 0.50 (got "${text}")`,
    );
  }
  return Math.round(usd * 1_000_000);
}

/** Reads QUOIN_MAX_RUN_USD and QUOIN_MAX_DAY_USD (US dollars, e.g. "0.50"). */
export function budgetLimitsFromEnv(env: Env): BudgetLimits {
  const maxRunMicroUsd = readUsd(env, 'QUOIN_MAX_RUN_USD');
  const maxDayMicroUsd = readUsd(env, 'QUOIN_MAX_DAY_USD');
  return {
    ...(maxRunMicroUsd !== undefined ? { maxRunMicroUsd } : {}),
    ...(maxDayMicroUsd !== undefined ? { maxDayMicroUsd } : {}),
  };
}
