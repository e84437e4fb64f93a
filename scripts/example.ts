// The README's main-job command: price a bundled plan offline and print the estimate.
// Usage: npm run example -- [plan-name] [--json] | --list
import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  GOLDEN_PLANS,
  renderEstimateText,
} from '@quoin/core';

const args = process.argv.slice(2);
const names = Object.keys(GOLDEN_PLANS);
if (args.includes('--list')) {
  console.log(names.join('\n'));
  process.exit(0);
}
const name = args.find((arg) => !arg.startsWith('--')) ?? 'bathroom-remodel';
const plan = GOLDEN_PLANS[name];
if (!plan) {
  console.error(`No bundled plan named "${name}". Choose one of: ${names.join(', ')}`);
  process.exit(2);
}
const built = await buildEstimateFromPlan(plan, {
  registry: defaultTradeRegistry(),
  priceSource: bundledCatalog(),
  id: `example-${name}`,
});
if (args.includes('--json')) {
  console.log(JSON.stringify({ ...built.estimate, totals: built.totals }, null, 2));
} else {
  console.log(renderEstimateText(built.estimate, built.totals));
}
