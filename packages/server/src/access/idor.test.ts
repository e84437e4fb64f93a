import { randomBytes } from 'node:crypto';
import { sampleAgentConfig, sampleRun } from '@quoin/testkit/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from '../test-support/test-app.ts';
import { bearer, createAccountsApp, type OrgFixture, seedOrg } from './access-fixtures.ts';

// Organisation A adopts the default organisation (as `quoin accounts create-org` does first); B is a second
// tenant. B's owner walks every operation of the OpenAPI document with A's ids and must reach nothing of A's.
let test: TestApp;
let alder: OrgFixture;
let birch: OrgFixture;
const ids = {
  estimate: '',
  group: '',
  item: '',
  token: '',
  intake: '',
  upload: '',
  version: 0,
  template: '',
};
// A's drawing set, question, agent, run and company: every tenant-owned kind of row, not only estimates.
const ALDER = {
  setId: 'dset-alder',
  setName: 'alder-secret-house',
  questionId: 'q-alder',
  agent: 'alder-secret-agent',
  runId: 'run-alder',
  company: 'Alder Secret Remodeling',
};

async function asAlder(method: 'POST', url: string, payload: object) {
  const response = await test.app.inject({ method, url, payload, headers: bearer(alder.tokens.owner) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

beforeAll(async () => {
  test = await createAccountsApp();
  alder = await seedOrg(test, 'Alder', true);
  birch = await seedOrg(test, 'Birch');
  const created = await asAlder('POST', '/api/estimates', { title: 'Alder secret kitchen' });
  ids.estimate = created.estimate.id;
  const group = await asAlder('POST', `/api/estimates/${ids.estimate}/groups`, {
    version: created.estimate.version,
    name: 'Tile',
  });
  ids.group = group.estimate.groups[0].id;
  const item = await asAlder('POST', `/api/estimates/${ids.estimate}/groups/${ids.group}/items`, {
    version: group.estimate.version,
    type: 'assembly',
    title: 'Floor tile',
    quantity: 40,
    uom: 'sq_ft',
    rateCents: 900,
  });
  ids.item = item.estimate.groups[0].items[0].id;
  ids.version = item.estimate.version;
  ids.token = (await asAlder('POST', '/api/tokens', { scope: 'read', name: 'alder books' })).summary.id;
  ids.intake = (await asAlder('POST', '/api/intake', { mode: 'quick', estimateId: ids.estimate })).id;
  await seedAlderRows();
  ids.template = (
    await asAlder('POST', `/api/estimates/${ids.estimate}/template`, {
      name: 'Alder secret kitchen template',
    })
  ).template.id;
}, 60_000);

/** A's rows of every other tenant-owned kind, written through A's view of the store and A's routes. */
async function seedAlderRows(): Promise<void> {
  const store = test.store.forOrg(alder.orgId);
  const actor = { actor: alder.emails.owner };
  await store.drawings.saveSet(
    {
      id: ALDER.setId,
      name: ALDER.setName,
      revision: 1,
      sha256: randomBytes(32).toString('hex'),
      fileName: 'alder.pdf',
      pageCount: 1,
      estimateId: ids.estimate,
      sheets: [
        {
          page: 1,
          number: 'A-101',
          title: 'Alder floor plan',
          textClass: 'text',
          document: { page: 1, regions: [], snippets: [] },
          regions: [],
        },
      ],
    },
    actor,
  );
  await store.drawings.recordQuestion(
    {
      id: ALDER.questionId,
      question: 'How many doors?',
      setVersion: `${ALDER.setId}@1`,
      answer: { text: 'four' },
      abstained: false,
      intent: 'count',
      latencyMs: 1,
      usage: { modelCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 },
    },
    actor,
  );
  const upload = await store.uploads.recordUpload(
    {
      estimateId: ids.estimate,
      sha256: randomBytes(32).toString('hex'),
      mediaType: 'image/png',
      sizeBytes: 8,
    },
    actor,
  );
  ids.upload = upload.id;
  await asAlder('POST', '/api/agents', { config: sampleAgentConfig(ALDER.agent), note: 'alder only' });
  await store.agentRuns.record(
    sampleRun({ id: ALDER.runId, agentName: ALDER.agent, estimateId: ids.estimate }),
  );
  const company = await test.app.inject({
    method: 'PATCH',
    url: '/api/company',
    payload: { name: ALDER.company },
    headers: bearer(alder.tokens.owner),
  });
  expect(company.statusCode, company.body).toBe(200);
}
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await test?.close();
});

/** A's id for each path parameter of the document. */
function alderParam(name: string): string {
  const values: Record<string, string> = {
    id: ids.estimate,
    groupId: ids.group,
    itemId: ids.item,
    materialId: 'mat-1',
    uploadId: ids.upload,
    setId: ALDER.setId,
    page: '1',
    questionId: ALDER.questionId,
    name: ALDER.agent,
    version: '1',
    runId: ALDER.runId,
    intakeId: ids.intake,
    tokenId: ids.token,
    number: '1',
    templateId: ids.template,
    shareId: 'shr-1',
    // A proposal link's token is its own credential (public routes): B holds none of A's.
    token: `qp_${'z'.repeat(43)}`,
  };
  const value = values[name];
  if (value === undefined) throw new Error(`the IDOR walk has no value for path parameter ${name}`);
  return value;
}

// Bodies a member of A would send, so a 400 never stands in for the access check.
const BODIES: Record<string, object> = {
  updateEstimate: { version: 3, title: 'Taken over' },
  createGroup: { version: 3, name: 'Stolen' },
  updateGroup: { version: 3, name: 'Stolen' },
  createLineItem: { version: 3, type: 'assembly', title: 'x', quantity: 1, uom: 'each', rateCents: 1 },
  updateLineItem: { version: 3, title: 'Stolen' },
  createMaterial: { version: 3, name: 'x', priceCents: 1, packages: 1 },
  updateMaterial: { version: 3, name: 'x' },
  createShoppingList: {},
  duplicateEstimate: {},
  createEstimate: { title: 'Birch own' },
  createInvitation: { email: 'someone@birch.example', role: 'viewer' },
  createToken: { scope: 'read' },
  askDrawings: { question: 'how many doors', set: 'dset-alder' },
  answerIntake: { answer: 'a deck' },
  callTool: { args: { estimateId: 'est-1' } },
  publishAgent: { version: 1 },
  rollbackAgent: { version: 1 },
  runAgent: { input: {} },
  recordDrawingFeedback: { feedback: 'down', note: 'taken' },
  saveAgent: { config: sampleAgentConfig('alder-secret-agent', 'taken over'), note: 'x' },
  updateCompanyProfile: { name: 'Birch took the letterhead' },
  markEstimateSent: { version: 3 },
  updateChangeOrder: { title: 'Stolen' },
  decideChangeOrder: { version: 3, decision: 'approve' },
  saveEstimateTemplate: { name: 'Stolen' },
  startEstimateFromTemplate: { title: 'Stolen' },
  signClientProposal: { estimateVersion: 1, name: 'Birch Owner' },
};

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

async function operations(): Promise<Operation[]> {
  const document = (await test.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId,
    })),
  );
}

