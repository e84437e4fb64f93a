import type { DrawingModel } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/**
 * The model for drawing questions from QUOIN_MODEL (AI SDK through the agents' provider factory), priced by
 * the agents' price table; undefined offline or with a scripted model (those answer offline).
 */
export async function drawingModelFromEnv(
  context: Pick<CliContext, 'env'>,
): Promise<DrawingModel | undefined> {
  const spec = context.env.QUOIN_MODEL;
  if (!spec || spec.startsWith('scripted:')) return undefined;
  const [agents, { generateText }] = await Promise.all([import('@quoin/agents'), import('ai')]);
  const config = agents.modelConfigFromEnv(context.env);
  const model = agents.createLanguageModel(config);
  const price = agents.resolveModelPrice(config.modelId, context.env, new Date().toISOString().slice(0, 10));
  return {
    async generate({ system, prompt }) {
      const result = await generateText({ model, system, prompt, temperature: 0 });
      const usage = agents.tokenUsageOf(result.usage);
      return {
        text: result.text,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        costUsd: agents.costOfUsage(usage, price) / 1_000_000,
      };
    },
  };
}
