import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { z } from 'zod';
import { createLanguageModel } from '../../models/create-language-model.ts';
import type { Env } from '../../models/model-config.ts';
import { modelConfigFromEnv } from '../../models/model-config.ts';
import { ModelConfigError } from '../../models/model-config-error.ts';
import type { ModelPrice } from '../../models/model-prices.ts';
import { resolveModelPrice } from '../../models/model-prices.ts';
import { parserResponder } from '../scripted-models/parser-responder.ts';
import {
  replayResponder,
  ScriptedLanguageModel,
  type ScriptedReply,
} from '../scripted-models/scripted-model.ts';

/** The model the estimating agents call, with its price and a name to show. */
export interface AgentModel {
  model: LanguageModelV3;
  price: ModelPrice;
  /** `openai:gpt-4.1-mini`, `scripted:parser` … */
  label: string;
}

export const SCRIPTED_PRICE: ModelPrice = {
  inputUsdPerMillionTokens: 0,
  cachedInputUsdPerMillionTokens: 0,
  outputUsdPerMillionTokens: 0,
  effectiveDate: '2026-01-01',
  source: 'scripted model (no provider, no cost)',
};

const replySchema = z.strictObject({
  text: z.string().optional(),
  toolCalls: z.array(z.strictObject({ toolName: z.string(), input: z.unknown() })).optional(),
});

function scriptedModel(name: string, cwd: string): ScriptedLanguageModel {
  if (name === 'parser') return new ScriptedLanguageModel('parser', parserResponder());
  let replies: ScriptedReply[];
  try {
    replies = z.array(replySchema).parse(JSON.parse(readFileSync(resolve(cwd, name), 'utf8')));
  } catch (error) {
    throw new ModelConfigError(
      'QUOIN_MODEL',
      `QUOIN_MODEL=scripted:${name}: expected "scripted:parser" or a JSON file of replies ([{ "text", "toolCalls" }]): ${(error as Error).message}`,
    );
  }
  return new ScriptedLanguageModel(name, replayResponder(replies));
}

/**
 * The configured model, or undefined when QUOIN_MODEL is unset (offline mode). Besides the providers of
 * `modelConfigFromEnv`, `QUOIN_MODEL=scripted:parser` selects a model played by the deterministic scope parser
 * (demos, the eval and the bench, no network), and `scripted:FILE.json` replays a file of replies in order.
 */
export function agentModelFromEnv(
  env: Env,
  options: { cwd?: string; today?: string } = {},
): AgentModel | undefined {
  const spec = env.QUOIN_MODEL?.trim();
  if (!spec) return undefined;
  if (spec.startsWith('scripted:')) {
    const name = spec.slice('scripted:'.length).trim();
    return { model: scriptedModel(name, options.cwd ?? process.cwd()), price: SCRIPTED_PRICE, label: spec };
  }
  const config = modelConfigFromEnv(env);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  return {
    model: createLanguageModel(config),
    price: resolveModelPrice(config.modelId, env, today),
    label: `${config.provider}:${config.modelId}`,
  };
}
