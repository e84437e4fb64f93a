import { QuoinError } from '@quoin/core';
import type { AppContext } from '../app-deps.ts';

const views = new WeakMap<AppContext, Map<string, AppContext>>();

/**
 * The app context one organisation's requests see: the same dependencies with the store scoped to it
 * (`store.forOrg`), so a route cannot reach another organisation's rows by forgetting a filter.
 */
export function orgContextOf(context: AppContext, orgId: string): AppContext {
  if (orgId === context.store.orgId) return context;
  let byOrg = views.get(context);
  if (!byOrg) {
    byOrg = new Map();
    views.set(context, byOrg);
  }
  let view = byOrg.get(orgId);
  if (!view) {
    const base = context;
    const store = context.store.forOrg(orgId);
    // The studio and the tools read agents, runs and drawings: each organisation gets them over its own store.
    view = {
      ...context,
      store,
      ...(context.agentStudio ? { agentStudio: context.agentStudio.forStore(store) } : {}),
      ...(context.toolsForOrg ? { tools: context.toolsForOrg(orgId) } : {}),
    };
    // The log is the app's, set after the context is made; read it through.
    Object.defineProperty(view, 'log', { get: () => base.log });
    byOrg.set(orgId, view);
  }
  return view;
}

/** NOT_FOUND unless the estimate belongs to the context's organisation (another's reads as absent). */
export async function assertEstimateInOrg(context: AppContext, estimateId: string): Promise<void> {
  if (!(await context.store.estimates.hasEstimate(estimateId))) {
    throw new QuoinError('NOT_FOUND', `No estimate with id ${estimateId}.`, {
      kind: 'estimate',
      id: estimateId,
    });
  }
}
