import type { Store } from '@quoin/store';
import { afterAll, beforeAll, describe } from 'vitest';
import { accountsContractTests } from './accounts-contract.ts';
import { agentStudioContractTests } from './agent-studio-contract.ts';
import { changesContractTests } from './changes-contract.ts';
import { companyContractTests } from './company-contract.ts';
import { drawingContractTests } from './drawing-contract.ts';
import { estimateContractTests } from './estimate-contract.ts';
import { intakeContractTests } from './intake-contract.ts';
import { sideRepositoriesContractTests } from './side-repositories-contract.ts';
import { tenancyContractTests } from './tenancy-contract.ts';

export { buildGoldenEstimate } from './contract-fixtures.ts';

/**
 * The repository contract every driver must pass: call it from each driver's test file with a factory for a
 * fresh, migrated store. One store per suite (PGlite takes 1–2 s to create), so every test uses its own ids.
 */
export function describeRepositoryContract(driverName: string, openTestStore: () => Promise<Store>): void {
  describe(`store contract (${driverName})`, () => {
    let store: Store | undefined;
    const getStore = (): Store => {
      if (!store) throw new Error('the contract store did not open');
      return store;
    };
    beforeAll(async () => {
      store = await openTestStore();
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    estimateContractTests(getStore);
    sideRepositoriesContractTests(getStore);
    agentStudioContractTests(getStore);
    drawingContractTests(getStore);
    intakeContractTests(getStore);
    companyContractTests(getStore);
    accountsContractTests(getStore);
    tenancyContractTests(getStore);
    changesContractTests(getStore);
  });
}
