import type { TradeRegistry } from '../trades/trade-registry.ts';
import type { ClauseContext } from './scope-context.ts';
import type { RuleMatch } from './settle-matches.ts';
import { workItemRule } from './work-item-rule.ts';

const CLEANING = /\b(?:clean|wash)/;

/**
 * "Get the ducts cleaned", "clean the gutters": cleaning a thing is its trade's cleaning item (a service), never a
 * new one of the thing, unless the clause also finishes it or asks new work. A match of another item of a trade that has a cleaning item gives way to it.
 */
export function asCleaning(
  context: ClauseContext,
  matches: RuleMatch[],
  registry: TradeRegistry,
): RuleMatch[] {
  const { clean, replace, install, paint, stain, refinish } = context.flags;
  // "Power wash, prime and apply a silicone roof coating", "power wash and stain the deck": washing before a finish
  // or new work is its preparation; the thing's work is that finish or work.
  if (!clean || replace || install || paint || stain || refinish) return matches;
  const read = matches.map((match) => {
    const trade = registry.get(match.rule.tradeId);
    // A cleaning read already is the cleaning ("window cleaning", "washed inside and out"): another cleaning item
    // of its trade shares only the cleaning words with it ("deep cleaning", "garage cleaned out").
    if (isCleaning(match, registry)) return match;
    // The cleaning item of the thing named ("ducts" → duct cleaning), not another thing of the trade (a furnace).
    const words = match.text
      .split(/[^a-z]+/)
      .map((w) => w.replace(/s$/, ''))
      .filter((w) => w.length > 2 && !CLEANING.test(w));
    const item = trade?.workItems.find(
      (w) =>
        w.assembly &&
        w.keywords.some((k) => CLEANING.test(k) && words.some((word) => k.split(' ').includes(word))),
    );
    if (!trade || !item?.assembly || item.assembly === match.rule.assemblyId) return match;
    const rule = workItemRule('cleaning', trade, item);
    return rule ? { ...match, rule } : match;
  });
  // "Clean the brick wall" (pressure wash the brick wall): the thing right after the cleaning is what is cleaned, not
  // new work of its own (new brick veneer was priced beside the washing).
  const cleanings = read.filter((match) => isCleaning(match, registry));
  const cleanedThing = (match: RuleMatch) =>
    !isCleaning(match, registry) &&
    cleanings.some(
      (cleaning) =>
        cleaning.end <= match.start && OBJECT_GAP.test(context.text.slice(cleaning.end, match.start)),
    );
  return read.filter((match) => !cleanedThing(match));
}

const OBJECT_GAP = /^\s*(?:(?:the|our|my|a|an|all|of|old|front|back|side|rear)\s+)*$/;

function ownItem(match: RuleMatch, registry: TradeRegistry) {
  return registry.get(match.rule.tradeId)?.workItems.find((w) => w.assembly === match.rule.assemblyId);
}

function isCleaning(match: RuleMatch, registry: TradeRegistry): boolean {
  return ownItem(match, registry)?.keywords.some((k) => CLEANING.test(k)) === true;
}
