import type { PlanInput } from '../plan/plan-schema.ts';
import { assertValidPlan } from '../plan/validate-plan.ts';
import { QuoinError } from '../quoin-error.ts';
import { defaultTradeRegistry, type TradeRegistry } from '../trades/trade-registry.ts';
import {
  capitalize,
  draftsFor,
  findWork,
  impliedWork,
  type RuleMatch,
  registryWork,
} from './clause-items.ts';
import { addCompanions } from './companion-work.ts';
import { correctSpelling, lexiconFor } from './correct-spelling.ts';
import { findKeptItems } from './kept-items.ts';
import { withLexiconWork } from './lexicon-work.ts';
import { roomTemplates } from './load-job-templates.ts';
import { takeNegativeSizes } from './negative-sizes.ts';
import { findLocation, type ScopeLocation } from './parse-location.ts';
import { describeMeasure } from './parse-quantity.ts';
import { placeDraft } from './place-draft.ts';
import { type LastWork, referBack } from './refer-back.ts';
import { ROOM_TYPES } from './room-areas.ts';
import {
  areaSubject,
  type ClauseContext,
  noteTypicalSpaces,
  type PlanItemDraft,
  readClause,
} from './scope-context.ts';
import { findCustomerSupplies, saysLaborOnly } from './scope-phrases.ts';
import { applyCustomerSupplies, applyLaborOnly, type ScopeNotes, toPlanGroups } from './scope-plan.ts';
import {
  type ParseSnapshot,
  readNothing,
  restoreSnapshot,
  sizesOnly,
  takeSnapshot,
} from './sentence-snapshot.ts';
import { shareQuantities } from './share-quantities.ts';
import { normalizeText, splitClauses, splitSentences } from './split-jobs.ts';
import { templateSize } from './template-size.ts';
import { contextOnly, isFiller, namesWork, reportUnused } from './unread-text.ts';
import { REMOVAL_RULES } from './work-rules.ts';

export interface ScopeParseResult {
  /** Validated by validatePlan(); title derived from the request. */
  plan: PlanInput;
  location?: { zip: string; source: 'zip' | 'city'; text: string; city?: string; state?: string };
  /** What was understood, as short sentences for a person ("Deck 12 × 16 ft = 192 sq ft floor area"). */
  understood: string[];
  /** Fragments not interpreted (also reflected as plan.questions). */
  unrecognized: string[];
}

export interface ParseScopeOptions {
  registry?: TradeRegistry;
  /** ZIP used when the request names no place. */
  defaultZip?: string;
}

interface ParseState extends ScopeNotes {
  registry: TradeRegistry;
  /** Lexicon work named beside what the rules read; a doubt at the end unless some line prices that work. */
  named: (RuleMatch & { clause: string })[];
  laborOnlyAll: boolean;
  lastWork?: LastWork;
  /** Things the request keeps as they are ("keep the fridge"), blanked from the work text. */
  kept: string[];
}

function namesWithoutAction(sentence: string, snapshot: ParseSnapshot, state: ParseState): boolean {
  const flags = readClause(sentence).flags;
  const acts = flags.paint || flags.stain || flags.remove || flags.repair || flags.replace || flags.install;
  return !acts && readNothing(snapshot, state);
}

/** Context that holds for the whole request wherever it is said: house and roof size, ceiling height, pitch, stories. */
function requestContext(text: string): Partial<ClauseContext> {
  const whole = readClause(text);
  return {
    ceilingHeightFt: whole.ceilingHeightFt,
    ceilingHeightGiven: whole.ceilingHeightGiven,
    pitchRise: whole.pitchRise,
    pitchGiven: whole.pitchGiven,
    stories: whole.stories,
    storiesGiven: whole.storiesGiven,
    ...(whole.houseFloorSqFt === undefined ? {} : { houseFloorSqFt: whole.houseFloorSqFt }),
    ...(whole.roofSquares === undefined ? {} : { roofSquares: whole.roofSquares }),
    requestText: text,
  };
}

