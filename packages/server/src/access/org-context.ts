import { QuoinError } from '@quoin/core';
import type { AppContext } from '../app-deps.ts';
import { drawingModelsOver } from '../drawings/drawing-models.ts';

const views = new WeakMap<AppContext, Map<string, AppContext>>();

/**
 * The app context one organisation's requests and jobs see: the same dependencies with the store scoped to it
 * (`store.forOrg`), so a route cannot reach another organisation's rows by forgetting a filter; its own
 * studio, tools (`toolsForOrg`, else none) and chat responder (`chatResponderForOrg`, else the app's).
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
    // The base tools read the default organisation's drawing sets: another organisation gets its own tools
    // (`toolsForOrg`) or none, never those.
    const { tools: _defaultOrgTools, ...shared } = context;
    // The studio, the tools and the chat's agents read agents, runs and drawings: each organisation gets them
    // over its own store.
    view = {
      ...shared,
      store,
      ...(context.agentStudio ? { agentStudio: context.agentStudio.forStore(store) } : {}),
      ...(context.toolsForOrg ? { tools: context.toolsForOrg(orgId) } : {}),
      ...(context.chatResponderForOrg ? { chatResponder: context.chatResponderForOrg(orgId) } : {}),
      // The drawing models' vectors and captions are the organisation's too.
      ...(context.drawingModels ? { drawingModels: drawingModelsOver(context.drawingModels, store) } : {}),
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
