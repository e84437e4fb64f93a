// `@quoin/testkit/census`: the scope reader's topic censuses (cost-guide topics read in a few phrasings each):
// the one census file format, validated at load, and the scoring of a phrasing that the census table test and
// `npm run census` share. No vitest here; the table test is `describeCensus` in `@quoin/testkit/reader`.

export {
  type CensusPhrasing,
  type CensusTopic,
  loadCensusFile,
  parseCensus,
} from './census/census-file.ts';
export { type CensusReading, readCensusPhrasing } from './census/read-census-phrasing.ts';