/** "Redo the kitchen, about 150 sq ft": a bare area in the job's clause is the room's floor, taken as square. */
function roomSpaces(context: ClauseContext, label: string): ClauseContext['spaces'] {
  if (context.spaces.some((space) => space.source !== 'typical')) return context.spaces;
  const area = context.measures.find(
    (m) =>
      m.kind === 'area' &&
      m.uom === 'sq_ft' &&
      !context.consumed.has(m) &&
      areaSubject(m, context.text) === 'generic',
  );
  if (!area) return context.spaces;
  context.consumed.add(area);
  const side = Math.round(Math.sqrt(area.value) * 10) / 10;
  context.assumptions.push(
    `The ${label} taken as ${describeMeasure(area)} of floor, square (${side} × ${side} ft).`,
  );
  return [{ label, count: 1, widthFt: side, lengthFt: side, source: 'area', used: true }];
}

const KEEPS_CABINETS =
  /\b(?:paint|repaint|refinish|reface|stain|restain)\w* (?:the |our |my |existing )*(?:kitchen )?cabinets?\b|\bcabinets? (?:painted|refinished|refaced)\b/;

const FOR_A_REMODEL =
  /\b(?:for|during|as part of|ahead of|before) (?:a|an|the|our|my|this) (?:[a-z]+ )?(?:kitchen|bath(?:room)?|basement) (?:remodel|renovation|reno|redo|update|finish)\b/;

function roomTemplateDrafts(
  context: ClauseContext,
  state: ParseState,
): { drafts: PlanItemDraft[]; label?: string } {
  const template = roomTemplates().find((t) => t.trigger.test(context.text));
  if (!template) return { drafts: [] };
  // "Kitchen update: paint cabinets, new faucet, backsplash": the cabinets are refinished, so it is not a
  // remodel. Cabinets kept as they are ("keep the cabinets") leave the rest of the remodel: the template drops them.
  if (template.id === 'kitchen' && KEEPS_CABINETS.test(context.requestText)) return { drafts: [] };
  const room = ROOM_TYPES.find((r) => r.id === template.room)!;
  const size = templateSize(
    roomSpaces(context, room.label),
    room.typicalWidthFt,
    room.typicalLengthFt,
    room.label,
  );
  // Kept things are blanked out of the work text; the template still reads them, so its own keep rules apply
  // ("remodel the bathroom, keep the tub" keeps the tub and still prices the shower valve).
  const kept = state.kept.map((thing) => `keep ${thing}.`).join(' ');
  const result = template.build(
    kept ? { ...context, requestText: `${context.requestText} ${kept}` } : context,
    size,
    state.kept,
  );
  for (const draft of result.drafts) draft.quantitySource ??= size.typical ? 'typical' : 'derived';
  const sizeText = `${size.widthFt} × ${size.lengthFt} ft`;
  if (size.typical) {
    state.assumptions.push(`${template.name}: size not given; a typical ${sizeText} ${room.label} assumed.`);
    state.questions.push(`What are the ${room.label}'s dimensions?`);
  }
  state.understood.push(
    `${template.name}, ${sizeText} (${size.widthFt * size.lengthFt} sq ft floor)${size.typical ? ', typical size' : ''}`,
  );
  state.assumptions.push(...result.assumptions);
  state.exclusions.push(...result.exclusions);
  state.questions.push(...result.questions);
  return { drafts: result.drafts, label: room.label };
}

function namesLexiconWork(context: ClauseContext, registry: TradeRegistry): boolean {
  if (Object.values(context.flags).some(Boolean) || isFiller(context.text)) return false;
  return registryWork({ ...context, assumptions: [] }, registry).length > 0;
}

/** "install a new one" / "replace it" after a removal: the same thing, new. */
function pronounWork(context: ClauseContext, previous: RuleMatch[]): RuleMatch[] {
  if (!/\b(?:one|ones|it|them|new)\b/.test(context.text) || previous.length === 0) return [];
  const removed = previous.find((m) => REMOVAL_RULES.includes(m.rule));
  if (!removed) return [];
  const again = readClause(`install new ${removed.text.replace(/\b(?:old|existing)\b/g, '')}`, context);
  return findWork(again).filter((m) => !REMOVAL_RULES.includes(m.rule));
}

interface ClauseOutcome {
  context: ClauseContext;
  matches: RuleMatch[];
  /** Nothing recognised and nothing to ignore: the caller may join it to the next clause. */
  unread: boolean;
}

