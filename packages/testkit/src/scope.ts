// `@quoin/testkit/scope`: the scope reader's phrasing tables and held-out requests, kept apart from the main
// entry so core's scope tests load no agents, store or PDF code.

export { HELDOUT_REQUESTS, HELDOUT_ZIPS } from './scope/scope-heldout.ts';
export { lines, PHRASINGS } from './scope/scope-phrasings.ts';
