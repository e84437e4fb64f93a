// `@quoin/testkit/process`: the real `quoin` as a child process, and waiting on states with a deadline. A light
// entry (Node built-ins only), so the browser tests take it without loading agents or the store.

export { QUOIN_BIN } from './process/quoin-bin.ts';
export { type QuoinRun, type RunQuoinOptions, runQuoin } from './process/run-quoin.ts';
export {
  LISTENING_LINE,
  type QuoinChild,
  type SpawnQuoinOptions,
  spawnQuoin,
} from './process/spawn-quoin.ts';
export { killHard, type SpawnedServe, spawnServe } from './process/spawn-serve.ts';
export { type WaitUntilOptions, waitUntil } from './wait/wait-until.ts';