describe('no cross-tenant read or write (IDOR walk of the OpenAPI document)', () => {
  it('answers B nothing of A through any route', async () => {
    const walked = await operations();
    expect(walked.length).toBeGreaterThan(50);
    // Group and line ids are the engine's short ids ("g-4"): looked for as JSON strings, so a random uuid that
    // happens to contain the same characters ("org-4d…") is not taken for a leak.
    // Ids an error may echo back (it names what was asked for), then what nothing may show at all.
    const echoable = [
      ids.estimate,
      JSON.stringify(ids.group),
      JSON.stringify(ids.item),
      ids.token,
      ids.upload,
      ALDER.setId,
      ALDER.questionId,
      ALDER.agent,
      ALDER.runId,
    ];
    const neverShown = [
      'Alder secret kitchen',
      alder.emails.owner,
      ALDER.setName,
      'Alder floor plan',
      ALDER.company,
    ];
    const seen: string[] = [];
    for (const operation of walked) {
      const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(alderParam(name)),
      );
      const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const response = await test.app.inject({
        method: operation.method as 'GET',
        url: operation.operationId === 'listAudit' ? `${url}?estimateId=${ids.estimate}` : url,
        headers: bearer(birch.tokens.owner),
        ...(operation.method === 'GET' || operation.method === 'DELETE'
          ? {}
          : {
              payload:
                operation.operationId === 'createIntake'
                  ? { mode: 'quick', estimateId: ids.estimate }
                  : (BODIES[operation.operationId] ?? {}),
            }),
      });
      seen.push(`${operation.method} ${operation.path} ${response.statusCode}`);
      // An error may echo the id asked about; it must not tell anything else of A.
      const leakable = response.statusCode >= 400 ? neverShown : [...echoable, ...neverShown];
      for (const secret of leakable) {
        expect(response.body, `${operation.operationId} leaked ${secret}`).not.toContain(secret);
      }
      // A route that names one of A's resources must refuse it; a list or create acts on B's own rows.
      if (names.length > 0) {
        expect(response.statusCode, `${operation.operationId}: ${response.body}`).toBeGreaterThanOrEqual(400);
      }
      if (operation.path.startsWith('/api/estimates/{id}') || operation.operationId === 'createIntake') {
        expect(response.statusCode, `${operation.operationId}: ${response.body}`).toBe(404);
      }
    }
    // A's estimate is as A left it, and A's token still works.
    const mine = await test.app.inject({
      url: `/api/estimates/${ids.estimate}`,
      headers: bearer(alder.tokens.viewer),
    });
    expect(mine.json().estimate).toMatchObject({ version: ids.version, title: 'Alder secret kitchen' });
    const tokens = await test.app.inject({ url: '/api/tokens', headers: bearer(alder.tokens.owner) });
    expect(tokens.json().tokens.find((t: { id: string }) => t.id === ids.token).revokedAt).toBeUndefined();
    expect(seen.length).toBe(walked.length);
    // A's other rows are as A left them.
    const agent = await test.app.inject({
      url: `/api/agents/${ALDER.agent}`,
      headers: bearer(alder.tokens.viewer),
    });
    expect(agent.json().agent).toMatchObject({ latestVersion: 1 });
    const company = await test.app.inject({ url: '/api/company', headers: bearer(alder.tokens.viewer) });
    expect(company.json().profile.name).toBe(ALDER.company);
    const question = await test.store.forOrg(alder.orgId).drawings.getQuestion(ALDER.questionId);
    expect(question?.feedback).toBeUndefined();
  }, 120_000);

  it.each([
    ['/api/drawing-sets', ALDER.setId],
    [`/api/drawing-sets?estimateId=${'{estimate}'}`, ALDER.setId],
    ['/api/agents', ALDER.agent],
    ['/api/agent-runs', ALDER.runId],
    [`/api/agent-runs?agent=${ALDER.agent}`, ALDER.runId],
    ['/api/company', ALDER.company],
  ])("lists %s to B without A's rows, and to A with them", async (path, secret) => {
    const url = path.replace('{estimate}', ids.estimate);
    const birchList = await test.app.inject({ url, headers: bearer(birch.tokens.admin) });
    expect(birchList.statusCode, birchList.body).toBe(200);
    expect(birchList.body).not.toContain(secret);
    const alderList = await test.app.inject({ url, headers: bearer(alder.tokens.admin) });
    expect(alderList.body).toContain(secret);
  });

  it('lists to each organisation only its own estimates and audit rows', async () => {
    const birchList = await test.app.inject({ url: '/api/estimates', headers: bearer(birch.tokens.viewer) });
    expect(birchList.json().items.map((item: { id: string }) => item.id)).not.toContain(ids.estimate);
    const alderList = await test.app.inject({ url: '/api/estimates', headers: bearer(alder.tokens.viewer) });
    expect(alderList.json().items.map((item: { id: string }) => item.id)).toContain(ids.estimate);
    const birchAudit = await test.app.inject({ url: '/api/audit', headers: bearer(birch.tokens.admin) });
    expect(birchAudit.body).not.toContain(ids.estimate);
  });
});

