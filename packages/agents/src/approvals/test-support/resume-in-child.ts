// Run by the approvals test in a separate process: loads a suspended run from disk with fresh objects,
// approves it, finishes it, and prints what happened as JSON.
import { MockLanguageModelV3 } from 'ai/test';
import { resumeAgentRun } from '../resume-agent-run.ts';
import { FileSuspendedRunStore } from '../suspended-run.ts';
import { answers, PRICE, proposalRegistry } from './approval-fixtures.ts';

const [folder, id] = process.argv.slice(2);
const store = new FileSuspendedRunStore(folder ?? '');
const suspended = store.get(id ?? '');
if (!suspended) throw new Error(`no suspended run ${id}`);
const sent: unknown[] = [];
const model = new MockLanguageModelV3({ doGenerate: [answers('Sent the proposal to the owner.')] });
const run = resumeAgentRun(
  suspended,
  { approved: true },
  { model, registry: proposalRegistry(sent), price: PRICE, stream: false, record: false },
);
const result = await run.result;
store.remove(suspended.id);
process.stdout.write(JSON.stringify({ status: result.status, text: result.text, sent, pid: process.pid }));
