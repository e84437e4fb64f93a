// `@quoin/testkit/reader`: the scope reader's table-test helpers (vitest), shared by core's reader tests: what a
// text reads as, its estimate's total, the part-not-its-system and priced-in-band tables, and the census table.

export { type CensusTable, describeCensus } from './reader/describe-census.ts';
export { estimateText, readCounts, readKinds, readLines, readQuantities } from './reader/read-text.ts';
export { kindNotNeighbour, partNotSystem, pricedInBand, warmUpReader } from './reader/reader-tables.ts';