describe('WebSocket', () => {
  let base = '';
  beforeAll(async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  function open(path: string, headers: Record<string, string>) {
    const socket = new WebSocket(`${base}${path}`, { headers });
    sockets.push(socket);
    const events: { type: string; code?: string }[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const opened = new Promise<'open' | number>((resolve) => {
      socket.once('open', () => resolve('open'));
      socket.once('unexpected-response', (request, response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      socket.once('error', () => resolve(0));
    });
    return { socket, events, closed, opened };
  }

  // Generous: CI runs two suites at once on a loaded 2-core machine. `poke` is retried while waiting.
  async function until(check: () => boolean, what: string, poke?: () => Promise<void>) {
    for (let waited = 0; waited < 30_000; waited += 50) {
      if (check()) return;
      if (poke && waited % 1000 === 0) await poke();
      if (check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it("treats A's estimate as absent for B's token and refuses no token at all", async () => {
    const probe = open(`/ws/${ids.estimate}`, bearer(birch.tokens.owner));
    expect(await probe.opened).toBe('open');
    await probe.closed;
    expect(probe.events.map((event) => event.code)).toContain('NOT_FOUND');
    expect(probe.events.map((event) => event.type)).not.toContain('connected');
    const anonymous = open(`/ws/${ids.estimate}`, {});
    expect(await anonymous.opened).toBe(401);
  });

  it("sends B's /ws/agents nothing of A's agent changes", async () => {
    const alderSocket = open('/ws/agents', bearer(alder.tokens.admin));
    const birchSocket = open('/ws/agents', bearer(birch.tokens.admin));
    expect(await alderSocket.opened).toBe('open');
    expect(await birchSocket.opened).toBe('open');
    const save = async (token: string, name: string, text: string) => {
      const response = await test.app.inject({
        method: 'PATCH',
        url: `/api/agents/${name}`,
        payload: { config: sampleAgentConfig(name, text), note: text },
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const named = (events: { type: string }[], name: string) =>
      events.filter((event) => (event as { name?: string }).name === name);
    // The socket is subscribed once its upgrade is handled; a save before that would be missed, so A saves
    // until A's socket hears one (each save is a new version, harmless here).
    await until(
      () => named(alderSocket.events, ALDER.agent).length > 0,
      "A's agent change",
      async () => save(alder.tokens.admin, ALDER.agent, 'A edits its own agent'),
    );
    // B's own change comes after A's on B's socket: when it arrives, anything of A's would have arrived first.
    await test.app.inject({
      method: 'POST',
      url: '/api/agents',
      payload: { config: sampleAgentConfig('birch-own-agent'), note: 'b' },
      headers: bearer(birch.tokens.admin),
    });
    await until(
      () => named(birchSocket.events, 'birch-own-agent').length > 0,
      "B's own agent change",
      async () => save(birch.tokens.admin, 'birch-own-agent', 'B edits its own agent'),
    );
    expect(named(birchSocket.events, ALDER.agent)).toEqual([]);
    expect(JSON.stringify(birchSocket.events)).not.toContain(ALDER.agent);
    alderSocket.socket.close();
    birchSocket.socket.close();
  });

  it('refuses a socket opened by a page of another site', async () => {
    const foreign = open(`/ws/${ids.estimate}`, {
      ...bearer(alder.tokens.owner),
      origin: 'https://evil.example',
    });
    expect(await foreign.opened).toBe(403);
  });

  it("lets A's viewer watch but not edit over the socket", async () => {
    const viewer = open(`/ws/${ids.estimate}`, bearer(alder.tokens.viewer));
    expect(await viewer.opened).toBe('open');
    await until(() => viewer.events.some((event) => event.type === 'connected'), 'connected');
    viewer.socket.send(JSON.stringify({ type: 'user_message', text: 'add a 10 sq ft tile floor' }));
    await until(() => viewer.events.some((event) => event.code === 'FORBIDDEN'), 'FORBIDDEN');
    viewer.socket.close();
    const after = await test.app.inject({
      url: `/api/estimates/${ids.estimate}`,
      headers: bearer(alder.tokens.viewer),
    });
    expect(after.json().estimate.version).toBe(ids.version);
  });
});
