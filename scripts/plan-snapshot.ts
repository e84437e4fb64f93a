// Writes what the scope reader makes of every golden and held-out request (plan, notes, understood lines, grand
// total) as one JSON document, so a refactor of the reader can prove it changed nothing:
//   npx tsx scripts/plan-snapshot.ts > /tmp/before.json   (on the old tree)
//   npx tsx scripts/plan-snapshot.ts > /tmp/after.json    (on the new tree), then diff the two.
import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  GOLDEN_REQUESTS,
  parseScope,
} from '@quoin/core';
import { type HeldOutSetNumber, loadHeldOutRequests } from '@quoin/testkit';

const texts: { id: string; text: string; zip?: string }[] = GOLDEN_REQUESTS.map((r) => ({
  id: `golden/${r.id}`,
  text: r.text,
  zip: r.zip,
}));
for (const set of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as HeldOutSetNumber[])
  for (const r of loadHeldOutRequests(set)) texts.push({ id: `set${set}/${r.id}`, text: r.text });

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
const out: Record<string, unknown> = {};
for (const t of texts) {
  try {
    const scope = parseScope(t.text, { registry, ...(t.zip ? { defaultZip: t.zip } : {}) });
    const built = await buildEstimateFromPlan(scope.plan, {
      registry,
      priceSource,
      id: t.id.replace(/\W/g, '-'),
      ...(t.zip ? { zip: t.zip } : {}),
    });
    out[t.id] = {
      plan: scope.plan,
      understood: scope.understood,
      unrecognized: scope.unrecognized,
      grandTotalCents: built.totals.grandTotalCents,
      state: built.estimate.lifecycleState,
    };
  } catch (error) {
    out[t.id] = { error: (error as { code?: string }).code ?? String(error) };
  }
}
console.log(JSON.stringify(out, null, 1));
