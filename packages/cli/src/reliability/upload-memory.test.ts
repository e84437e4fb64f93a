import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killHard, spawnServe } from '@quoin/testkit/process';
import { afterAll, describe, expect, it } from 'vitest';
import { concurrentUploads, processMemoryMiB } from './process-memory.ts';

// Issue 14, finding 6: uploads were read whole into memory (10 concurrent 20 MiB uploads: +250 MB of RSS).
// They now stream to disk: the same burst must stay under a ceiling well below that.
const CEILING_MIB = 120;
const home = mkdtempSync(join(tmpdir(), 'quoin-upload-memory-'));
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) await killHard(child);
  rmSync(home, { recursive: true, force: true });
});

describe('uploads stream to disk', { timeout: 400_000 }, () => {
  it(`10 concurrent 19 MiB uploads raise the peak RSS of quoin serve by less than ${CEILING_MIB} MiB`, async () => {
    const serve = await spawnServe(home);
    children.add(serve.child);
    const pid = serve.child.pid!;
    const created = await fetch(`${serve.url}/api/estimates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Drawings' }),
    });
    const { estimate } = (await created.json()) as { estimate: { id: string } };
    // One small upload first, so the multipart and file-type code is loaded before the baseline.
    expect(await concurrentUploads(serve.url, estimate.id, 1, 64 * 1024)).toEqual([201]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = processMemoryMiB(pid).rssMiB;
    // The process's own peak (VmHWM) is set by the database's first start; sample RSS during the burst instead.
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, processMemoryMiB(pid).rssMiB);
    }, 25);
    const statuses = await concurrentUploads(serve.url, estimate.id, 10, 19 * 1024 * 1024);
    clearInterval(sampler);
    expect(statuses).toEqual(Array(10).fill(201));
    console.log(`quoin serve RSS: ${before} MiB before, peak ${peak} MiB during 10 × 19 MiB uploads`);
    expect(peak - before).toBeLessThan(CEILING_MIB);
    await killHard(serve.child);
  });
});
