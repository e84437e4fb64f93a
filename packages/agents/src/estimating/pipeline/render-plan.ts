import type { Plan } from '@quoin/core';
import type { AgentUsage } from './usage-meter.ts';

/** A proposed plan as a person reviews it before approving: groups, items with quantities, notes. No prices. */
export function renderPlanText(plan: Plan): string {
  const lines = [`Plan: ${plan.title}${plan.zip ? ` (ZIP ${plan.zip})` : ''}`];
  if (plan.summary) lines.push(plan.summary);
  for (const group of plan.groups) {
    lines.push(`  ${group.name}`);
    for (const item of group.items) {
      const kind = item.type === 'assembly' ? '' : ` [${item.type}]`;
      const flags = [
        item.laborOnly ? 'labor only' : '',
        item.customerSuppliesPrimary ? 'customer supplies' : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(
        `    - ${item.title}: ${item.quantity} ${item.uom.replace('_', ' ')}${kind}${flags ? ` (${flags})` : ''}`,
      );
    }
  }
  for (const [label, notes] of [
    ['Assumptions', plan.assumptions],
    ['Questions', plan.questions],
    ['Exclusions', plan.exclusions],
  ] as const) {
    if (notes.length > 0) lines.push(`${label}:`, ...notes.map((note) => `  - ${note}`));
  }
  return lines.join('\n');
}

/** "3 model calls (scope 1, pricing 1, qa 1), 9,876 prompt + 512 output tokens, $0.0123 (openai:gpt-4.1-mini)" */
export function renderUsageLine(usage: AgentUsage, label: string): string {
  const byAgent = Object.entries(usage.callsByAgent)
    .map(([agent, calls]) => `${agent} ${calls}`)
    .join(', ');
  const usd = `$${(usage.costMicroUsd / 1_000_000).toFixed(4)}`;
  return `${usage.modelCalls} model call${usage.modelCalls === 1 ? '' : 's'}${byAgent ? ` (${byAgent})` : ''}, ${usage.inputTokens.toLocaleString('en-US')} prompt + ${usage.outputTokens.toLocaleString('en-US')} output tokens, ${usd} (${label})`;
}
