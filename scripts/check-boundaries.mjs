#!/usr/bin/env node
// Enforces the dependency rule of DESIGN.md: arrows point inward. Each package may import only the workspace
// packages listed for it here AND declared in its package.json; core imports nothing of ours and no Node
// built-in (its tests may use any built-in). @quoin/testkit is for
// tests only: any package's tests may import it (declared in devDependencies), no production file or
// `dependencies` entry may. Exits non-zero with one line per violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ALLOWED = {
  core: [],
  protocol: ['core'],
  planning: ['core', 'protocol'],
  exports: ['core', 'protocol'],
  documents: ['core', 'protocol', 'exports', 'planning'],
  agents: ['core', 'protocol'],
  drawings: ['core', 'protocol'],
  store: ['core', 'protocol'],
  testkit: ['core', 'protocol', 'agents', 'store', 'drawings', 'planning'],
  server: ['core', 'protocol', 'agents', 'drawings', 'planning', 'store', 'exports', 'documents'],
  cli: [
    'core',
    'protocol',
    'agents',
    'drawings',
    'planning',
    'store',
    'server',
    'exports',
    'web',
    'documents',
  ],
  web: ['protocol', 'core'],
};
// The browser takes core only through its browser entry (pure functions, no bundled data).
const WEB_CORE_ENTRY = '@quoin/core/browser';
// The test-only package, and what counts as a test file.
const TEST_ONLY = 'testkit';
const isTestFile = (path) => /\.test\.tsx?$/.test(path) || /\/(e2e|test-support)\//.test(path);
// Node built-ins core may use: none (its bundled data is read through data/bundled-data.ts, so it bundles for
// the browser).
const CORE_NODE_BUILTINS = new Set([]);

const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const packagesDir = join(root, 'packages');
const problems = [];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) yield path;
  }
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;

for (const name of readdirSync(packagesDir)) {
  const dir = join(packagesDir, name);
  if (!statSync(dir).isDirectory()) continue;
  const allowed = ALLOWED[name];
  if (!allowed) {
    problems.push(`packages/${name}: not in the dependency rule; add it to scripts/check-boundaries.mjs`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  if (manifest.dependencies?.[`@quoin/${TEST_ONLY}`])
    problems.push(
      `packages/${name}/package.json: @quoin/${TEST_ONLY} is for tests; list it in devDependencies`,
    );
  for (const dep of declared.filter((d) => d.startsWith('@quoin/') && d !== `@quoin/${TEST_ONLY}`)) {
    if (!allowed.includes(dep.slice('@quoin/'.length))) {
      problems.push(`packages/${name}/package.json: depends on ${dep}, which the dependency rule forbids`);
    }
  }
  for (const file of sourceFiles(join(dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const where = relative(root, file);
      if (spec.startsWith('@quoin/')) {
        const target = spec.slice('@quoin/'.length).split('/')[0];
        if (name === 'web' && target === 'core' && spec !== WEB_CORE_ENTRY)
          problems.push(`${where}: imports ${spec}; the web app takes core only from ${WEB_CORE_ENTRY}`);
        else if (target === TEST_ONLY && name !== TEST_ONLY && !isTestFile(where))
          problems.push(`${where}: imports ${spec}, which only tests may use`);
        else if (!allowed.includes(target) && !(target === TEST_ONLY && isTestFile(where)))
          problems.push(
            `${where}: imports ${spec}; ${name} may import only ${allowed.join(', ') || 'nothing of ours'}`,
          );
        else if (!declared.includes(`@quoin/${target}`))
          problems.push(`${where}: imports ${spec} but packages/${name}/package.json does not declare it`);
      } else if (
        spec.startsWith('../') &&
        !relative(dir, join(file, '..', spec))
          .split('/')[0]
          .match(/^(src|data)$/)
      ) {
        problems.push(`${where}: reaches outside its package with ${spec}; import the package instead`);
      } else if (
        name === 'core' &&
        !file.endsWith('.test.ts') &&
        (spec.startsWith('node:') || ['fs', 'path', 'http', 'net', 'child_process'].includes(spec))
      ) {
        if (!CORE_NODE_BUILTINS.has(spec)) problems.push(`${where}: core is pure and may not import ${spec}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Dependency rule violations (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('dependency rule: ok');
