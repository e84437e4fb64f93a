import type { TradeRegistry } from '../trades/trade-registry.ts';
import { areaSubject } from './area-subject.ts';
import { ACTIONS } from './clause-actions.ts';
import { draftsFor, findWork, impliedWork, type RuleMatch, registryWork } from './clause-items.ts';
import { asCleaning } from './cleaning-work.ts';
import { withLexiconWork } from './lexicon-work.ts';
import { loadWorkRules } from './load-work-rules.ts';
import { foldMaterialTails, type WorkSpan, withSwapNoun } from './material-tail.ts';
import { ACTION_WORD, askedAt } from './mention-chunks.ts';
import { describeMeasure } from './parse-quantity.ts';
import type { ParseState } from './parse-state.ts';
import { partAsRepair } from './part-of-thing.ts';
import { withoutNameWords, withoutPartsOfNewThing } from './parts-and-names.ts';
import { placeDraft } from './place-draft.ts';
import { take, unused, withdraw } from './quantity-basics.ts';
import { referBack } from './refer-back.ts';
import { asRemoval, onlyRemoves } from './removal-work.ts';
import { ROOM_TYPES } from './room-areas.ts';
import { roomTemplateFor } from './room-by-parts.ts';
import { roomTemplateDrafts } from './room-job.ts';
import { type ClauseContext, noteTypicalSpaces, type PlanItemDraft, readClause } from './scope-context.ts';
import { clauseFlags, clausePattern, DESCRIBED_BARE, refersBack, saysLaborOnly } from './scope-phrases.ts';
import { contextOnly, isFiller, namesWork, reportUnused } from './unread-text.ts';

export const FOR_A_REMODEL = clausePattern('forARemodel');
const VERB_LAST = new RegExp(String.raw`:\s*(?:${ACTION_WORD.source})\s*$`);

export function namesLexiconWork(context: ClauseContext, registry: TradeRegistry): boolean {
  if (Object.values(context.flags).some(Boolean) || isFiller(context.text)) return false;
  return registryWork({ ...context, assumptions: [] }, registry).length > 0;
}

/**
 * "new 2x2 ACT grid and tile, paint walls": a clause whose own verb asks for a kind of work of the trade lexicon is
 * read on its own, not carried into a next clause whose verb prices none of the lexicon's work (paint, stain, a
 * removal alone).
 */
export function asksBeforeFinish(clause: string, next: string, registry: TradeRegistry): boolean {
  const { paint, stain, remove, install, replace } = clauseFlags(next);
  if (!(paint || stain || (remove && !install && !replace)) || !ACTION_WORD.test(clause)) return false;
  const context = { ...readClause(clause), assumptions: [], questions: [], understood: [] };
  return withLexiconWork(context, [], registry).matches.length > 0;
}

/** "install a new one" / "put in new ones" after a removal: the same thing, new, as a rule or the lexicon reads it. */
export function pronounWork(
  context: ClauseContext,
  previous: RuleMatch[],
  registry: TradeRegistry,
): RuleMatch[] {
  // "tear out the deck and haul it away": taking it away is not a new one.
  const { remove, install, replace } = context.flags;
  if (remove && !install && !replace) return [];
  if (!/\b(?:one|ones|it|them|new)\b/.test(context.text) || previous.length === 0) return [];
  const removed = previous.find((m) => loadWorkRules().removal.includes(m.rule));
  if (!removed) return [];
  const again = readClause(`install new ${removed.text.replace(/\b(?:old|existing)\b/g, '')}`, context);
  const { matches } = withLexiconWork(again, findWork(again), registry);
  return matches.filter((m) => !loadWorkRules().removal.includes(m.rule));
}

export interface ClauseOutcome {
  context: ClauseContext;
  matches: RuleMatch[];
  /** Nothing recognised and nothing to ignore: the caller may join it to the next clause. */
  unread: boolean;
}

/**
 * "Paint the exterior, plus the trim": a clause that names things but no action takes the action of the
 * clause before it, when that reading finds work the earlier clause did not already price.
 */
export function borrowAction(
  context: ClauseContext,
  previous?: { context?: ClauseContext; matches: RuleMatch[] },
) {
  const earlier = previous?.context?.flags;
  if (!earlier || ACTIONS.some((action) => context.flags[action]) || findWork(context).length > 0)
    return context;
  const flags = { ...context.flags };
  for (const action of ACTIONS) flags[action] = earlier[action];
  const borrowed = { ...context, flags };
  const fresh = findWork(borrowed).filter((m) => !previous.matches.some((p) => p.rule === m.rule));
  return fresh.length > 0 ? borrowed : context;
}

