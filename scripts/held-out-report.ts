// Runs request texts through the scope reader and the engine, as `quoin estimate "<text>" --format json` does,
// and scores them against their published bands: in band, median error, and estimates more than 3x off their
// band that still come out `validated` (the honesty check of issue #13).
// `npm run held-out` (the frozen held-out set) · `npm run held-out -- --set 2` / `--set 3` / `--set 4` … `--set 18` (the later frozen sets)
// · `npm run held-out -- --golden` (the golden requests' texts).
import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  formatCents,
  GOLDEN_REQUESTS,
  parseScope,
} from '@quoin/core';
import { loadHeldOutRequests } from '@quoin/testkit';

interface Case {
  id: string;
  text: string;
  zip?: string;
  lowCents: number;
  highCents: number;
}

const golden = process.argv.includes('--golden');
const setArgument = process.argv[process.argv.indexOf('--set') + 1];
const setNumbers = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  '11': 11,
  '12': 12,
  '13': 13,
  '14': 14,
  '15': 15,
  '16': 16,
  '17': 17,
  '18': 18,
} as const;
const setNumber = (process.argv.includes('--set') && setNumbers[setArgument as keyof typeof setNumbers]) || 1;
const verbose = !process.argv.includes('--quiet');
const cases: Case[] = golden
  ? GOLDEN_REQUESTS.map((r) => ({ id: r.id, text: r.text, zip: r.zip, ...r.expected }))
  : loadHeldOutRequests(setNumber).map((r) => ({
      id: r.id,
      text: r.text,
      lowCents: r.band.lowUsd * 100,
      highCents: r.band.highUsd * 100,
    }));

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
let inside = 0;
let notEstimated = 0;
let farOff = 0;
let farOffValidated = 0;
const errors: number[] = [];
for (const c of cases) {
  let total: number;
  let state: string;
  try {
    const scope = parseScope(c.text, { registry, ...(c.zip ? { defaultZip: c.zip } : {}) });
    const built = await buildEstimateFromPlan(scope.plan, {
      registry,
      priceSource,
      id: c.id,
      ...(c.zip ? { zip: c.zip } : {}),
    });
    total = built.totals.grandTotalCents;
    state = built.estimate.lifecycleState;
  } catch (error) {
    notEstimated++;
    errors.push(1);
    if (verbose) console.log(`ERR ${c.id.padEnd(36)} ${(error as { code?: string }).code ?? String(error)}`);
    continue;
  }
  const ok = total >= c.lowCents && total <= c.highCents;
  const off = total > 3 * c.highCents || total * 3 < c.lowCents;
  if (ok) inside++;
  if (off) farOff++;
  if (off && state === 'validated') farOffValidated++;
  const mid = (c.lowCents + c.highCents) / 2;
  errors.push(Math.abs(total - mid) / mid);
  if (verbose)
    console.log(
      `${ok ? 'in ' : off ? 'X3 ' : 'OUT'} ${c.id.padEnd(36)} ${formatCents(c.lowCents).padStart(11)} – ${formatCents(c.highCents).padEnd(11)} Quoin ${formatCents(total).padStart(11)}  ${state}`,
    );
}
errors.sort((a, b) => a - b);
const median = errors[Math.floor(errors.length / 2)] ?? 0;
console.log(
  `\n${golden ? 'golden (text path)' : setNumber === 1 ? 'held-out' : `held-out set ${setNumber}`}: ${inside}/${cases.length} in band (${Math.round((100 * inside) / cases.length)}%), median |error| vs midpoint ${(100 * median).toFixed(1)}%, not estimated ${notEstimated}, >3x off ${farOff} of which validated ${farOffValidated}`,
);
