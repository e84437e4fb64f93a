import { briefSchema, emptyBrief } from '@quoin/protocol';
import type { Store } from '@quoin/store';
import { expect, it } from 'vitest';
import { ALICE, buildGoldenEstimate, expectCode } from './contract-fixtures.ts';

/** Contract tests of the intake interview repository (issue #17). */
export function intakeContractTests(getStore: () => Store): void {
  it('keeps an interview and its brief, updates it per turn, and finds the estimate brief', async () => {
    const store = getStore();
    await store.estimates.saveEstimate(await buildGoldenEstimate('lvp-flooring', 'intake-est-1'), ALICE);
    const created = await store.intakeSessions.create({
      id: 'intake-1',
      estimateId: 'intake-est-1',
      mode: 'quick',
      status: 'interviewing',
      state: { turn: 0, pending: { kind: 'domain', domain: 'project' } },
      brief: emptyBrief(),
    });
    expect(created).toMatchObject({
      id: 'intake-1',
      estimateId: 'intake-est-1',
      mode: 'quick',
      status: 'interviewing',
    });
    const brief = briefSchema.parse({
      keepItems: [{ text: 'fridge', source: 'said' }],
      finishLevel: { value: 'standard', source: 'inferred' },
      domainsCovered: ['keep'],
    });
    const updated = await store.intakeSessions.update('intake-1', {
      status: 'confirmed',
      state: { turn: 3 },
      brief,
    });
    expect(updated.brief).toEqual(brief);
    expect((await store.intakeSessions.get('intake-1'))?.state).toEqual({ turn: 3 });
    await store.intakeSessions.create({
      id: 'intake-2',
      estimateId: 'intake-est-1',
      mode: 'full',
      status: 'interviewing',
      state: {},
      brief: emptyBrief(),
    });
    // The confirmed interview's brief wins over a later unfinished one.
    expect(await store.intakeSessions.briefForEstimate('intake-est-1')).toEqual(brief);
    expect(await store.intakeSessions.briefForEstimate('no-such-estimate')).toBeUndefined();
    expect(await store.intakeSessions.get('no-such-intake')).toBeUndefined();
  });

  it('refuses an unknown interview, a duplicate id and an unknown estimate', async () => {
    const store = getStore();
    await expectCode(
      store.intakeSessions.update('no-such', { status: 'summary', state: {}, brief: emptyBrief() }),
      'NOT_FOUND',
    );
    await store.intakeSessions.create({
      id: 'intake-dup',
      mode: 'open',
      status: 'interviewing',
      state: {},
      brief: emptyBrief(),
    });
    await expectCode(
      store.intakeSessions.create({
        id: 'intake-dup',
        mode: 'open',
        status: 'interviewing',
        state: {},
        brief: emptyBrief(),
      }),
      'ALREADY_EXISTS',
    );
    await expectCode(
      store.intakeSessions.create({
        id: 'intake-x',
        estimateId: 'missing-est',
        mode: 'open',
        status: 'interviewing',
        state: {},
        brief: emptyBrief(),
      }),
      'NOT_FOUND',
    );
  });
}