export function parseClause(
  clause: string,
  inherited: Partial<ClauseContext>,
  previousClause: { context?: ClauseContext; matches: RuleMatch[] },
  state: ParseState,
  sentenceLaborOnly: boolean,
  last: boolean,
): ClauseOutcome {
  const previous = previousClause.matches;
  const context = borrowAction(
    readClause(withMaterials(clause, inherited, state.registry), inherited),
    previousClause,
  );
  // "Demolish the shed and haul it away": taking away what the clause before priced is part of that work.
  if (
    onlyRemoves(context.flags) &&
    previous.length > 0 &&
    refersBack(context.text) &&
    findWork(context).length === 0
  ) {
    state.understood.push(`"${clause.trim()}": part of the work before it`);
    return { context, matches: previous, unread: false };
  }
  // A clause that names a kind of work of the trade lexicon without a verb ("standing seam metal roof on a
  // ranch") asks for that work: it is read, not carried into the next clause to take that clause's verb.
  const unreadable =
    !roomTemplateFor(context, state) &&
    findWork(context).length === 0 &&
    impliedWork({ ...context, assumptions: [], questions: [] }, []).length === 0 &&
    !namesLexiconWork(context, state.registry);
  const pronoun = unreadable ? pronounWork(context, previous, state.registry) : [];
  const reference = pronoun.length === 0 ? referBack(clause, state.lastWork, !unreadable) : undefined;
  if (reference?.repeat) return { context, matches: previous, unread: false };
  if (reference && state.lastWork) {
    // The thing named before is the object: its earlier reading (often a repair) gives way to this one.
    const { firstDraft, draftCount, clause: before } = state.lastWork;
    state.drafts.splice(firstDraft, draftCount);
    if (draftCount === 0) withdrawUnread(state, before);
    state.lastWork = undefined;
    return parseClause(reference.text, inherited, previousClause, state, sentenceLaborOnly, true);
  }
  // "5,000 sf office: demo, partitions": a verb said alone as an item of a list is read as it stands, not carried.
  const verbItem = VERB_LAST.test(clause);
  if (
    !last &&
    unreadable &&
    !verbItem &&
    !isFiller(clause) &&
    !saysLaborOnly(clause) &&
    pronoun.length === 0
  ) {
    return { context, matches: previous, unread: true };
  }
  const lexicon = withLexiconWork(context, findWork(context), state.registry);
  let matches = asCleaning(context, lexicon.matches, state.registry);
  for (const thing of lexicon.unpriced) state.named.push({ ...thing, text: thing.text, clause });
  // "3 new circuits for a kitchen remodel": the remodel is what the named work is for, not a job to price too.
  const forAJob = FOR_A_REMODEL.test(context.text) && matches.length > 0;
  const room = forAJob ? { drafts: [] } : roomTemplateDrafts(context, state);
  const before = [...previous.map((m) => m.rule.assemblyId), state.drafts.at(-1)?.draft.assemblyId ?? ''];
  matches.push(...impliedWork(context, matches, before));
  // "… and convert the tub to a walk-in shower" in a bath remodel: the remodel's walk-in shower, nothing to guess.
  const placed = room.drafts.length > 0 || room.partOfJob;
  if (matches.length === 0 && !placed) matches = pronounWork(context, previous, state.registry);
  if (matches.length === 0 && !placed && !isFiller(clause)) matches = registryWork(context, state.registry);
  matches = withoutPartsOfNewThing(
    context,
    withoutNameWords(context, asRemoval(context, matches, state.registry)),
  );
  const read = withoutSiteSaid(context, matches, state);
  if (read.length === 0 && matches.length > 0 && room.drafts.length === 0) {
    state.understood.push(`"${clause.trim()}": the house the work is on, described`);
    return { context, matches: [], unread: false };
  }
  matches = read;
  const ruleDrafts = draftsFor(context, matches);
  const usedRoom = context.spaces.find((s) => s.used && ROOM_TYPES.some((r) => r.label === s.label));
  const label = room.label ?? context.rooms[0]?.type.label ?? usedRoom?.label;
  const laborOnly = sentenceLaborOnly || saysLaborOnly(clause);
  const drafts = [...room.drafts, ...ruleDrafts];
  sizeStandInByAreaSaid(context, drafts);
  const firstDraft = state.drafts.length;
  let added = 0;
  for (const draft of drafts) {
    coats(draft, context);
    const fromTemplate = room.drafts.includes(draft);
    const template = fromTemplate ? { template: room.template } : {};
    if (placeDraft(state, { draft, label, clause, laborOnly, fromTemplate, ...template }, context)) added++;
  }
  if (added > 0) state.lastWork = { clause, firstDraft, draftCount: added };
  noteTypicalSpaces(context);
  state.understood.push(...context.understood);
  state.assumptions.push(...context.assumptions);
  state.questions.push(...context.questions);
  if (drafts.length === 0) {
    if (room.partOfJob) state.understood.push(`"${clause.trim()}": part of the room's remodel`);
    else if (saysLaborOnly(clause)) state.laborOnlyAll = true;
    else if (!isFiller(clause) && !contextOnly(context)) {
      // "Big silver maple, leaning toward the garage. Need it taken down": a thing named alone may be the "it" after.
      state.lastWork ??= { clause, firstDraft: state.drafts.length, draftCount: 0 };
      state.unrecognized.push(clause);
      state.questions.push(`Not understood: "${clause}". What work is this, and how much of it?`);
      if (namesWork(clause))
        state.doubts.push(
          `"${clause}" asks for work this estimate does not price: what is it, and how much?`,
        );
    }
  } else {
    reportUnused(context, clause, state);
  }
  return { context, matches, unread: false };
}

