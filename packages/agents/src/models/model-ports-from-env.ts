import { createEmbeddingModel, embeddingConfigFromEnv } from './create-embedding-model.ts';
import { createLanguageModel } from './create-language-model.ts';
import { type Env, modelConfigFromEnv } from './model-config.ts';
import { costOfUsage, resolveModelPrice, tokensCostMicroUsd } from './model-prices.ts';
import { tokenUsageOf } from './token-usage.ts';

/** One model call's text and what it cost. */
export interface ModelPortReply {
  text: string;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** A text model behind one call (drawings' DrawingModel has this shape). */
export interface TextModelPort {
  generate(request: { system: string; prompt: string }): Promise<ModelPortReply>;
}

/** A vision model that describes one PNG (drawings' VisionPort has this shape). */
export interface ImageDescriberPort {
  model: string;
  describe(request: { png: Uint8Array; prompt: string }): Promise<ModelPortReply>;
}

/** An embedding model (drawings' EmbeddingPort has this shape). */
export interface TextEmbedderPort {
  model: string;
  embed(texts: readonly string[]): Promise<{ vectors: number[][]; inputTokens: number; costUsd: number }>;
}

/** `fetch` replaces the global one (tests replay recorded exchanges through it or a local server). */
export interface ModelPortOptions {
  fetch?: typeof globalThis.fetch;
}

// The AI SDK's call functions load on the first call, so a server that never asks a model never loads them.
const loadAi = () => import('ai');

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The answering model from QUOIN_MODEL (provider:model, priced by the price table); undefined offline or with a
 * scripted model, whose callers answer offline. The CLI and the server read the same variables through this.
 */
export function textModelFromEnv(env: Env, options: ModelPortOptions = {}): TextModelPort | undefined {
  const spec = env.QUOIN_MODEL?.trim();
  if (!spec || spec.startsWith('scripted:')) return undefined;
  const config = modelConfigFromEnv(env);
  const model = createLanguageModel(config, options);
  const price = resolveModelPrice(config.modelId, env, today());
  return {
    async generate({ system, prompt }) {
      const { generateText } = await loadAi();
      const result = await generateText({ model, system, prompt, temperature: 0 });
      const usage = tokenUsageOf(result.usage);
      return {
        text: result.text,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        costUsd: costOfUsage(usage, price) / 1_000_000,
      };
    },
  };
}

/**
 * The vision model from QUOIN_VISION_MODEL (provider:model; base URL QUOIN_VISION_BASE_URL else
 * QUOIN_MODEL_BASE_URL; price QUOIN_VISION_PRICE else the price table); undefined when none is configured.
 */
export function imageDescriberFromEnv(
  env: Env,
  options: ModelPortOptions = {},
): ImageDescriberPort | undefined {
  const spec = env.QUOIN_VISION_MODEL?.trim();
  if (!spec) return undefined;
  const visionEnv: Env = {
    ...env,
    QUOIN_MODEL: spec,
    QUOIN_MODEL_BASE_URL: env.QUOIN_VISION_BASE_URL?.trim() || env.QUOIN_MODEL_BASE_URL,
    QUOIN_MODEL_PRICE: env.QUOIN_VISION_PRICE?.trim() || env.QUOIN_MODEL_PRICE,
  };
  const config = modelConfigFromEnv(visionEnv);
  const model = createLanguageModel(config, options);
  const price = resolveModelPrice(config.modelId, visionEnv, today());
  return {
    model: `${config.provider}:${config.modelId}`,
    async describe({ png, prompt }) {
      const { generateText } = await loadAi();
      const result = await generateText({
        model,
        temperature: 0,
        maxRetries: 1,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: prompt },
              { type: 'image', image: png, mediaType: 'image/png' },
            ],
          },
        ],
      });
      const usage = tokenUsageOf(result.usage);
      return {
        text: result.text,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        costUsd: costOfUsage(usage, price) / 1_000_000,
      };
    },
  };
}

/**
 * The embedding model from QUOIN_EMBEDDING_MODEL (AI SDK `embedMany`), priced per input token; undefined when
 * none is configured (drawings are then searched lexically).
 */
export function textEmbedderFromEnv(env: Env, options: ModelPortOptions = {}): TextEmbedderPort | undefined {
  const config = embeddingConfigFromEnv(env);
  if (!config) return undefined;
  const model = createEmbeddingModel(config, options);
  return {
    model: `${config.provider}:${config.modelId}`,
    async embed(texts) {
      const { embedMany } = await loadAi();
      const result = await embedMany({ model, values: [...texts], maxRetries: 1 });
      const tokens = result.usage?.tokens ?? 0;
      return {
        vectors: result.embeddings,
        inputTokens: tokens,
        costUsd: tokensCostMicroUsd(tokens, config.usdPerMillionTokens) / 1_000_000,
      };
    },
  };
}
