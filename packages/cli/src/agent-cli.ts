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
 * An agent context for one command: the model, the engine's data, budgets from QUOIN_MAX_RUN_USD/QUOIN_MAX_DAY_USD
 * (the day's spend kept in $QUOIN_HOME/spend.json, so the daily limit holds across commands).
 */
export function agentContextFor(
  context: CliContext,
  model: AgentModel,
  engine: { tradeRegistry: TradeRegistry; priceSource: PriceSource },
  onEvent?: (event: EstimatingEvent) => void,
): AgentContext {
  const limits = budgetLimitsFromEnv(context.env);
  return {
    model,
    ...engine,
    now: () => new Date(),
    usage: emptyUsage(),
    ...(Object.keys(limits).length > 0
      ? { budget: { limits, ledger: new FileSpendLedger(join(quoinHome(context), 'spend.json')) } }
      : {}),
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
