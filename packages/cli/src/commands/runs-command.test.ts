import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeWorkspace, runQuoin } from '../test-support/run-quoin.ts';

// A real agent run with the offline scripted model, recorded, listed, shown and replayed by the real command.
describe('quoin runs and quoin replay', { timeout: 120_000 }, () => {
  let cwd: string;
  let runId: string;
  const quoin = (args: string[], env: Record<string, string> = {}) => runQuoin(args, { cwd, env });

  beforeAll(async () => {
    cwd = makeWorkspace();
    const estimate = await quoin(
      [
        'estimate',
        '--agent',
        '--yes',
        'paint a 12x14 bedroom, walls and ceiling, call me at 512-555-0142',
        '--zip',
        '78704',
      ],
      { QUOIN_MODEL: 'scripted:parser' },
    );
    expect(estimate.code).toBe(0);
    const list = await quoin(['runs', 'list', '--format', 'json']);
    expect(list.code).toBe(0);
    const runs = JSON.parse(list.text) as Array<{
      id: string;
      agentName: string;
      recipe: { modelId: string };
    }>;
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]).toMatchObject({ agentName: 'scope', recipe: { modelId: 'parser' } });
    runId = runs[0]?.id ?? '';
  });

  it('shows a run: model, prompt version, tool calls and answer', async () => {
    const show = await quoin(['runs', 'show', runId]);
    expect(show.code).toBe(0);
    expect(show.text).toContain(`Run ${runId} — scope`);
    expect(show.text).toMatch(/Prompt: scope@\d+/);
    expect(show.text).toContain('generate_plan');
  });

  it('replays it offline to the same result (exit 0), and exits 6 when the record was tampered with', async () => {
    const same = await quoin(['replay', runId]);
    expect([same.code, same.text]).toEqual([0, expect.stringContaining('same result')]);

    const path = join(cwd, 'home', 'runs', `${runId}.json`);
    const record = JSON.parse(readFileSync(path, 'utf8'));
    record.outcome.text = 'something else';
    writeFileSync(path, JSON.stringify(record));
    const differs = await quoin(['replay', runId]);
    expect(differs.code).toBe(6);
    expect(differs.text).toContain('DIFFERENT');
    expect(differs.text).toContain('text: replayed');
  });

  it('answers an unknown run with exit 3 and the way to list runs', async () => {
    const missing = await quoin(['replay', 'run-nope']);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('quoin runs list');
  });

  it('keeps no raw phone number in any stored run', () => {
    const folder = join(cwd, 'home', 'runs');
    for (const name of readdirSync(folder)) {
      expect(readFileSync(join(folder, name), 'utf8')).not.toContain('555-0142');
    }
  });
});
