import type { DrawingIndex } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/**
 * Loads drawing sets from the store for the tools: opened per call, closed before the tool answers. With an
 * organisation, only its sets (a server with accounts builds one loader per organisation).
 */
export function cliDrawingIndexLoader(
  context: CliContext,
  orgId?: string,
): (set?: string) => Promise<DrawingIndex> {
  return async (set) => {
    const [{ openStore, storeOptionsFromEnv }, { indexFor, loadDrawingSets }] = await Promise.all([
      import('@quoin/store'),
      import('@quoin/drawings'),
    ]);
    const store = await openStore(storeOptionsFromEnv(context.env));
    try {
      const view = orgId ? store.forOrg(orgId) : store;
      return indexFor(await loadDrawingSets(view.drawings, set));
    } finally {
      await store.close();
    }
  };
}
