import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('./find-unused-exports.mjs', import.meta.url).pathname;

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'quoin-unused-exports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const run = (root: string, ...flags: string[]) => {
  const result = spawnSync('node', [script, root, ...flags], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

const PACKAGE = {
  'packages/a/package.json': JSON.stringify({ name: '@quoin/a', exports: { '.': './src/index.ts' } }),
  'packages/a/src/index.ts': "export { dead, helper, used } from './lib.ts';\n",
};

describe('find-unused-exports', () => {
  it('passes the repository itself', () => {
    const result = spawnSync('node', [script], { encoding: 'utf8' });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  });

  it.each([
    {
      what: 'fails on an export only re-exported by its index',
      lib: 'export function dead() {}\nexport const used = 1;\nexport const helper = 2;\n',
      other: "import { used, helper } from '@quoin/a';\n",
      status: 1,
      says: 'packages/a/src/lib.ts: dead',
    },
    {
      what: 'passes when a test or another package uses every export',
      lib: 'export function dead() {}\nexport const used = 1;\nexport const helper = 2;\n',
      other: "import { dead, used, helper } from '@quoin/a';\n",
      status: 0,
      says: 'unused exports: none',
    },
    {
      what: 'lists, without failing, an export used only in its own file',
      lib: 'export function dead() {}\nexport const used = 1;\nexport const helper = () => dead();\n',
      other: "import { used, helper } from '@quoin/a';\n",
      status: 0,
      says: 'packages/a/src/lib.ts: dead',
    },
  ])('$what', ({ lib, other, status, says }) => {
    const root = tree({ ...PACKAGE, 'packages/a/src/lib.ts': lib, 'packages/b/src/b.test.ts': other });
    const result = run(root, '--all');
    expect(result.status, result.output).toBe(status);
    expect(result.output).toContain(says);
  });
});
