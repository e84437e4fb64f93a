import type { Store } from '@quoin/store';
import { describe, expect, it } from 'vitest';
import type { AppContext, ToolCatalog } from '../app-deps.ts';
import type { AgentStudioService } from '../studio/agent-studio-service.ts';
import { orgContextOf } from './org-context.ts';

// Each organisation's requests get every tenant-reading dependency over its own store view: the store, the
// agent studio and the tool registry (whose drawing tools read drawing sets).
function fakeContext(): AppContext {
  const views = new Map<string, Store>();
  const store = {
    orgId: 'org-default',
    forOrg(orgId: string) {
      if (!views.has(orgId)) views.set(orgId, { orgId } as Store);
      return views.get(orgId)!;
    },
  } as unknown as Store;
  const tools = (orgId: string): ToolCatalog => ({
    list: () => [{ name: `tools-of-${orgId}` } as ReturnType<ToolCatalog['list']>[number]],
    execute: async () => ({ status: 'ok' }) as unknown as Awaited<ReturnType<ToolCatalog['execute']>>,
  });
  const studio = {
    store,
    forStore: (scoped: Store) => ({ store: scoped }) as unknown as AgentStudioService,
  } as unknown as AgentStudioService;
  return {
    store,
    agentStudio: studio,
    tools: tools('base'),
    toolsForOrg: tools,
    log: { error: () => {} },
  } as unknown as AppContext;
}

describe('orgContextOf', () => {
  it('gives another organisation its own store, studio and tools, made once', () => {
    const context = fakeContext();
    const birch = orgContextOf(context, 'org-birch');
    expect(birch.store.orgId).toBe('org-birch');
    expect(birch.agentStudio?.store.orgId).toBe('org-birch');
    expect(birch.tools?.list().map((tool) => tool.name)).toEqual(['tools-of-org-birch']);
    expect(orgContextOf(context, 'org-birch')).toBe(birch);
  });

  it("gives another organisation no tools rather than the default organisation's, without toolsForOrg", () => {
    const { toolsForOrg: _perOrg, ...context } = fakeContext();
    expect(orgContextOf(context as AppContext, 'org-birch').tools).toBeUndefined();
    expect(context.tools?.list().map((tool) => tool.name)).toEqual(['tools-of-base']);
  });

  it('gives another organisation its own chat responder when there is one per organisation', () => {
    const responderOf = (orgId: string) => Object.assign(async function* () {}, { orgId });
    const context = { ...fakeContext(), chatResponderForOrg: responderOf } as unknown as AppContext;
    const birch = orgContextOf(context, 'org-birch');
    expect((birch.chatResponder as unknown as { orgId: string }).orgId).toBe('org-birch');
  });

  it("answers the store's own organisation with the context itself", () => {
    const context = fakeContext();
    expect(orgContextOf(context, 'org-default')).toBe(context);
  });
});
