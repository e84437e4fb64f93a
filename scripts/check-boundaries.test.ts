import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('./check-boundaries.mjs', import.meta.url).pathname;

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'quoin-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const manifest = (deps: Record<string, string> = {}) => JSON.stringify({ name: 'x', dependencies: deps });

describe('check-boundaries', () => {
  it('passes the repository itself', () => {
    expect(spawnSync('node', [script]).status).toBe(0);
  });

  it('lets a test import the testkit from devDependencies', () => {
    const root = tree({
      'packages/store/package.json': JSON.stringify({
        name: 'x',
        devDependencies: { '@quoin/testkit': '0.1.0' },
      }),
      'packages/store/src/a.test.ts': "import { x } from '@quoin/testkit';",
    });
    expect(spawnSync('node', [script, root], { encoding: 'utf8' }).stderr).not.toMatch(/testkit/);
  });

  it.each([
    [
      'core importing an outer package',
      {
        'packages/core/package.json': manifest(),
        'packages/core/src/a.ts': "import { x } from '@quoin/server';",
      },
      /core may import only nothing of ours/,
    ],
    [
      'core doing network I/O',
      { 'packages/core/package.json': manifest(), 'packages/core/src/a.ts': "import http from 'node:http';" },
      /core is pure and may not import node:http/,
    ],
    [
      'an undeclared workspace import',
      {
        'packages/planning/package.json': manifest(),
        'packages/planning/src/a.ts': "import type { Estimate } from '@quoin/core';",
      },
      /does not declare it/,
    ],
    [
      'a relative import into another package',
      {
        'packages/planning/package.json': manifest(),
        'packages/planning/src/a.ts': "import { x } from '../../core/src/index.ts';",
      },
      /reaches outside its package/,
    ],
    [
      'a production file importing the testkit',
      {
        'packages/store/package.json': JSON.stringify({
          name: 'x',
          devDependencies: { '@quoin/testkit': '0.1.0' },
        }),
        'packages/store/src/a.ts': "import { x } from '@quoin/testkit';",
      },
      /only tests may use/,
    ],
    [
      'the testkit as a production dependency',
      {
        'packages/store/package.json': manifest({ '@quoin/testkit': '0.1.0' }),
        'packages/store/src/a.test.ts': "import { x } from '@quoin/testkit';",
      },
      /is for tests; list it in devDependencies/,
    ],
  ])('rejects %s', (_name, files, message) => {
    const result = spawnSync('node', [script, tree(files)], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
  });
});
