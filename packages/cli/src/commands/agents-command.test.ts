import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';

const config = (text: string) => ({
  name: 'permit-check',
  category: 'Analysis',
  promptTemplate: [{ id: 'ask', text }],
  flow: [
    { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
    {
      kind: 'transform',
      id: 'summary',
      transformer: 'summarize',
      inputMapping: { value: '$steps.review.text' },
    },
  ],
});

// The studio from the command line, in this process, over a PGlite store in a temporary QUOIN_HOME.
describe('quoin agents', { timeout: 240_000 }, () => {
  let cwd: string;
  const quoin = (args: string[]) => runInProcess(args, { cwd });
  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'quoin-agents-'));
    writeFileSync(join(cwd, 'v1.json'), JSON.stringify(config('Check permits for {{input.topic}}')));
    writeFileSync(join(cwd, 'v2.json'), JSON.stringify(config('Permits? {{input.topic}}')));
    writeFileSync(
      join(cwd, 'bad.json'),
      JSON.stringify({
        ...config('x'),
        flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'missing', next: 'nowhere' }],
      }),
    );
  });

  it('creates, validates, publishes, runs, diffs and rolls back an agent; the log filters and exports CSV', async () => {
    const bad = await quoin(['agents', 'validate', 'bad.json']);
    expect(bad.code).toBe(3);
    expect(bad.text).toContain('review.promptBlockId: UNKNOWN_PROMPT_BLOCK');
    expect(bad.text).toContain('review.next: UNKNOWN_TARGET');
    expect((await quoin(['agents', 'create', 'v1.json'])).text).toContain('Created permit-check v1');
    expect((await quoin(['agents', 'publish', 'permit-check'])).code).toBe(0);
    expect((await quoin(['agents', 'create', 'v2.json'])).text).toContain('Saved permit-check v2 as a draft');
    const run = await quoin([
      'agents',
      'run',
      'permit-check',
      '--input',
      '{"topic":"a deck"}',
      '--format',
      'json',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.text)).toMatchObject({ status: 'success', agentVersion: 1 });
    expect(JSON.parse(run.text).output).toContain('Check permits for a deck');
    const diff = await quoin(['agents', 'diff', 'permit-check', '--from', '1', '--to', '2']);
    expect(diff.text).toBe(
      'promptTemplate.ask.text: "Check permits for {{input.topic}}" → "Permits? {{input.topic}}"\n',
    );
    await quoin(['agents', 'publish', 'permit-check']);
    const rolled = await quoin(['agents', 'rollback', 'permit-check', '--to', '1']);
    expect(rolled.text).toContain('published as v3');
    const exported = JSON.parse((await quoin(['agents', 'export', 'permit-check'])).text);
    expect(exported.promptTemplate[0].text).toBe('Check permits for {{input.topic}}');
    const list = await quoin(['agents', 'list']);
    expect(list.text).toMatch(/permit-check\s+Analysis\s+v3\s+1 runs, 100% ok/);
    expect(list.text).toMatch(/scope\s+Update\s+v1/);
    const csv = await quoin(['runs', 'log', '--agent', 'permit-check', '--format', 'csv']);
    expect(csv.text.split('\n')[0]).toMatch(/^id,agentName,agentVersion/);
    expect(csv.text).toContain(',permit-check,1,');
    expect((await quoin(['runs', 'log', '--status', 'failure', '--format', 'json'])).text).toBe('[]\n');
    const schema = JSON.parse((await quoin(['schema', 'agent'])).text);
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'category', 'promptTemplate', 'flow']));
    const missing = await quoin(['agents', 'show', 'nobody']);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('No agent with id nobody');
  });
});
