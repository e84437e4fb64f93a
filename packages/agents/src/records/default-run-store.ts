import type { RunStore } from './file-run-store.ts';

let processStore: RunStore | undefined;

/**
 * Where runs record when their caller names no store. The CLI, as the composition root, sets it to
 * `$QUOIN_HOME/runs` once at start, so runs deep inside a pipeline are recorded without threading a store
 * through every agent.
 */
export function setDefaultRunStore(store: RunStore | undefined): void {
  processStore = store;
}

export function defaultRunStore(): RunStore | undefined {
  return processStore;
}
