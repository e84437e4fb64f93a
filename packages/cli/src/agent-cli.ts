import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import {
  type AgentContext,
  type AgentModel,
  agentModelFromEnv,
  budgetLimitsFromEnv,
  type EstimatingEvent,
  emptyUsage,
  FileSpendLedger,
  processRateLimits,
  rateLimitFromEnv,
} from '@quoin/agents';
import type { PriceSource, TradeRegistry } from '@quoin/core';
import type { CliContext } from './cli-context.ts';
import { usageError } from './exit-codes.ts';
import { quoinHome } from './quoin-home.ts';

/** A command context that may carry stdin (tests); the process's stdin otherwise. */
export type InteractiveContext = CliContext & { stdin?: NodeJS.ReadableStream & { isTTY?: boolean } };

export const MODEL_NEEDED =
  'needs a model: set QUOIN_MODEL (e.g. openai:gpt-4.1-mini with OPENAI_API_KEY, or ' +
  'openai-compatible:llama3.1:8b with QUOIN_MODEL_BASE_URL), or QUOIN_MODEL=scripted:parser for an offline demo';

/** The configured model, or undefined offline. Model configuration errors name the variable to fix. */
export function modelFor(context: CliContext): AgentModel | undefined {
  return agentModelFromEnv(context.env, { cwd: context.cwd });
}

/** The model or a usage error saying which variable to set. */
export function requireModel(context: CliContext, what: string): AgentModel {
  const model = modelFor(context);
  if (!model) throw usageError(`${what} ${MODEL_NEEDED}`);
  return model;
}

/**
 * What agent runs share across a process, from the environment: budgets from QUOIN_MAX_RUN_USD/QUOIN_MAX_DAY_USD
 * (the day's spend kept in $QUOIN_HOME/spend.json, so the daily limit holds across commands and servers) and the
 * provider's rate limiter (QUOIN_MODEL_RPM/TPM; a 429's retry-after pauses it either way).
 */
export function agentLimitsFor(
  context: CliContext,
  model: AgentModel,
): Pick<AgentContext, 'budget' | 'rateLimiter'> {
  const limits = budgetLimitsFromEnv(context.env);
  const provider = model.label.split(':')[0] ?? model.label;
  return {
    ...(Object.keys(limits).length > 0
      ? { budget: { limits, ledger: new FileSpendLedger(join(quoinHome(context), 'spend.json')) } }
      : {}),
    rateLimiter: processRateLimits.limiterFor(provider, rateLimitFromEnv(context.env)),
  };
}

/** An agent context for one command: the model, the engine's data, and the process's budget and rate limiter. */
export function agentContextFor(
  context: CliContext,
  model: AgentModel,
  engine: { tradeRegistry: TradeRegistry; priceSource: PriceSource },
  onEvent?: (event: EstimatingEvent) => void,
): AgentContext {
  return {
    model,
    ...engine,
    now: () => new Date(),
    usage: emptyUsage(),
    ...agentLimitsFor(context, model),
    ...(onEvent ? { onEvent } : {}),
  };
}

/** True when a person can answer a question: stdin and stderr are terminals. */
export function canAsk(context: InteractiveContext): boolean {
  const stdin = context.stdin ?? process.stdin;
  return Boolean(stdin.isTTY && context.stderr.isTTY);
}

/** Asks a yes/no question on the terminal; anything but y/yes is no. */
export async function askYesNo(context: InteractiveContext, question: string): Promise<boolean> {
  const reader = createInterface({ input: context.stdin ?? process.stdin, output: context.stderr });
  try {
    const answer = await reader.question(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    reader.close();
  }
}