const ACTIONS = ['paint', 'stain', 'remove', 'repair', 'replace', 'install', 'clean', 'refinish'] as const;

/**
 * "Paint the exterior, plus the trim": a clause that names things but no action takes the action of the
 * clause before it, when that reading finds work the earlier clause did not already price.
 */
function borrowAction(context: ClauseContext, previous?: { context?: ClauseContext; matches: RuleMatch[] }) {
  const earlier = previous?.context?.flags;
  if (!earlier || ACTIONS.some((action) => context.flags[action]) || findWork(context).length > 0)
    return context;
  const flags = { ...context.flags };
  for (const action of ACTIONS) flags[action] = earlier[action];
  const borrowed = { ...context, flags };
  const fresh = findWork(borrowed).filter((m) => !previous.matches.some((p) => p.rule === m.rule));
  return fresh.length > 0 ? borrowed : context;
}

function parseClause(
  clause: string,
  inherited: Partial<ClauseContext>,
  previousClause: { context?: ClauseContext; matches: RuleMatch[] },
  state: ParseState,
  sentenceLaborOnly: boolean,
  last: boolean,
): ClauseOutcome {
  const previous = previousClause.matches;
  const context = borrowAction(readClause(clause, inherited), previousClause);
  // A clause that names a kind of work of the trade lexicon without a verb ("standing seam metal roof on a
  // ranch") asks for that work: it is read, not carried into the next clause to take that clause's verb.
  const unreadable =
    !roomTemplates().some((t) => t.trigger.test(context.text)) &&
    findWork(context).length === 0 &&
    impliedWork({ ...context, assumptions: [], questions: [] }, []).length === 0 &&
    !namesLexiconWork(context, state.registry);
  const pronoun = unreadable ? pronounWork(context, previous) : [];
  const reference = pronoun.length === 0 ? referBack(clause, state.lastWork, !unreadable) : undefined;
  if (reference?.repeat) return { context, matches: previous, unread: false };
  if (reference && state.lastWork) {
    // The thing named before is the object: its earlier reading (often a repair) gives way to this one.
    const { firstDraft, draftCount } = state.lastWork;
    state.drafts.splice(firstDraft, draftCount);
    state.lastWork = undefined;
    return parseClause(reference.text, inherited, previousClause, state, sentenceLaborOnly, true);
  }
  if (!last && unreadable && !isFiller(clause) && !saysLaborOnly(clause) && pronoun.length === 0) {
    return { context, matches: previous, unread: true };
  }
  const lexicon = withLexiconWork(context, findWork(context), state.registry);
  let matches = lexicon.matches;
  for (const thing of lexicon.unpriced) state.named.push({ ...thing, text: thing.text, clause });
  // "3 new circuits for a kitchen remodel": the remodel is what the named work is for, not a job to price too.
  const forAJob = FOR_A_REMODEL.test(context.text) && matches.length > 0;
  const room = forAJob ? { drafts: [] } : roomTemplateDrafts(context, state);
  matches.push(...impliedWork(context, matches));
  if (matches.length === 0 && room.drafts.length === 0) matches = pronounWork(context, previous);
  if (matches.length === 0 && room.drafts.length === 0 && !isFiller(clause))
    matches = registryWork(context, state.registry);
  const ruleDrafts = draftsFor(context, matches);
  const usedRoom = context.spaces.find((s) => s.used && ROOM_TYPES.some((r) => r.label === s.label));
  const label = room.label ?? context.rooms[0]?.type.label ?? usedRoom?.label;
  const laborOnly = sentenceLaborOnly || saysLaborOnly(clause);
  const drafts = [...room.drafts, ...ruleDrafts];
  const firstDraft = state.drafts.length;
  let added = 0;
  for (const draft of drafts) {
    coats(draft, context);
    const fromTemplate = room.drafts.includes(draft);
    if (placeDraft(state, { draft, label, clause, laborOnly, fromTemplate }, context)) added++;
  }
  if (added > 0) state.lastWork = { clause, firstDraft, draftCount: added };
  noteTypicalSpaces(context);
  state.understood.push(...context.understood);
  state.assumptions.push(...context.assumptions);
  state.questions.push(...context.questions);
  if (drafts.length === 0) {
    if (saysLaborOnly(clause)) state.laborOnlyAll = true;
    else if (!isFiller(clause) && !contextOnly(context)) {
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

function coats(draft: PlanItemDraft, context: ClauseContext): void {
  const match = /\b(\d) coats?\b/.exec(context.text);
  if (!match || draft.tradeId !== 'painting') return;
  draft.params = { ...draft.params, coats: Number(match[1]) };
  for (const m of context.measures)
    if (m.kind === 'count' && m.nextWord.startsWith('coat')) context.consumed.add(m);
}

function describeLocation(
  location: ScopeLocation | undefined,
  options: ParseScopeOptions,
  state: ParseState,
): string | undefined {
  if (location) {
    const where =
      location.source === 'city'
        ? `${location.city}, ${location.state} → ZIP3 ${location.zip} (from the city)`
        : `ZIP ${location.zip}`;
    state.understood.unshift(`Location: ${where}`);
    state.assumptions.push(`Location: ${where}; labor and material prices use that area's factors.`);
    if (location.ambiguous)
      state.questions.push(
        `Several states have a ${location.city}: is ${location.state} right? A ZIP code settles it.`,
      );
    return location.zip;
  }
  if (options.defaultZip) {
    state.assumptions.push(`No place named in the request: ZIP ${options.defaultZip} used.`);
    return options.defaultZip;
  }
  state.assumptions.push('No location given: national average labor and material prices used.');
  state.questions.push("What is the job's ZIP code?");
  return undefined;
}

const unique = (list: string[]) => [...new Set(list)];

function parseSentence(
  sentence: string,
  inherited: Partial<ClauseContext>,
  requestSpaces: ClauseContext['spaces'],
  state: ParseState,
): void {
  const sentenceLaborOnly = /^\W*labou?r only\b/.test(sentence);
  let previous: { context?: ClauseContext; matches: RuleMatch[] } = { matches: [] };
  const clauses = splitClauses(sentence);
  let carried = '';
  const ownSpaces = readClause(sentence, inherited).spaces;
  // "The basement is 30x40. Finish it with carpet.": a size said in another sentence still holds.
  const sentenceSpaces = ownSpaces.length > 0 ? ownSpaces : requestSpaces;
  clauses.forEach((clause, index) => {
    const spaces =
      previous.context && previous.context.spaces.length > 0 ? previous.context.spaces : sentenceSpaces;
    const context = { ...inherited, spaces };
    const text = carried ? `${carried}, ${clause}` : clause;
    const outcome = parseClause(
      text,
      context,
      previous,
      state,
      sentenceLaborOnly,
      index === clauses.length - 1,
    );
    // "20 squares of shingles, tear off one layer": a clause without work sizes the next one.
    carried = outcome.unread ? text : '';
    if (!outcome.unread) previous = outcome;
  });
}

/**
 * Turns a job described in plain words into a plan: trades and work items, quantities with their basis
 * (floor, wall, ceiling, roof, perimeter), location, scope phrases and whole-job templates. What it cannot
 * read becomes questions and assumptions on the plan.
 * @example parseScope('Paint a 12x14 bedroom with 9 ft ceilings in Boston, MA').plan.groups[0].items[0].quantity // 468
 */
export function parseScope(text: string, options: ParseScopeOptions = {}): ScopeParseResult {
  const state: ParseState = {
    registry: options.registry ?? defaultTradeRegistry(),
    drafts: [],
    understood: [],
    unrecognized: [],
    assumptions: [],
    questions: [],
    exclusions: [],
    doubts: [],
    named: [],
    kept: [],
    laborOnlyAll: false,
  };
  const { location, rest } = findLocation(text);
  const negatives = takeNegativeSizes(rest);
  state.doubts.push(...negatives.doubts);
  const normalized = normalizeText(negatives.text);
  const spelling = correctSpelling(normalized.text, lexiconFor(state.registry));
  normalized.text = spelling.text;
  for (const { from, to } of spelling.corrections) {
    state.understood.push(`Read "${from}" as "${to}"`);
    state.assumptions.push(`"${from}" read as "${to}" (spelling); say so if another word was meant.`);
  }
  const supplies = findCustomerSupplies(normalized.text);
  let workText = normalized.text;
  for (const supply of supplies)
    workText =
      workText.slice(0, supply.start) + ' '.repeat(supply.end - supply.start) + workText.slice(supply.end);
  for (const kept of findKeptItems(workText)) {
    workText = workText.slice(0, kept.start) + ' '.repeat(kept.end - kept.start) + workText.slice(kept.end);
    state.kept.push(kept.what);
    state.exclusions.push(`Kept as it is, not priced: ${kept.what}.`);
  }
  for (const note of normalized.approximations) state.assumptions.push(`Approximate count: ${note}.`);
  const inherited = requestContext(workText);
  const requestSpaces = readClause(workText, inherited).spaces.filter((space) => space.source !== 'typical');
  let before: { snapshot: ParseSnapshot; sentence: string } | undefined;
  for (const sentence of splitSentences(workText)) {
    const snapshot = takeSnapshot(state);
    parseSentence(sentence, inherited, requestSpaces, state);
    // "Replace the siding. About 1,500 sq ft.": a sentence that only sizes things sizes the one before it;
    // "Paint 3 bedrooms. Walls and ceilings.": one that names things without an action and reads as nothing on
    // its own names what the one before works on.
    if (
      before &&
      (sizesOnly(sentence, before.snapshot, snapshot, state, inherited) ||
        namesWithoutAction(sentence, snapshot, state))
    ) {
      restoreSnapshot(state, before.snapshot);
      const joined = `${before.sentence.replace(/[.!?;\s]+$/, '')}, ${sentence}`;
      parseSentence(joined, inherited, requestSpaces, state);
      before = { snapshot: before.snapshot, sentence: joined };
    } else before = { snapshot, sentence };
  }
  addCompanions(state, workText, inherited);
  shareQuantities(state);
  if (/\bsteep\b/.test(workText) && !inherited.pitchGiven)
    state.questions.push('What is the roof pitch (rise in 12)?');
  const zip = describeLocation(location, options, state);
  if (state.drafts.length === 0) {
    const understood = unique(state.understood);
    throw new QuoinError(
      'SCOPE_NOT_UNDERSTOOD',
      `No work recognised in the request${understood.length > 0 ? ` (understood: ${understood.join('; ')})` : ''}. Say what work: e.g. 'paint 3 bedrooms' or 'replace a 50-gallon water heater'.`,
      { understood, unrecognized: unique(state.unrecognized) },
    );
  }
  // A trade's own line covers the parts of its work it names ("a new roof with ice and water shield"); work of a
  // trade no line prices ("grab bars" beside new toilets) is the doubt.
  const pricedTrades = new Set(state.drafts.map((d) => d.draft.tradeId));
  for (const thing of state.named)
    if (!pricedTrades.has(thing.rule.tradeId))
      state.doubts.push(
        `"${thing.text}" is named in "${thing.clause}" but no line prices it: should it be priced?`,
      );
  applyLaborOnly(state.drafts, state.laborOnlyAll, state.assumptions);
  applyCustomerSupplies(state.drafts, supplies, state);
  const plan: PlanInput = {
    title: planTitle(text),
    summary: `Parsed from the request: ${state.drafts.length} line${state.drafts.length === 1 ? '' : 's'}; quantities and their basis are listed in the assumptions.`,
    ...(zip ? { zip } : {}),
    groups: toPlanGroups(state.drafts, state.registry),
    assumptions: unique(state.assumptions),
    questions: unique(state.questions),
    exclusions: unique(state.exclusions),
    doubts: unique(state.doubts),
  };
  assertValidPlan(plan);
  return {
    plan,
    ...(location ? { location: publicLocation(location) } : {}),
    understood: unique(state.understood),
    unrecognized: unique(state.unrecognized),
  };
}

function publicLocation(location: ScopeLocation): ScopeParseResult['location'] {
  const { ambiguous: _ambiguous, ...rest } = location;
  return rest;
}

function planTitle(text: string): string {
  const first = splitSentences(text.trim())[0] ?? 'Estimate';
  const title = capitalize(first.replace(/\s+/g, ' ').replace(/[.!?;,:]+$/, ''));
  return title.length > 80 ? `${title.slice(0, 77).trimEnd()}…` : title || 'Estimate';
}
