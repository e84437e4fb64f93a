// Every assembly with a typicalJob band priced as a one-line job at its typical size, through the CLI's path, and
// where its billed rate per unit lands in its own cited band (log scale: 0 low end, 1 high end), worst first.
// `npm run calibration` · `-- --quiet` (summary only) · `-- --json` · `-- --unbanded` (also the assemblies with
// no band, priced at their typical size, to see which want one)
import { formatCents } from '@quoin/core';
import { type AssemblyCalibration, calibrateAssemblies } from '@quoin/testkit';

const unbandedToo = process.argv.includes('--unbanded');
const all = await calibrateAssemblies(undefined, { unbanded: unbandedToo });
const results = all.filter((r) => !Number.isNaN(r.position));
const unbanded = all.filter((r) => Number.isNaN(r.position));
const distance = (p: number) => (p < 0 ? -p : p > 1 ? p - 1 : 0);
const centred = (p: number) => Math.abs(p - 0.5);
results.sort(
  (a, b) => distance(b.position) - distance(a.position) || centred(b.position) - centred(a.position),
);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify([...results, ...unbanded], null, 1));
  process.exit(0);
}
const job = (r: AssemblyCalibration) =>
  `${`${r.tradeId}/${r.assemblyId}`.padEnd(52)} ${String(r.quantity).padStart(6)} ${r.uom.padEnd(9)} ${formatCents(Math.round(r.billedCentsPerUnit)).padStart(11)}/u`;
if (!process.argv.includes('--quiet')) {
  for (const r of results) {
    const flag = r.position < 0 ? 'LOW ' : r.position > 1 ? 'HIGH' : 'in  ';
    console.log(
      `${flag} ${r.position.toFixed(2).padStart(6)}  ${job(r)}  band ${formatCents(r.lowCents)}–${formatCents(r.highCents)}  job ${formatCents(r.grandTotalCents)}  (${r.quantityBasis})`,
    );
  }
  for (const r of unbanded)
    console.log(`none         ${job(r)}  job ${formatCents(r.grandTotalCents)}  (${r.quantityBasis})`);
}
const below = results.filter((r) => r.position < 0).length;
const above = results.filter((r) => r.position > 1).length;
const middle = results.filter((r) => r.position >= 0.1 && r.position <= 0.9).length;
console.log(
  `\ncalibration: ${results.length} banded assemblies: ${below} below, ${results.length - below - above} inside (${middle} in the middle 10-90%), ${above} above${unbandedToo ? `; ${unbanded.length} with no band` : ''}`,
);
