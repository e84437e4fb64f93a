import type { Store } from '@quoin/store';
import { expect, it } from 'vitest';
import { ALICE, buildGoldenEstimate } from './contract-fixtures.ts';

/** Contract tests of the company profile repository (issue #15). */
export function companyContractTests(getStore: () => Store): void {
  it('keeps one company profile, replaced whole, and refuses an invalid one', async () => {
    const store = getStore();
    expect(await store.company.get()).toBeUndefined();
    const first = await store.company.set({
      name: 'Oak & Sons Remodeling',
      licenseNumber: 'CSLB 1045521',
      address: '12 Elm St\nSan Diego, CA 92101',
      depositPercent: 10,
      paymentSchedule: [
        { label: 'Rough-in complete', percent: 40 },
        { label: 'Final walkthrough', percent: 50 },
      ],
      proposalShowsMarkups: false,
      logo: { mediaType: 'image/png', dataBase64: 'iVBORw0KGgo=' },
    });
    expect(await store.company.get()).toEqual(first);
    await store.company.set({
      name: 'Oak Remodeling',
      depositPercent: 0,
      paymentSchedule: [],
      proposalShowsMarkups: true,
    });
    expect(await store.company.get()).toEqual({
      name: 'Oak Remodeling',
      depositPercent: 0,
      paymentSchedule: [],
      proposalShowsMarkups: true,
    });
    await expect(
      store.company.set({
        name: 'Bad schedule',
        depositPercent: 30,
        paymentSchedule: [{ label: 'Completion', percent: 50 }],
        proposalShowsMarkups: false,
      }),
    ).rejects.toThrow(/add up to 80%/);
    expect((await store.company.get())?.name).toBe('Oak Remodeling');
  });

  it('keeps the estimate header and gives estimate numbers in sequence', async () => {
    const store = getStore();
    const first = await store.estimateNumbers.next();
    expect(await store.estimateNumbers.next()).toBe(first + 1);
    const estimate = await buildGoldenEstimate('lvp-flooring', 'header-est-1');
    const header = {
      clientName: 'Dana Whitfield',
      clientContact: '(619) 555-0199',
      jobAddress: '48 Palm Ave, San Diego, CA 92101',
      estimateNumber: first,
      issuedOn: '2026-11-25',
      validityDays: 45,
    };
    await store.estimates.saveEstimate({ ...estimate, header }, ALICE);
    expect((await store.estimates.getEstimate('header-est-1'))?.header).toEqual(header);
    const updated = await store.estimates.updateEstimate(
      'header-est-1',
      1,
      (current) => ({ ...current, header: { ...header, clientName: 'Dana W.' } }),
      ALICE,
    );
    expect(updated.header?.clientName).toBe('Dana W.');
  });
}
