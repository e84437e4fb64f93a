import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, formatCents, parseScope } from '@quoin/core';
const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
for (const text of process.argv.slice(2)) {
  try {
    const scope = parseScope(text, { registry });
    const built = await buildEstimateFromPlan(scope.plan, { registry, priceSource, id: 'x' });
    const lines = built.estimate.groups.flatMap((g) => g.items).filter((i) => i.type === 'assembly' || i.type === 'material')
      .map((i) => `${i.labor?.assemblyId ?? i.title}:${i.quantity}${i.uom === 'each' ? '' : ` ${i.uom}`}`);
    console.log(`${text}\n   ${lines.join(' ')} | ${formatCents(built.totals.grandTotalCents)} ${built.estimate.lifecycleState}`);
    if (process.env.V) {
      console.log('   Q:', JSON.stringify(scope.plan.questions ?? []));
      console.log('   A:', JSON.stringify(scope.plan.assumptions ?? []));
      console.log('   V:', JSON.stringify((built.estimate as any).validation ?? (built as any).validation ?? ''));
    }
  } catch (e) { console.log(`${text}\n   ERR ${(e as {code?: string}).code ?? e}`); }
}
