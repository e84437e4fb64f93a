// Runs the scope reader's topic censuses (packages/core/src/scope/census-*.yaml) as `quoin estimate "<text>"
// --format json` does and scores each phrasing against its topic: in band, out, not estimated, more than 3x off
// and still `validated`, and whether the topic's kinds were read. Prints each domain's counts and its misses with
// their reasons (the phrasing's `todo`, or that the census test fails on it).
// `npm run census -- <domain|all>` (domains: whole, interior, exterior, systems, services; a file's own name such
// as `interior-fresh` runs that file alone) · `--every` (every phrasing, not only the misses) · `--quiet` (counts
// only) · `--topic <words>` (topics whose id contains them).
import { readdirSync } from 'node:fs';
import { bundledCatalog, defaultTradeRegistry, formatCents } from '@quoin/core';
import { type CensusTopic, loadCensusFile, readCensusPhrasing } from '@quoin/testkit/census';

const directory = new URL('../packages/core/src/scope/', import.meta.url);
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const topicWords = flag('topic') ? args[args.indexOf('--topic') + 1] : undefined;
const wanted = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--topic') ?? 'all';

/** census-interior-fresh.yaml → { domain: interior, stem: interior-fresh }. */
const files = readdirSync(directory)
  .filter((name) => /^census-[a-z-]+\.yaml$/.test(name))
  .sort()
  .map((name) => {
    const stem = name.slice('census-'.length, -'.yaml'.length);
    return { name, stem, domain: stem.split('-')[0] ?? stem };
  });
const selected = files.filter((file) => wanted === 'all' || wanted === file.domain || wanted === file.stem);
if (selected.length === 0) {
  const choices = [...new Set(files.flatMap((file) => [file.domain, file.stem]))].join(', ');
  console.error(`census: no census '${wanted}'; say all or one of: ${choices}`);
  process.exit(2);
}

interface Tally {
  topics: number;
  phrasings: number;
  inBand: number;
  right: number;
  out: number;
  notEstimated: number;
  farOffValidated: number;
  todo: number;
  failing: number;
}
const emptyTally = (): Tally => ({
  topics: 0,
  phrasings: 0,
  inBand: 0,
  right: 0,
  out: 0,
  notEstimated: 0,
  farOffValidated: 0,
  todo: 0,
  failing: 0,
});
const context = { registry: defaultTradeRegistry(), priceSource: bundledCatalog() };
const quiet = flag('quiet');
const every = flag('every');

async function scoreTopic(topic: CensusTopic, tally: Tally): Promise<void> {
  tally.topics++;
  const band = topic.band ? `$${topic.band[0]}-$${topic.band[1]}` : 'no band';
  for (const { text, todo } of topic.phrasings) {
    tally.phrasings++;
    if (todo) tally.todo++;
    let line: string;
    let right = false;
    try {
      const reading = await readCensusPhrasing(topic, text, context);
      const kindsRead = reading.missingKinds.length === 0;
      right = kindsRead && reading.inBand;
      if (reading.inBand) tally.inBand++;
      else tally.out++;
      if (right) tally.right++;
      if (reading.farOff && reading.lifecycleState === 'validated') tally.farOffValidated++;
      const mark = reading.inBand ? 'in ' : reading.farOff ? 'X3 ' : 'OUT';
      line = `${mark} ${kindsRead ? 'k' : '!'} ${topic.id.padEnd(30)} ${band.padEnd(16)} ${formatCents(reading.grandTotalCents).padStart(11)} ${reading.lifecycleState.padEnd(16)} ${text} | ${reading.lines.join(' ')}`;
    } catch (error) {
      tally.notEstimated++;
      line = `ERR ! ${topic.id.padEnd(30)} ${band.padEnd(16)} ${(error as { code?: string }).code ?? String(error)} ${text}`;
    }
    if (!right && !todo) tally.failing++;
    if (quiet || (right && !todo && !every)) continue;
    console.log(line);
    if (!right) console.log(`      ${todo ? `todo: ${todo}` : 'NOT A TODO: the census test fails on it'}`);
    else if (todo) console.log(`      passes now, still a todo (${todo}): drop its todo`);
  }
}

function summary(label: string, tally: Tally): string {
  const percent = tally.phrasings ? Math.round((100 * tally.inBand) / tally.phrasings) : 0;
  return `${label}: ${tally.topics} topics, ${tally.inBand}/${tally.phrasings} in band (${percent}%), ${tally.right} in band on the kinds read, out ${tally.out}, not estimated ${tally.notEstimated}, >3x off validated ${tally.farOffValidated}; todo ${tally.todo}, failing the census test ${tally.failing}`;
}

const total = emptyTally();
const lines: string[] = [];
for (const domain of [...new Set(selected.map((file) => file.domain))]) {
  const tally = emptyTally();
  for (const file of selected.filter((one) => one.domain === domain)) {
    if (!quiet) console.log(`\n== ${file.name}`);
    for (const topic of loadCensusFile(new URL(file.name, directory))) {
      if (!topicWords || topic.id.includes(topicWords)) await scoreTopic(topic, tally);
    }
  }
  lines.push(summary(domain, tally));
  for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
}
console.log(`\n${lines.join('\n')}`);
if (lines.length > 1) console.log(summary('all', total));
