import type { DrawingModel } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/**
 * The model for drawing questions from QUOIN_MODEL (the agents' textModelFromEnv, which the server uses too);
 * undefined offline or with a scripted model (those answer offline). Agents load on first use.
 */
export async function drawingModelFromEnv(
  context: Pick<CliContext, 'env'>,
): Promise<DrawingModel | undefined> {
  const spec = context.env.QUOIN_MODEL;
  if (!spec || spec.startsWith('scripted:')) return undefined;
  const agents = await import('@quoin/agents');
  return agents.textModelFromEnv(context.env);
}
