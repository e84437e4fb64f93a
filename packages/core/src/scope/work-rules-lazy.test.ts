import { expect, it } from 'vitest';
import { bundledDataReader, setBundledDataReader } from '../data/bundled-data.ts';

// The work rules cost ~10 ms to read and compile: a process that imports core and never reads a request (the
// CLI's other commands) must not pay for them, so they load on first use.
it('reads no work-rule file until the reader first needs one', { timeout: 120_000 }, async () => {
  const real = bundledDataReader();
  const read: string[] = [];
  setBundledDataReader({
    readText: (path) => {
      read.push(path);
      return real.readText(path);
    },
    listFiles: (directory) => real.listFiles(directory),
  });
  try {
    const core = await import('../index.ts');
    expect(read.filter((path) => path.startsWith('work-rules/'))).toEqual([]);
    core.parseScope('replace the toilet');
    expect(read).toContain('work-rules/plumbing.yaml');
  } finally {
    setBundledDataReader(undefined);
  }
});