/**
 * A house's covering said bare beside other work describes the house (`describedBare`): a clause with no action of
 * its own after work was asked ("… new step flashing. Shingle roof, 8/12 pitch."), or a run of parts with no verb
 * beside the clause's other work ("want a solar tube put in, open attic above, shingle roof").
 */
function withoutSiteSaid(context: ClauseContext, allMatches: RuleMatch[], state: ParseState): RuleMatch[] {
  // "a skylight on a shingle roof", "radiant heat under tile": a thing after a word of place is where the work is.
  const located = (m: RuleMatch) => !/^new\b/.test(m.text) && LOCATED.test(context.text.slice(0, m.start));
  const matches = allMatches.some((m) => !located(m)) ? allMatches.filter((m) => !located(m)) : allMatches;
  const described = (m: RuleMatch) => DESCRIBED_BARE.has(m.rule.assemblyId);
  if (!matches.some(described)) return matches;
  const acted = ACTIONS.some((action) => context.flags[action]) || ACTION_WORD.test(context.text);
  if (!acted) return state.drafts.length > 0 && matches.every(described) ? [] : matches;
  if (state.drafts.length === 0 && matches.every(described)) return matches;
  return matches.filter((m) => !described(m) || askedAt(context.text, m.start));
}

const LOCATED = clausePattern('locatedOn');

/**
 * "Found mold on the drywall in our basement, maybe 100 sq ft of wall": the one line of a clause left at a stand-in
 * area takes the one area the clause states and no line used, whatever surface it names, rather than a typical size.
 */
function sizeStandInByAreaSaid(context: ClauseContext, drafts: PlanItemDraft[]): void {
  const standIns = drafts.filter((draft) => draft.typical && draft.uom === 'sq_ft');
  const areas = unused(
    context,
    (m) =>
      m.kind === 'area' &&
      m.uom === 'sq_ft' &&
      !['roof', 'house', 'site'].includes(areaSubject(m, context.text)),
  );
  const [draft] = standIns;
  const [area] = areas;
  if (standIns.length !== 1 || areas.length !== 1 || !draft || !area) return;
  withdraw(draft, [context.assumptions, context.questions]);
  take(context, area);
  const said = `${draft.title}: `;
  context.understood = context.understood.filter(
    (note) => !(note.startsWith(said) && /\btypical\b/.test(note)),
  );
  context.understood.push(`${said}${describeMeasure(area)} as stated`);
  Object.assign(draft, { quantity: area.value, quantitySource: 'stated', quantityStated: true });
}

/** A clause reported not understood that a later one read as its object ("need it taken down"). */
function withdrawUnread(state: ParseState, clause: string): void {
  const said = `"${clause}"`;
  for (const list of [state.unrecognized, state.questions, state.doubts]) {
    const at = list.findIndex((entry) => entry === clause || entry.includes(said));
    if (at >= 0) list.splice(at, 1);
  }
}

/**
 * The clause as its things are meant: a material said after its thing is part of its name ("a patio 15x20,
 * stamped concrete"), new work on a part of a thing is a repair of it ("replace the faucet cartridge").
 */
function withMaterials(clause: string, inherited: Partial<ClauseContext>, registry: TradeRegistry): string {
  const read = new Map<string, WorkSpan[]>();
  const readWork = (text: string) => {
    const known = read.get(text);
    if (known) return known;
    // Read as the clause is read, refiners included: a refiner picks an asphalt driveway from its words.
    const context = { ...readClause(text, inherited), assumptions: [], questions: [], understood: [] };
    const { matches } = withLexiconWork(context, findWork(context), registry);
    const spans = matches.map((m) => {
      const assemblies = draftsFor(context, [m]).map((d) => d.assemblyId);
      return {
        ruleId: `${m.rule.id}:${assemblies.join('+')}`,
        tradeId: m.rule.tradeId,
        start: m.start,
        end: m.end,
      };
    });
    read.set(text, spans);
    return spans;
  };
  const folded = withSwapNoun(foldMaterialTails(clause, readWork), readWork);
  return partAsRepair(folded, readWork) ?? folded;
}

export function coats(draft: PlanItemDraft, context: ClauseContext): void {
  const match = /\b(\d) coats?\b/.exec(context.text);
  if (!match || draft.tradeId !== 'painting') return;
  draft.params = { ...draft.params, coats: Number(match[1]) };
  for (const m of context.measures)
    if (m.kind === 'count' && m.nextWord.startsWith('coat')) context.consumed.add(m);
}
