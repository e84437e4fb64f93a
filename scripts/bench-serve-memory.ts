// Memory of the real `quoin serve` (a child process, as a user runs it): idle RSS on a fresh QUOIN_HOME and
// again after a restart on the same data, then the peak RSS during 10 concurrent 20 MiB uploads (issue 14).
// Run alone with `npx tsx scripts/bench-serve-memory.ts`; `npm run bench` runs it last.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { killHard, spawnServe } from '@quoin/testkit/process';
import { concurrentUploads, processMemoryMiB } from '../packages/cli/src/reliability/process-memory.ts';

const UPLOADS = 10;
const UPLOAD_BYTES = 20 * 1024 * 1024 - 64 * 1024;
const IDLE_WAIT_MS = 5_000;

async function idleServe(home: string) {
  const serve = await spawnServe(home);
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  return { serve, memory: processMemoryMiB(serve.child.pid!) };
}

export async function benchServeMemory(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'quoin-bench-memory-'));
  try {
    console.log('\nquoin serve memory (a child process, --no-web, embedded PGlite; /proc VmRSS and VmHWM):');
    const fresh = await idleServe(home);
    console.log(
      `  first start (creates the database): idle RSS ${fresh.memory.rssMiB} MiB after ${IDLE_WAIT_MS / 1000} s, peak ${fresh.memory.peakMiB} MiB`,
    );
    await killHard(fresh.serve.child);
    const { serve, memory } = await idleServe(home);
    console.log(
      `  restart on the same data: idle RSS ${memory.rssMiB} MiB, peak so far ${memory.peakMiB} MiB`,
    );
    const created = await fetch(`${serve.url}/api/estimates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Drawing set' }),
    });
    const { estimate } = (await created.json()) as { estimate: { id: string } };
    let peak = memory.rssMiB;
    const sampler = setInterval(() => {
      peak = Math.max(peak, processMemoryMiB(serve.child.pid!).rssMiB);
    }, 20);
    const started = performance.now();
    const statuses = await concurrentUploads(serve.url, estimate.id, UPLOADS, UPLOAD_BYTES);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = processMemoryMiB(serve.child.pid!);
    const ok = statuses.filter((status) => status === 201).length;
    console.log(
      `  ${UPLOADS} concurrent ${(UPLOAD_BYTES / 1024 / 1024).toFixed(1)} MiB uploads (${ok} stored, ${seconds.toFixed(1)} s): peak RSS ${peak} MiB (+${peak - memory.rssMiB} MiB over idle), ${after.rssMiB} MiB after`,
    );
    await killHard(serve.child);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchServeMemory();
