import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { replaceNumberWords } from '../scope/number-words.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { uomLabel } from '../units/uom.ts';
import { type EditPhrases, editPhrases } from './edit-phrases.ts';
import { findTargetLines } from './read-edit-request.ts';

function quantityText(quantity: number, uom: LineItem['uom']): string {
  return `${Number(quantity.toFixed(2)).toLocaleString('en-US')} ${uomLabel(uom)}`;
}

/** One line as an answer: its title and quantity, and the primary materials bought for it. */
function describeLine(item: LineItem): string {
  const bought = item.materials
    .filter((material) => material.role === 'primary')
    .map((material) => `${material.packages} × ${material.name}`);
  const quantity = `${item.title}: ${quantityText(item.quantity, item.uom)}`;
  return bought.length > 0 ? `${quantity} (${bought.join('; ')})` : quantity;
}

/**
 * Answers a question about what the estimate holds ("how many windows?", "what flooring is in the bedroom?")
 * from its lines, changing nothing; undefined when the message is not such a question (it may be an edit or new
 * work). The question phrases are data (data/edit-requests.yaml, `ask`).
 * @example answerAboutEstimate('how many windows?', estimate, registry) // 'Install replacement window: 5 ea (…)'
 */
export function answerAboutEstimate(
  message: string,
  estimate: Estimate,
  registry: TradeRegistry,
  patterns: EditPhrases = editPhrases(),
): string | undefined {
  if (!estimate.groups.some((group) => group.items.length > 0)) return undefined;
  const normalized = replaceNumberWords(message.trim().toLowerCase().replace(/\s+/g, ' ')).text;
  const groups = patterns.ask.map((pattern) => pattern.exec(normalized)?.groups).find(Boolean);
  if (!groups?.target) return undefined;
  const words = [groups.target, groups.place].filter(Boolean).join(' ').trim();
  // The room is a narrowing: "what flooring is in the den" with no den group still answers the flooring.
  const lines = findTargetLines(estimate, words, registry);
  const found = lines.length > 0 ? lines : findTargetLines(estimate, groups.target, registry);
  if (found.length === 0) {
    const titles = estimate.groups.flatMap((group) => group.items.map((item) => item.title));
    return `This estimate has no line for "${words}". Its lines: ${titles.join('; ')}.`;
  }
  return found.map(describeLine).join('\n');
}
