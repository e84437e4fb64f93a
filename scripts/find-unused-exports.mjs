#!/usr/bin/env node
// Fails on an exported function, class or constant that nothing uses: named in no other file of the repository
// (tests and scripts count; a package's entry files, which only re-export it, do not) and not used in its own
// file either. Such a name is dead code kept alive by its export (issue #21). `--all` also lists exports used
// only inside their own file (could be un-exported), without failing on them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const listAll = args.includes('--all');
const root = args.find((arg) => !arg.startsWith('--')) ?? new URL('..', import.meta.url).pathname;

const files = [];
function walk(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry)) files.push(path);
  }
}
for (const top of ['packages', 'scripts']) {
  const dir = join(root, top);
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk(dir);
}

// A package's entry files (its package.json `exports`) re-export names; that is not a use.
const entries = new Set();
const packagesDir = join(root, 'packages');
for (const name of statSync(packagesDir, { throwIfNoEntry: false }) ? readdirSync(packagesDir) : []) {
  const manifestPath = join(packagesDir, name, 'package.json');
  if (!statSync(manifestPath, { throwIfNoEntry: false })) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const targets =
    typeof manifest.exports === 'string' ? [manifest.exports] : Object.values(manifest.exports ?? {});
  for (const target of targets) if (typeof target === 'string') entries.add(join(packagesDir, name, target));
}
const isEntry = (file) => entries.has(file) || /\/index\.ts$/.test(file);

const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
// In an entry file, a re-export (`export { name } from './x.ts'`) passes a name on; only other words are uses.
const RE_EXPORT = /export\s+(?:type\s+)?\{[^}]*\}\s*from\s*['"][^'"]+['"];?/g;
const filesByWord = new Map();
for (const [file, text] of texts)
  for (const [word] of (isEntry(file) ? text.replace(RE_EXPORT, '') : text).matchAll(/[A-Za-z_$][\w$]*/g)) {
    if (!filesByWord.has(word)) filesByWord.set(word, new Set());
    filesByWord.get(word).add(file);
  }

const declaration = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm;
const dead = [];
const ownFileOnly = [];
for (const [file, text] of texts) {
  if (
    /\.test\.tsx?$/.test(file) ||
    (isEntry(file) && !/^export\s+(?:async\s+)?(?:function|const|let|class)/m.test(text))
  )
    continue;
  for (const [, name] of text.matchAll(declaration)) {
    const users = [...(filesByWord.get(name) ?? [])].filter((user) => user !== file);
    if (users.length > 0) continue;
    const usesInOwnFile =
      text.split(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`)).length - 2;
    (usesInOwnFile > 0 ? ownFileOnly : dead).push(`${relative(root, file)}: ${name}`);
  }
}

if (listAll && ownFileOnly.length > 0)
  console.log(`Exported but used only in their own file (${ownFileOnly.length}):\n${ownFileOnly.join('\n')}`);
if (dead.length > 0) {
  console.error(`Exports nothing uses (${dead.length}); delete them:\n${dead.join('\n')}`);
  process.exit(1);
}
console.log('unused exports: none');
