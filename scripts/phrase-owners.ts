// Lists every phrase that two or more kinds of work claim in packages/core/data/trades/*.yaml, as the reader
// hears it (case, punctuation, plurals, the reader's respellings, filler words), with each owner and its file;
// the trade loader refuses such a phrase (PHRASE_TWO_OWNERS). Reads the files itself, so it also lists what a
// branch's data would make the loader refuse. Also lists phrases that use a word the reader respells before
// matching (such a phrase is never matched as written).
// `npx tsx scripts/phrase-owners.ts`
import { readdirSync, readFileSync } from 'node:fs';
import { loadReaderWords } from '../packages/core/src/scope/correct-spelling.ts';
import { validateTradeProfileText } from '../packages/core/src/trades/load-trade-profiles.ts';
import { type ProfileFile, phraseKey, sharedPhrases } from '../packages/core/src/trades/phrase-owners.ts';

const directory = new URL('../packages/core/data/trades/', import.meta.url);
const files: ProfileFile[] = [];
for (const fileName of readdirSync(directory)
  .filter((name) => name.endsWith('.yaml'))
  .sort()) {
  const result = validateTradeProfileText(fileName, readFileSync(new URL(fileName, directory), 'utf8'));
  if (result.ok) files.push({ fileName, profile: result.value });
  else for (const problem of result.problems) console.error(problem.message);
}
const { respellings } = loadReaderWords();
const respell = (word: string) => (Object.hasOwn(respellings, word) ? respellings[word]! : word);

const shared = sharedPhrases(files, respell);
for (const { phrase, owners } of shared) {
  const kinds = owners.map((o) => `${o.tradeId}/${o.workItemId} ("${o.said}", ${o.fileName})`);
  console.log(`${phrase.padEnd(28)} ${kinds.join('  |  ')}`);
}
const kinds = files.reduce((sum, file) => sum + file.profile.workItems.length, 0);
console.log(
  `\n${shared.length} phrases claimed by more than one kind of work (${kinds} kinds in ${files.length} files)`,
);

const respelt = files.flatMap(({ fileName, profile }) =>
  profile.workItems.flatMap((item) =>
    item.keywords
      .filter((said) =>
        said
          .toLowerCase()
          .split(/[^a-z0-9']+/)
          .some((word) => Object.hasOwn(respellings, word)),
      )
      .map((said) => `${profile.id}/${item.id} "${said}" (${fileName})`),
  ),
);
if (respelt.length > 0) {
  console.log(`\n${respelt.length} phrases use a word the reader respells first (never matched as written):`);
  for (const line of respelt) console.log(`  ${line}`);
}

// Not refused by the loader: an assembly's own keywords find it for estimate lines (findAssembly), where two
// assemblies that say one phrase tie.
const assemblyOwners = new Map<string, string[]>();
for (const { profile } of files)
  for (const assembly of profile.assemblies)
    for (const phrase of new Set(assembly.keywords.map((said) => phraseKey(said, respell))))
      assemblyOwners.set(phrase, [...(assemblyOwners.get(phrase) ?? []), `${profile.id}/${assembly.id}`]);
const sharedByAssemblies = [...assemblyOwners].filter(([, owners]) => owners.length > 1);
console.log(`\n${sharedByAssemblies.length} assembly keywords said by two assemblies (not refused):`);
for (const [phrase, owners] of sharedByAssemblies)
  console.log(`  ${phrase.padEnd(26)} ${owners.join('  |  ')}`);
