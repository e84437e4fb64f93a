import type { Estimate } from '@quoin/core';
import type { AppContext } from '../app-deps.ts';

/**
 * The estimate as it was before a plan's execution, remembered once for undo, so the workspace's Undo takes
 * back a whole approved plan's execution in one step (issue #15), not one group at a time. A run that crashed
 * after remembering and before its first checkpoint remembers nothing twice.
 */
export async function rememberBeforePlan(
  context: AppContext,
  before: Estimate,
  actor: string,
): Promise<void> {
  const latest = await context.store.estimateHistory.latest(before.id);
  if (latest?.estimate.version === before.version) return;
  await context.store.estimateHistory.remember(before, actor);
}
