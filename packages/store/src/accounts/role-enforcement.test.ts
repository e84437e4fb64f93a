import { buildGoldenEstimate } from '@quoin/testkit/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../open-store.ts';
import { actAs } from './acting-user.ts';
import type { Role } from './roles.ts';

// The repositories hold each write to the acting role themselves (issue 20): whatever route, socket, tool or
// job reaches them, a viewer cannot edit and an estimator cannot manage people, agents, keys or the company.
let store: Store;
let serial = 0;
const ALICE = { actor: 'alice' };

beforeAll(async () => {
  store = await openStore({ inMemory: true });
}, 60_000);
afterAll(() => store?.close());

const next = () => `${++serial}`;
const agentConfig = (name: string) => ({
  name,
  category: 'Analysis',
  description: 'Checks an estimate',
  promptTemplate: [{ id: 'ask', text: 'List what is missing.' }],
  flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }],
});
async function storedEstimate(): Promise<{ id: string; version: number }> {
  const saved = await store.estimates.saveEstimate(
    await buildGoldenEstimate('deck', `est-role-${next()}`),
    ALICE,
  );
  return { id: saved.id, version: saved.version };
}

type Attempt = () => Promise<unknown>;
const ACTIONS: Record<string, () => Promise<Attempt>> = {
  'read an estimate': async () => {
    const { id } = await storedEstimate();
    return () => store.estimates.getEstimate(id);
  },
  'create an estimate': async () => {
    const estimate = await buildGoldenEstimate('deck', `est-role-${next()}`);
    return () => store.estimates.saveEstimate(estimate, ALICE);
  },
  'edit an estimate': async () => {
    const { id, version } = await storedEstimate();
    return () => store.estimates.updateEstimate(id, version, { title: 'Edited' }, ALICE);
  },
  'delete an estimate': async () => {
    const { id } = await storedEstimate();
    return () => store.estimates.deleteEstimate(id, ALICE);
  },
  'mark an estimate sent': async () => {
    const { id, version } = await storedEstimate();
    return () => store.estimates.updateEstimate(id, version, { lifecycleState: 'sent' }, ALICE);
  },
  'create an agent': async () => {
    const name = `agent-${next()}`;
    return () => store.agents.create(agentConfig(name), ALICE);
  },
  'invite a colleague': async () => {
    const email = `colleague-${next()}@example.com`;
    const expiresAt = new Date(Date.now() + 86_400_000);
    return () => store.invitations.invite({ orgId: store.orgId, email, role: 'viewer', expiresAt }, ALICE);
  },
  'set a provider key': async () => () => store.secrets.set(`KEY_${next()}`, 'sk-test', ALICE),
  'set the company profile': async () => () =>
    store.company.set({ name: 'Oak', depositPercent: 0, paymentSchedule: [], proposalShowsMarkups: true }),
  'read the audit log': async () => () => store.auditLog.list({}),
};

// [action, the weakest role that may take it]
const WEAKEST: [string, Role][] = [
  ['read an estimate', 'viewer'],
  ['create an estimate', 'estimator'],
  ['edit an estimate', 'estimator'],
  ['delete an estimate', 'estimator'],
  ['mark an estimate sent', 'admin'],
  ['create an agent', 'admin'],
  ['invite a colleague', 'admin'],
  ['set a provider key', 'admin'],
  ['set the company profile', 'admin'],
  ['read the audit log', 'admin'],
];
const ORDER: Role[] = ['viewer', 'estimator', 'admin', 'owner'];
const cases = WEAKEST.flatMap(([action, weakest]) =>
  ORDER.map((role) => [action, role, ORDER.indexOf(role) >= ORDER.indexOf(weakest)] as const),
);

describe('roles in the repositories', () => {
  it('covers every action of the table', () => {
    expect(WEAKEST.map(([action]) => action).sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  it.each(cases)('%s as %s: allowed %s', async (action, role, allowed) => {
    const attempt = await ACTIONS[action]!();
    const result = actAs(`${role}@example.com`, attempt, role);
    if (allowed) await expect(result).resolves.not.toThrow();
    else await expect(result).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets a sent estimate be edited by an estimator (only marking it sent is the manager’s)', async () => {
    const { id, version } = await storedEstimate();
    const sent = await store.estimates.updateEstimate(id, version, { lifecycleState: 'sent' }, ALICE);
    const edited = actAs(
      'estimator@example.com',
      () => store.estimates.updateEstimate(id, sent.version, { title: 'Change order' }, ALICE),
      'estimator',
    );
    await expect(edited).resolves.toMatchObject({ title: 'Change order', lifecycleState: 'sent' });
  });
});
