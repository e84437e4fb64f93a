import type { CaptionCachePort, VisionPort } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/**
 * The vision model for sheet captions from QUOIN_VISION_MODEL (provider:model, the AI SDK through the agents'
 * provider factory; base URL QUOIN_VISION_BASE_URL else QUOIN_MODEL_BASE_URL; price QUOIN_VISION_PRICE else
 * the price table), with the store's caption cache; undefined when none is configured.
 */
export async function drawingVisionFromEnv(
  context: Pick<CliContext, 'env'>,
  cache: CaptionCachePort,
): Promise<{ vision: VisionPort; cache: CaptionCachePort } | undefined> {
  const spec = context.env.QUOIN_VISION_MODEL?.trim();
  if (!spec) return undefined;
  const [agents, { generateText }] = await Promise.all([import('@quoin/agents'), import('ai')]);
  const env = {
    ...context.env,
    QUOIN_MODEL: spec,
    QUOIN_MODEL_BASE_URL: context.env.QUOIN_VISION_BASE_URL?.trim() || context.env.QUOIN_MODEL_BASE_URL,
    QUOIN_MODEL_PRICE: context.env.QUOIN_VISION_PRICE?.trim() || context.env.QUOIN_MODEL_PRICE,
  };
  const config = agents.modelConfigFromEnv(env);
  const model = agents.createLanguageModel(config);
  const price = agents.resolveModelPrice(config.modelId, env, new Date().toISOString().slice(0, 10));
  return {
    cache,
    vision: {
      model: `${config.provider}:${config.modelId}`,
      async describe({ png, prompt }) {
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
        const usage = agents.tokenUsageOf(result.usage);
        return {
          text: result.text,
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          costUsd: agents.costOfUsage(usage, price) / 1_000_000,
        };
      },
    },
  };
}
