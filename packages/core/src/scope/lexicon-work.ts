import { foldWord } from '../trades/match-text.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { lexiconFor } from './correct-spelling.ts';
import { acts, governed, listedBeside, sameTrade, withParts } from './listed-beside.ts';
import { removalOnlySpans } from './mention-chunks.ts';
import { regexOf } from './parse-data-file.ts';
import type { ClauseContext } from './scope-context.ts';
import { clauseFlags, clausePattern, DESCRIBED_BARE } from './scope-phrases.ts';
import { type RuleMatch, servedBy, swapSpans } from './settle-matches.ts';
import { isPartOfWholeJob, isWholeJob } from './whole-job-work.ts';
import { workItemRule } from './work-item-rule.ts';
import type { WorkRule } from './work-rule.ts';

interface Token {
  word: string;
  start: number;
  end: number;
}

/** Folded words with where they sit in the text, split as `tokenize` splits them. */
function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[a-z0-9']+/g)]
    .map((m) => ({ word: foldWord(m[0].replace(/'/g, '')), start: m.index, end: m.index + m[0].length }))
    .filter((t) => t.word !== '');
}

/**
 * The kinds of work the trade lexicon names in a clause, longest phrase first over the one phrase index
 * ("drop ceiling grid" before "tile", "metal stud wall" before "wall"). Only phrases of two words or more: a
 * single word is too loose to outrank the reader's own rules.
 */
function lexiconMatches(context: ClauseContext, registry: TradeRegistry, repairing = false): RuleMatch[] {
  const tokens = tokensOf(context.text);
  const { actions } = lexiconFor(registry);
  const hits = registry
    .workItemPhrases(tokens.map((t) => t.word))
    // A keyword that starts with an action ("install carpet") names the verb and the noun; the noun alone is
    // the kind of work, and the verb belongs to the clause.
    .filter((hit) => {
      const words = hit.phrase.trim().split(/\s+/);
      return (
        words.length >= 2 && hit.target.workItem.assembly && !actions.has(foldWord(words[0]!.toLowerCase()))
      );
    })
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: (RuleMatch & { tokenCount: number })[] = [];
  for (const hit of hits) {
    const { trade } = hit.target;
    const workItem = (repairing && repairItemOf(trade.workItems, hit.target.workItem)) || hit.target.workItem;
    const rule = workItemRule('lexicon', trade, workItem);
    const start = tokens[hit.start]?.start ?? 0;
    const end = tokens[hit.end - 1]?.end ?? start;
    // A phrase is said in one piece: "bring the restroom up to ADA, grab bars" names no "ADA grab bar".
    if (!rule || LIST_BREAK.test(context.text.slice(start, end))) continue;
    // Of two overlapping phrases of one length the later holds the head noun ("new toilet partitions").
    const head = chosen.findIndex(
      (m) => m.start < end && start < m.end && m.start < start && m.tokenCount === hit.end - hit.start,
    );
    if (head >= 0 && chosen[head]!.rule.assemblyId !== rule.assemblyId) chosen.splice(head, 1);
    // "detached garage 576 sf slab on grade": a whole job named over a longer phrase of one of its parts is the job.
    const part = chosen.findIndex(
      (m) => m.start < end && start < m.end && isPartOfWholeJob(registry, rule.assemblyId, m.rule),
    );
    if (part >= 0) chosen.splice(part, 1);
    if (chosen.some((m) => (m.start < end && start < m.end) || m.rule.assemblyId === rule.assemblyId))
      continue;
    chosen.push({ rule, start, end, text: context.text.slice(start, end), tokenCount: hit.end - hit.start });
  }
  return chosen.map(({ tokenCount: _tokens, ...match }) => match);
}

const LIST_BREAK = /[,;:!?]\s|\.\s|\s[-–—]\s/;
const REPAIR_WORD = /\brepair\b/;
const isRepair = (item: { keywords: readonly string[] }) => item.keywords.some((k) => REPAIR_WORD.test(k));

/** "Fix the wood fence": a repair of a thing is its own `<thing>_service` or its trade's repair item, never new. */
function repairItemOf<T extends { keywords: readonly string[]; assembly?: string | undefined }>(
  items: readonly T[],
  named: T,
): T | undefined {
  const own = `${named.assembly?.split('_').at(-1)}_service`;
  const repair = items.find((it) => it.assembly === own) ?? items.find((it) => it.assembly && isRepair(it));
  return isRepair(named) ? undefined : repair;
}

/**
 * The reader's rule matches with the lexicon's longer phrases in place of another trade's shorter rule matches
 * they cover ("2x4 acoustic tiles" is a ceiling, not floor tile), or, where no rule read anything, every kind
 * of work the lexicon names, each with its own span.
 */
function sizedFor(context: ClauseContext, found: RuleMatch): boolean {
  return context.measures.some(
    (m) =>
      ['length', 'area', 'count'].includes(m.kind) &&
      !context.consumed.has(m) &&
      m.end <= found.start &&
      /^\s*(?:(?:ft|feet|foot|lf|sf|sq ft)\s+)?(?:of\s+)?(?:[a-z]+\s+){0,2}$/.test(
        context.text.slice(m.end, found.start),
      ),
  );
}

/** "double vanity" and "carpet tile" qualify the rule's noun; "hang drywall" (an action and the noun) does not. */
function qualifies(
  found: RuleMatch,
  rule: RuleMatch,
  actions: ReadonlySet<string>,
  building: boolean,
): boolean {
  if (rule.rule.assemblyId === found.rule.assemblyId || rule.rule.id.startsWith('lexicon')) return false;
  // A rule that read labor on the thing ("service the old gas furnace") keeps it where nothing new is asked: a word
  // of the thing's kind does not make the work a new one.
  if (acts(found, actions) || (rule.rule.laborOnly && !building)) return false;
  // The rule's noun inside a longer name is a modifier of it ("carpet tile" is tile, not carpet); a qualifier
  // before a noun whose rule reads its own sizes and kinds (gallons, amps) leaves the rule's reading.
  // A rule that reads the whole phrase itself ("electric water heater") keeps it; one that reads only its last
  // word ("outdoor faucets", "led flat panels") meets another kind of work.
  return (
    found.end > rule.end ||
    (found.start < rule.start && (rule.rule.refine === undefined || !readsWhole(rule.rule, found.text)))
  );
}

function readsWhole(rule: WorkRule, phrase: string): boolean {
  // Sizes before the noun ("40 gallon") are the rule's to read.
  return regexOf(`^(?:[\\d.]+ [a-z]+ )*(?:${rule.noun})$`).test(phrase.trim());
}

export function withLexiconWork(
  context: ClauseContext,
  matches: RuleMatch[],
  registry: TradeRegistry,
): { matches: RuleMatch[]; unpriced: RuleMatch[] } {
  const { paint, stain, remove, install, replace, repair, symptom, refinish, clean } = context.flags;
  const repairing = (repair || symptom) && !install && !replace;
  const cleaning = clean && !install && !replace;
  if (paint || stain) return { matches, unpriced: [] };
  // "restore and polish the terrazzo floor": a clause that only refinishes names things to work on, not new ones,
  // but the kinds of work that are a refinishing ("deck resurfacing").
  const refinishing = refinish && !install && !replace;
  if (remove && !install && !replace)
    return { matches: withNewCovering(context, matches, registry), unpriced: [] };
  let result = [...matches];
  const unpriced: RuleMatch[] = [];
  const { actions } = lexiconFor(registry);
  const swap = swapSpans(context.text);
  for (const found of lexiconMatches(context, registry, repairing && matches.length === 0)) {
    if (refinishing && !refinishes(found)) continue;
    const covered = result.filter((m) => m.start < found.end && found.start < m.end);
    // A repair or a cleaning reads as the rules read it: the lexicon's kinds of work are new work ("fix an electric
    // water heater" is a service call, "clean, gas furnace" a tune-up, neither a new one).
    if (covered.length > 0 && (repairing || cleaning)) continue;
    // Work beside the rules' readings is added only where they read nothing: the rules know which neighbours are
    // places or causes ("a circuit for a window AC unit"), which the lexicon does not yet.
    // A kind of work named as the place of another ("led panels in the office ceiling grid") is not priced.
    const before = context.text.slice(0, found.start);
    const destination = DESTINATION.test(before);
    const purpose = !destination && PURPOSE.test(before);
    // What a rule read after the lexicon's thing, as what that thing serves, is the purpose, not the work ("need an
    // ejector pump for the toilet", "zone dampers so each floor has its own thermostat"); the old side of a swap
    // is not ("swap my gas tank water heater for a tankless").
    const swapped = swap && found.start >= swap.old[0] && found.end <= swap.old[1];
    const served = purpose || swapped ? [] : result.filter((m) => servedBy(context.text, found, m));
    if (covered.length > 0) {
      // Another trade's reading gives way; of the same trade, only a plain rule's noun that the phrase qualifies
      // ("double vanity"): a rule with its own refiner reads its work's sizes and kinds better.
      // A phrase that ends before the rule's noun does is a modifier of it ("bathroom vanity faucet").
      // Another trade's noun that ends inside the phrase before its head does is a modifier of it, whatever
      // the rule read before the phrase ("new toilet partitions": partitions, not a new toilet).
      const shorter = covered.every(
        (m) =>
          (m.start >= found.start &&
            m.end <= found.end &&
            m.end - m.start < found.end - found.start &&
            (m.rule.tradeId !== found.rule.tradeId || qualifies(found, m, actions, install || replace))) ||
          (m.rule.tradeId !== found.rule.tradeId && m.start < found.start && m.end < found.end),
      );
      if (shorter) result = [...result.filter((m) => !covered.includes(m) && !served.includes(m)), found];
      continue;
    }
    if (served.length > 0) {
      result = [...result.filter((m) => !served.includes(m)), found];
      continue;
    }
    // A whole job named is the job, whatever parts of it the rules read beside it (whole-job-work.ts), unless it
    // is named as where the work they read is done; a new thing water is carried to is work of its own ("the
    // downspouts piped to a dry well").
    const placed = matches.length > 0 && PLACE_OF_WORK.test(before);
    if ((isWholeJob(registry, found.rule.assemblyId) && !placed) || destination) result.push(found);
    else if (
      (matches.length === 0 && !(result.length > 0 && purpose)) ||
      ((sizedFor(context, found) || governed(context, found)) &&
        !sameTrade(context, result, found) &&
        !acts(found, actions)) ||
      // "add an ejector pump and a new toilet": a thing listed beside the same trade's work under a verb is work of
      // its own (a part said "with" the work is no item of the list: "a new roof with ice and water shield").
      (listedBeside(context, found, result) && !acts(found, actions)) ||
      // "a kitchen island with a prep sink and two outlets": what the rules read after "with" are the thing's parts.
      (!swap && withParts(context.text, found, result))
    )
      result.push(found);
    // "60 ft of metal stud wall, … drywall both sides": work given its own size beside another trade's is priced.
    // Otherwise a kind of work named beside them and priced nowhere is a doubt, unless it is what the work is
    // for ("a circuit for a window AC unit") or an action ("tear off").
    // The old side of a swap is what goes ("swap my gas tank water heater for a tankless").
    else if (!purpose && !found.rule.laborOnly && !swapped) unpriced.push(found);
  }
  return { matches: result.sort((a, b) => a.start - b.start), unpriced };
}

/**
 * "Roof is 28 squares, architectural shingles, one layer to tear off": in a clause that only takes things out, a
 * house's covering said bare outside what is taken out is the new one the tear-off makes way for.
 */
function withNewCovering(context: ClauseContext, matches: RuleMatch[], registry: TradeRegistry): RuleMatch[] {
  const removed = removalOnlySpans(context.text);
  const covering = lexiconMatches(context, registry).filter(
    (found) =>
      DESCRIBED_BARE.has(found.rule.assemblyId) &&
      !removed.some((span) => found.start < span.end && span.start < found.end) &&
      !matches.some((m) => found.start < m.end && m.start < found.end),
  );
  return covering.length === 0 ? matches : [...matches, ...covering].sort((a, b) => a.start - b.start);
}

/** Whether a lexicon kind of work is itself a refinishing ("deck resurfacing", "tub and tile reglazing"). */
const refinishes = (found: RuleMatch) =>
  clauseFlags(`${found.text} ${found.rule.title} ${found.rule.assemblyId.replaceAll('_', ' ')}`.toLowerCase())
    .refinish;

const PURPOSE = clausePattern('purpose');
const DESTINATION = clausePattern('destination');
const PLACE_OF_WORK = clausePattern('placeOfWork');
