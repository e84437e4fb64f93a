import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes.ts';

// Every code a production package throws must be on the wire list with its status, so the server's one error
// boundary never turns a known problem into an unnamed 500 (issue #21). The web and the testkit throw none.
const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = readdirSync(packagesDir).filter((name) => !['web', 'testkit'].includes(name));
// Any literal first argument (not only UPPER_CASE ones: 'catalog.duplicate_sku' slipped past that); a code
// passed through a variable is checked where it is written as a literal.
const THROWN = /new\s+(?:QuoinError|PlanningError)\(\s*['"`]([^'"`$]+)['"`]/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield path;
  }
}

function thrownCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const name of SCANNED) {
    const src = join(packagesDir, name, 'src');
    if (!statSync(src, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const file of sourceFiles(src))
      for (const match of readFileSync(file, 'utf8').matchAll(THROWN))
        if (match[1] && !codes.has(match[1])) codes.set(match[1], relative(packagesDir, file));
  }
  return codes;
}

describe('thrown error codes', () => {
  const codes = thrownCodes();

  it('finds the codes the packages throw', () => {
    expect(codes.size).toBeGreaterThan(30);
    expect(codes.get('INVALID_FORMULA')).toMatch(/^core\//);
  });

  it('lists every thrown code with its HTTP status', () => {
    const missing = [...codes].filter(([code]) => !Object.hasOwn(ERROR_CODES, code));
    expect(missing.map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });
});
