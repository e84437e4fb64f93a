import type { TradeRegistry } from '../trades/trade-registry.ts';
import { ACTIONS } from './clause-actions.ts';
import { findWork } from './clause-items.ts';
import { withLexiconWork } from './lexicon-work.ts';
import { type ClauseContext, readClause } from './scope-context.ts';
import { clausePattern } from './scope-phrases.ts';

const readWork = (context: ClauseContext, registry: TradeRegistry) =>
  withLexiconWork(context, findWork(context), registry).matches;
/** A part that says how things are ("the drywall is already up", "no ducts in them") describes, it asks nothing. */
const DESCRIBES = clausePattern('describesPart');
/** The words a listed thing may follow: an article or one word of its kind ("the carpet tile", "vinyl plank"). */
const LEADS_THING = /^(?:[a-z]+\s+)?$/;

/**
 * A thing listed after a comma without a verb of its own takes the verb before it only where that verb works on
 * it: "paint the walls, carpet tile throughout" does not paint carpet tile; a listed thing the verb cannot work on
 * that names work of its own is a clause of its own ("carpet tile throughout"), read after the rest. A part that
 * describes, or whose work comes after other words ("about 60 sq ft of tile", "into the other side of the sink"),
 * sizes or places what the clause names.
 */
export function ownWorkParts(clause: string, registry: TradeRegistry): string[] {
  // "3,000 square feet": a comma inside a number is no list.
  const parts = clause.split(/\s*,(?!\d{3}\b)\s*(?:and\s+)?/);
  if (parts.length < 2) return [clause];
  const { flags } = readClause(clause);
  if (!ACTIONS.some((action) => flags[action])) return [clause];
  const own = parts.slice(1).filter((part) => {
    const alone = readClause(part);
    if (ACTIONS.some((action) => alone.flags[action]) || DESCRIBES.test(alone.text)) return false;
    if (readWork({ ...alone, flags }, registry).length > 0) return false;
    const first = readWork(alone, registry)[0];
    return first !== undefined && LEADS_THING.test(alone.text.slice(0, first.start));
  });
  if (own.length === 0) return [clause];
  return [parts.filter((part) => !own.includes(part)).join(', '), ...own];
}
