import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { runAgent } from '../runs/run-agent.ts';
import { resumeAgentRun } from './resume-agent-run.ts';
import { FileSuspendedRunStore } from './suspended-run.ts';
import { answers, callsSendProposal, PRICE, proposalRegistry } from './test-support/approval-fixtures.ts';

const CHILD = fileURLToPath(new URL('./test-support/resume-in-child.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const PROMPT = 'Send the bathroom proposal est-42 to the owner.';

function freshStore() {
  return new FileSuspendedRunStore(join(mkdtempSync(join(tmpdir(), 'quoin-approvals-')), 'approvals'));
}

async function suspendedRun(store: FileSuspendedRunStore, sent: unknown[]) {
  const model = new MockLanguageModelV3({ doGenerate: [callsSendProposal()] });
  const run = runAgent({
    model,
    registry: proposalRegistry(sent),
    price: PRICE,
    prompt: PROMPT,
    stream: false,
    agentName: 'execution',
    record: false,
    approval: { store },
  });
  const events: string[] = [];
  for await (const event of run) events.push(event.type);
  return { result: await run.result, events, model };
}

describe('approvals', () => {
  it('suspends a run at a tool that needs approval, without running the tool', async () => {
    const sent: unknown[] = [];
    const store = freshStore();
    const { result, events } = await suspendedRun(store, sent);
    expect(result.status).toBe('suspended');
    expect(sent).toEqual([]);
    expect(events).toContain('approval-requested');
    expect(result.suspended).toMatchObject({
      reason: 'tool',
      agentName: 'execution',
      pending: [{ toolName: 'send_proposal', input: { estimateId: 'est-42', to: 'owner@example.com' } }],
    });
    expect(store.list()).toEqual([result.suspended?.id]);
  });

  it('resumes from disk with fresh objects: approved, the tool runs once and the model finishes', async () => {
    const store = freshStore();
    const first = await suspendedRun(store, []);
    const id = first.result.suspended?.id ?? '';

    const loaded = new FileSuspendedRunStore(store.folder).get(id);
    if (!loaded) throw new Error('not stored');
    const sent: unknown[] = [];
    const model = new MockLanguageModelV3({ doGenerate: [answers('Sent.')] });
    const run = resumeAgentRun(
      loaded,
      { approved: true },
      { model, registry: proposalRegistry(sent), price: PRICE, stream: false, record: false },
    );
    const result = await run.result;
    expect(result).toMatchObject({ status: 'completed', text: 'Sent.' });
    expect(sent).toEqual([{ estimateId: 'est-42', to: 'owner@example.com' }]);
    const toolMessages = JSON.stringify(
      model.doGenerateCalls[0]?.prompt.filter((message) => message.role === 'tool'),
    );
    expect(toolMessages).toContain('"sent":true');
  });

  it('a denial goes back to the model with the reason, and the tool never runs', async () => {
    const store = freshStore();
    const { suspended } = (await suspendedRun(store, [])).result;
    if (!suspended) throw new Error('not suspended');
    const sent: unknown[] = [];
    const model = new MockLanguageModelV3({ doGenerate: [answers('Understood, I will not send it.')] });
    const run = resumeAgentRun(
      suspended,
      { approved: false, reason: 'prices still being checked' },
      { model, registry: proposalRegistry(sent), price: PRICE, stream: false, record: false },
    );
    expect(await run.result).toMatchObject({ status: 'completed', text: 'Understood, I will not send it.' });
    expect(sent).toEqual([]);
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain('execution-denied');
    expect(prompt).toContain('prices still being checked');
  });

  it('holds a run whose forecast cost passes the threshold before any model call', async () => {
    const model = new MockLanguageModelV3({ doGenerate: [answers('Done.')] });
    const options = {
      model,
      registry: proposalRegistry([]),
      price: PRICE,
      stream: false,
      record: false,
    } as const;
    const held = await runAgent({ ...options, prompt: PROMPT, approval: { costAboveMicroUsd: 1_000 } })
      .result;
    expect(held.status).toBe('suspended');
    expect(held.suspended?.reason).toBe('cost');
    expect(held.suspended?.forecastMicroUsd).toBeGreaterThan(1_000);
    expect(model.doGenerateCalls).toHaveLength(0);

    const suspended = held.suspended;
    if (!suspended) throw new Error('not suspended');
    const denied = await resumeAgentRun(
      suspended,
      { approved: false },
      { ...options, approval: { costAboveMicroUsd: 1_000 } },
    ).result;
    expect(denied.status).toBe('stopped');
    expect(model.doGenerateCalls).toHaveLength(0);
    const approved = await resumeAgentRun(
      suspended,
      { approved: true },
      { ...options, approval: { costAboveMicroUsd: 1_000 } },
    ).result;
    expect(approved).toMatchObject({ status: 'completed', text: 'Done.' });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('resumes in another process after this one let go of everything', async () => {
    const store = freshStore();
    const first = await suspendedRun(store, []);
    const id = first.result.suspended?.id ?? '';
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [TSX, CHILD, store.folder, id],
        { encoding: 'utf8' },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      );
    });
    const child = JSON.parse(output) as { status: string; text: string; sent: unknown[]; pid: number };
    expect(child).toMatchObject({
      status: 'completed',
      text: 'Sent the proposal to the owner.',
      sent: [{ estimateId: 'est-42', to: 'owner@example.com' }],
    });
    expect(child.pid).not.toBe(process.pid);
    expect(store.list()).toEqual([]);
  }, 30_000);
});
