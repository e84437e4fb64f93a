import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  formatCents,
  GOLDEN_PLANS,
} from '@quoin/core';

for (const [name, plan] of Object.entries(GOLDEN_PLANS)) {
  const b = await buildEstimateFromPlan(plan, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id: name,
  });
  console.log(
    `\n## ${name}: ${formatCents(b.totals.grandTotalCents)} score ${b.estimate.qualityScore} ${b.estimate.lifecycleState}`,
  );
  for (const g of b.estimate.groups)
    for (const i of g.items) {
      console.log(
        `  [${g.name}] ${i.title} → ${i.tradeId}/${i.labor?.assemblyId ?? '-'} ${i.pricingState} ${formatCents(b.totals.byItem[i.id]!.extendedCents)} mats:${i.materials.map((m) => `${m.name.slice(0, 30)}(${m.provenance.confidence})`).join(', ')}${i.unresolvedReason ? ` !! ${i.unresolvedReason}` : ''}`,
      );
    }
  for (const issue of b.estimate.issues) console.log(`   ${issue.severity}: ${issue.message}`);
}
