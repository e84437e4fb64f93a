import type { DrawingIndex } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/** Loads drawing sets from the store for the tools: opened per call, closed before the tool answers. */
export function cliDrawingIndexLoader(context: CliContext): (set?: string) => Promise<DrawingIndex> {
  return async (set) => {
    const [{ openStore, storeOptionsFromEnv }, { indexFor, loadDrawingSets }] = await Promise.all([
      import('@quoin/store'),
      import('@quoin/drawings'),
    ]);
    const store = await openStore(storeOptionsFromEnv(context.env));
    try {
      return indexFor(await loadDrawingSets(store.drawings, set));
    } finally {
      await store.close();
    }
  };
}
