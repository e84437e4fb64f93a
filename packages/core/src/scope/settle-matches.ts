import { foldWord } from '../trades/match-text.ts';
import type { ClauseContext } from './scope-context.ts';
import { clausePattern } from './scope-phrases.ts';
import type { WorkRule } from './work-rule.ts';

/** A rule's hit in a clause: the span of text it read. */
export interface RuleMatch {
  rule: WorkRule;
  start: number;
  end: number;
  text: string;
  /** Later mentions of the same work in the clause ("a front door and 8 interior doors"). */
  more?: { start: number; end: number; text: string }[];
}

/** Trades whose work covers the same surface, so one replaces the other ("swap the carpet for tile"). */
const SURFACE_TRADES: string[][] = [['flooring', 'tile']];
const sameWork = (a: WorkRule, b: WorkRule) =>
  a.tradeId === b.tradeId ||
  SURFACE_TRADES.some((trades) => trades.includes(a.tradeId) && trades.includes(b.tradeId));

// "swap the 4 outlets for GFCI outlets", "replace the carpet in the bedroom with LVP": the old thing, then the new.
// "replace my roof, 20 squares, with new drip edge": after a comma, "with" adds to the work instead of swapping.
const SWAP_OLD_NEW = clausePattern('swapOldNew', 'd');
// "a GFCI in place of the old outlet", "LVP instead of carpet": the new thing, then the old (up to the list's next
// item: "a walk-in shower instead of the tub, and a new tile floor" swaps the tub alone).
const NEW_IN_PLACE_OF_OLD = /^(.*?)\b(?:in place of|instead of|to replace)\b([^,;]*)/d;

/** Where the old thing and the new thing are named in a swap, if the clause is one. */
export function swapSpans(text: string): { old: [number, number]; new: [number, number] } | undefined {
  const oldFirst = SWAP_OLD_NEW.exec(text)?.indices;
  if (oldFirst?.[1] && oldFirst[2]) return { old: oldFirst[1], new: oldFirst[2] };
  const newFirst = NEW_IN_PLACE_OF_OLD.exec(text)?.indices;
  if (newFirst?.[1] && newFirst[2]) return { old: newFirst[2], new: newFirst[1] };
  return undefined;
}

const inside = (m: RuleMatch, [start, end]: [number, number]) => m.start >= start && m.end <= end;

/**
 * Work in a swap: the old thing is what the new one replaces, so it is removed (when a removal prices that) or
 * left to the new line (a GFCI in place of an outlet includes taking the outlet out), never installed again.
 */
function settleSwap(
  context: ClauseContext,
  found: RuleMatch[],
  claimed: RuleMatch[],
  removals: Removals,
): RuleMatch[] {
  const spans = swapSpans(context.text);
  if (!spans) return found;
  const incoming = claimed.filter((m) => inside(m, spans.new) && !removals.isRemoval(m.rule));
  const settled = found.flatMap((match) => {
    if (!inside(match, spans.old) || removals.isRemoval(match.rule)) return [match];
    const removal = removals.removalOf(match.text);
    // "the old fence for a cedar fence": the same work old and new is a removal only where the trade data
    // prices taking it out apart from putting it in (surfaces); a fixture's swap already includes it.
    // Another thing in its place replaces it, of any trade ("a walk-in shower instead of the tub"), unless the same
    // thing is named new too ("the old vanity for a new one with a faucet": the faucet goes with it).
    const again =
      incoming.some((m) => m.rule === match.rule) ||
      /^\W*(?:(?:a|an|the) )?(?:new )?(?:ones?|1)\b/.test(context.text.slice(...spans.new));
    const replacing = incoming.find(
      (m) =>
        (m.rule !== match.rule && (!again || sameWork(m.rule, match.rule))) ||
        (m.rule === match.rule && removal !== undefined && removals.pairs(removal, m.rule)),
    );
    if (!replacing) return [match];
    const promoted = replacing.rule === match.rule ? [replacing] : [];
    return removal ? [{ ...match, rule: removal }, ...promoted] : promoted;
  });
  return settled.sort((a, b) => a.start - b.start);
}

/**
 * A noun right before another trade's noun names where that work is or what kind it is ("kitchen counter
 * outlets" are outlets, "vanity light" is a light): the last noun is the thing.
 */
function dropModifiers(context: ClauseContext, found: RuleMatch[], claimed: RuleMatch[]): RuleMatch[] {
  return found.filter(
    (match) =>
      !claimed.some(
        (head) =>
          head.start > match.end &&
          context.text.slice(match.end, head.start).trim() === '' &&
          !sameWork(head.rule, match.rule),
      ),
  );
}

/** "tear off" alone stands for a roof only when nothing else is named to tear off ("tear off old siding"). */
function dropBareVerbs(found: RuleMatch[], removals: Removals): RuleMatch[] {
  const named = found.filter((m) => removals.isRemoval(m.rule));
  return found.filter(
    (match) => !(/^(?:tear ?off|tearoff)$/.test(match.text.trim()) && named.some((m) => m !== match)),
  );
}

const SERVES = clausePattern('serves');

/**
 * Whether a rule's match sits after a thing as what the thing is for ("a pump for the toilet", "a gas line for the new
 * range"). A rule whose own work is that thing already ("a 50 amp circuit for the ev charger" is the charger's
 * circuit) keeps it.
 */
export function servedBy(text: string, found: RuleMatch, match: RuleMatch): boolean {
  const head = foldWord(/([a-z0-9]+)[^a-z0-9]*$/.exec(found.text)?.[1] ?? '');
  const ownWork = match.rule.assemblyId.split('_').some((word) => foldWord(word) === head);
  return (
    match.start >= found.end &&
    !ownWork &&
    !match.rule.id.startsWith('lexicon') &&
    SERVES.test(text.slice(found.end, match.start))
  );
}

/** How the clause reader tells removal work, and finds the removal that prices taking a thing out. */
export interface Removals {
  isRemoval: (rule: WorkRule) => boolean;
  removalOf: (thing: string) => WorkRule | undefined;
  /** Whether a removal is priced apart from the work that replaces it (siding off, siding on). */
  pairs: (removal: WorkRule, work: WorkRule) => boolean;
}

/** What a clause's raw rule hits mean together: modifiers, swaps and bare verbs resolved. */
export function settleMatches(
  context: ClauseContext,
  found: RuleMatch[],
  claimed: RuleMatch[],
  removals: Removals,
): RuleMatch[] {
  const heads = dropModifiers(context, found, claimed);
  // What new work is for is no second thing to put in; what is taken out for it ("the carpet out for tile"), or
  // swapped for it ("outlets for GFCIs"), is not.
  const removed = heads.filter((m) => removals.isRemoval(m.rule));
  const swapped = swapSpans(context.text) !== undefined;
  const feeds = heads.filter((m) => !swapped && !removed.some((r) => r.start < m.end && m.start < r.end));
  const served = heads.filter((m) => !feeds.some((work) => servedBy(context.text, work, m)));
  return dropBareVerbs(settleSwap(context, served, claimed, removals), removals);
}
