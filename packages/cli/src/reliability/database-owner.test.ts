import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killHard, spawnServe } from '@quoin/testkit/process';
import { afterAll, describe, expect, it } from 'vitest';
import { runQuoin } from '../test-support/run-quoin.ts';

// Issue 14, finding 1: two `quoin serve` on one QUOIN_HOME diverged and left a folder that never opened again.
const children = new Set<ChildProcess>();
const dirs: string[] = [];
afterAll(async () => {
  for (const child of children) await killHard(child);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function workDir() {
  const dir = mkdtempSync(join(tmpdir(), 'quoin-owner-'));
  dirs.push(dir);
  return dir;
}

async function createEstimate(url: string, title: string) {
  const response = await fetch(`${url}/api/estimates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(response.status).toBe(201);
}

describe('one owner of $QUOIN_HOME/db', { timeout: 400_000 }, () => {
  it('refuses a second server and CLI commands by PID, recovers after kill -9, backs up and restores', async () => {
    const cwd = workDir();
    const home = join(cwd, 'home');
    const first = await spawnServe(home);
    children.add(first.child);
    await createEstimate(first.url, 'Kept across a crash');

    const second = await spawnServe(home).catch((error: { exitCode: number; output: string }) => error);
    expect(second).toMatchObject({ exitCode: 1 });
    expect((second as { output: string }).output).toContain(`in use by PID ${first.child.pid}`);

    const refused = await runQuoin(['backup', 'b.tgz'], { cwd });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`in use by PID ${first.child.pid} (quoin serve`);

    await killHard(first.child);
    expect(JSON.parse(readFileSync(join(home, 'db.lock'), 'utf8')).pid).toBe(first.child.pid);

    const backup = await runQuoin(['backup', 'b.tgz'], { cwd });
    expect(backup.stderr).toBe('');
    expect(backup.text).toMatch(/Backed up 1 estimates/);
    expect(existsSync(join(home, 'db.lock'))).toBe(false);

    const restarted = await spawnServe(home);
    children.add(restarted.child);
    await createEstimate(restarted.url, 'After the backup');
    await killHard(restarted.child);

    const restore = await runQuoin(['restore', 'b.tgz'], { cwd });
    expect(restore.text).toMatch(/Restored 1 estimates from b.tgz\. The previous database is kept in/);
    const reopened = await spawnServe(home);
    children.add(reopened.child);
    const list = (await (await fetch(`${reopened.url}/api/estimates`)).json()) as {
      items: { title: string }[];
    };
    expect(list.items.map((estimate) => estimate.title)).toEqual(['Kept across a crash']);
    await killHard(reopened.child);
  });
});
