// `@quoin/testkit/store`: the store's contract suites (vitest), run against every driver.

export { sampleAgentConfig, sampleRun } from './store/agent-studio-contract.ts';
export { buildGoldenEstimate, describeRepositoryContract } from './store/repository-contract.ts';
export {
  describeNeedsPostgres,
  dropSchemas,
  testDatabaseUrl,
  uniqueSchemaName,
} from './store/test-postgres.ts';
