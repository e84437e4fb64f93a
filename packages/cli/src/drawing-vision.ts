import type { CaptionCachePort, VisionPort } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/**
 * The vision model for sheet captions from QUOIN_VISION_MODEL (the agents' imageDescriberFromEnv, which the
 * server uses too), with the store's caption cache; undefined when none is configured.
 */
export async function drawingVisionFromEnv(
  context: Pick<CliContext, 'env'>,
  cache: CaptionCachePort,
): Promise<{ vision: VisionPort; cache: CaptionCachePort } | undefined> {
  if (!context.env.QUOIN_VISION_MODEL?.trim()) return undefined;
  const agents = await import('@quoin/agents');
  const vision = agents.imageDescriberFromEnv(context.env);
  return vision ? { vision, cache } : undefined;
}
