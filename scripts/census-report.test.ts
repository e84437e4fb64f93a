import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TSX_LOADER = new URL('../node_modules/tsx/dist/esm/index.mjs', import.meta.url).href;
const SCRIPT = fileURLToPath(new URL('./census-report.ts', import.meta.url));

function census(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', TSX_LOADER, SCRIPT, ...args], { encoding: 'utf8' });
  return { ...run, said: `exit ${run.status}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}` };
}

describe('npm run census', () => {
  it('scores the topics asked for and prints the domain counts', () => {
    const run = census('systems', '--topic', 'gas-furnace', '--quiet');
    expect(run.status, run.said).toBe(0);
    expect(run.stdout, run.said).toMatch(
      /^systems: 1 topics, \d+\/3 in band .*failing the census test \d+$/m,
    );
  });

  it('names the censuses there are when asked for one that is not', () => {
    const run = census('roofing');
    expect(run.status, run.said).toBe(2);
    expect(run.stderr, run.said).toContain("no census 'roofing'");
    for (const name of ['whole', 'interior', 'interior-fresh', 'exterior', 'systems', 'services'])
      expect(run.stderr, run.said).toContain(name);
  });
});
