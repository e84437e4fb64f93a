import type { PlanInput } from '../plan/plan-schema.ts';
import { assertValidPlan } from '../plan/validate-plan.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import type { RuleMatch } from './clause-items.ts';
import { addCompanions } from './companion-work.ts';
import { correctSpelling, lexiconFor } from './correct-spelling.ts';
import { findKeptItems } from './kept-items.ts';
import { takeNegativeSizes } from './negative-sizes.ts';
import { ownWorkParts } from './own-work-parts.ts';
import { asksBeforeFinish, parseClause } from './parse-clause.ts';
import { findLocation, type ScopeLocation } from './parse-location.ts';
import type { ParseScopeOptions, ParseState, ScopeParseResult } from './parse-state.ts';
import { capitalize } from './work-item-rule.ts';

export type { ParseScopeOptions, ScopeParseResult } from './parse-state.ts';

import { areaSubject } from './area-subject.ts';
import { roomSaidAsParts } from './room-by-parts.ts';
import { oncePerThing } from './same-work-twice.ts';
import { type ClauseContext, readClause } from './scope-context.ts';
import {
  blankActions,
  blankContextPhrases,
  clauseFlags,
  clausePattern,
  findCustomerSupplies,
  refersBack,
} from './scope-phrases.ts';
import { applyCustomerSupplies, applyLaborOnly, toPlanGroups } from './scope-plan.ts';
import {
  type ParseSnapshot,
  readNothing,
  restoreSnapshot,
  sizesOnly,
  takeSnapshot,
} from './sentence-snapshot.ts';
import { oneVisitPerService } from './service-visits.ts';
import { shareQuantities } from './share-quantities.ts';
import { normalizeText, splitClauses, splitSentences } from './split-jobs.ts';
import { standInQuestion, standInWork } from './stand-in-work.ts';
import { nameThingForIt } from './thing-for-it.ts';
import { isFiller, notUnderstood } from './unread-text.ts';
import { foldPartsIntoWholeJob } from './whole-job-work.ts';

const WHOLE_SPACE = clausePattern('wholeSpace');

/**
 * The whole space a sentence sizes: its sized rooms and spaces, else a floor area it states ("Tenant improvement,
 * 3,000 sf second-generation office: …"); none when it sizes only the house (the house's floor sizes the work then).
 */
function wholeSpace(sentence: ClauseContext, spaces: ClauseContext['spaces']): ClauseContext['spaces'] {
  const sized = spaces.filter((space) => space.source !== 'typical');
  if (sized.length > 0) return sized;
  return sentence.measures
    .filter(
      (m) =>
        m.kind === 'area' &&
        m.uom === 'sq_ft' &&
        ['floor', 'generic'].includes(areaSubject(m, sentence.text)),
    )
    .map((m) => ({
      label: 'space',
      count: 1,
      widthFt: Math.sqrt(m.value),
      lengthFt: Math.sqrt(m.value),
      source: 'area' as const,
      used: false,
    }));
}

/** Whether a sentence asks for no work by its words ("our driveway is about 1,200 sf of asphalt"). */
function asksNothing(sentence: string): boolean {
  // The flags of the sentence as a clause reads them: its words about the site blanked first.
  const flags = clauseFlags(blankContextPhrases(sentence));
  return !(flags.paint || flags.stain || flags.remove || flags.repair || flags.replace || flags.install);
}

/**
 * "Our deck is maybe 300 sqft plus stairs and railing. Power wash and stain please.": a sentence of actions alone
 * works on what the sentence before it named.
 */
function actsOnNothingNamed(sentence: string): boolean {
  const flags = clauseFlags(sentence);
  const acts = flags.paint || flags.stain || flags.remove || flags.repair || flags.replace || flags.install;
  return (acts || flags.clean || flags.refinish) && isFiller(blankActions(sentence));
}

export function namesWithoutAction(sentence: string, snapshot: ParseSnapshot, state: ParseState): boolean {
  return asksNothing(sentence) && readNothing(snapshot, state);
}

/** Context that holds for the whole request wherever it is said: house and roof size, ceiling height, pitch, stories. */
export function requestContext(whole: ClauseContext, text: string): Partial<ClauseContext> {
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

export function describeLocation(
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

export const unique = (list: string[]) => [...new Set(list)];

export function parseSentence(
  sentence: string,
  inherited: Partial<ClauseContext>,
  requestSpaces: ClauseContext['spaces'],
  state: ParseState,
): void {
  const sentenceLaborOnly = /^\W*labou?r only\b/.test(sentence);
  let previous: { context?: ClauseContext; matches: RuleMatch[] } = { matches: [] };
  const clauses = splitClauses(sentence).flatMap((clause) => ownWorkParts(clause, state.registry));
  let carried = '';
  // The sentence read once: its own sized spaces and the home's floor area (which sizes a whole-home job).
  const sentenceRead = readClause(sentence, inherited);
  const ownSpaces = sentenceRead.spaces;
  // "The basement is 30x40. Finish it with carpet.": a size said in another sentence still holds.
  const sentenceSpaces =
    ownSpaces.length > 0
      ? ownSpaces.map((own) =>
          own.source === 'typical' && own.count === 1
            ? (requestSpaces.find((s) => s.label === own.label && s.count === 1) ?? own)
            : own,
        )
      : requestSpaces;
  const firstDraft = state.drafts.length;
  const clauseStarts: number[] = [];
  clauses.forEach((clause, index) => {
    clauseStarts.push(state.drafts.length);
    // "3,000 sf office: demo 4 offices, …, carpet tile throughout": a finish of the whole space takes the space the
    // request sizes (or the house's floor), not the rooms another clause named.
    const spaces = WHOLE_SPACE.test(clause)
      ? wholeSpace(sentenceRead, sentenceSpaces)
      : previous.context && previous.context.spaces.length > 0
        ? previous.context.spaces
        : sentenceSpaces;
    const context = { ...inherited, spaces };
    const text = carried ? `${carried}, ${clause}` : clause;
    const outcome = parseClause(
      text,
      context,
      previous,
      state,
      sentenceLaborOnly,
      index === clauses.length - 1 || asksBeforeFinish(text, clauses[index + 1]!, state.registry),
    );
    // "20 squares of shingles, tear off one layer": a clause without work sizes the next one.
    carried = outcome.unread ? text : '';
    if (!outcome.unread) previous = outcome;
  });
  foldPartsIntoWholeJob(state, firstDraft, clauseStarts, sentenceRead.houseFloorSqFt);
}

/** Reads the request sentence by sentence into `state`. */
function readSentences(
  workText: string,
  inherited: Partial<ClauseContext>,
  requestSpaces: ClauseContext['spaces'],
  state: ParseState,
): void {
  let before: { snapshot: ParseSnapshot; sentence: string; unread: boolean } | undefined;
  for (const sentence of splitSentences(workText)) {
    const snapshot = takeSnapshot(state);
    parseSentence(sentence, inherited, requestSpaces, state);
    // "Replace the siding. About 1,500 sq ft.": a sentence that only sizes things sizes the one before it;
    // "Paint 3 bedrooms. Walls and ceilings.": one that names things without an action and reads as nothing on
    // its own names what the one before works on; "Parking lot, about 20,000 sf. Sealcoat it.": one that works on
    // "it" works on what the unread one before named.
    if (
      before &&
      (sizesOnly(sentence, before.snapshot, snapshot, state, inherited) ||
        namesWithoutAction(sentence, snapshot, state) ||
        (refersBack(sentence) &&
          /\d/.test(before.sentence) &&
          (before.unread || asksNothing(before.sentence))) ||
        (actsOnNothingNamed(sentence) && asksNothing(before.sentence)))
    ) {
      restoreSnapshot(state, before.snapshot);
      const joined = `${before.sentence.replace(/[.!?;\s]+$/, '')}, ${sentence}`;
      parseSentence(joined, inherited, requestSpaces, state);
      before = { snapshot: before.snapshot, sentence: joined, unread: readNothing(before.snapshot, state) };
    } else before = { snapshot, sentence, unread: readNothing(snapshot, state) };
  }
}

/**
 * Turns a job described in plain words into a plan: trades and work items, quantities with their basis
 * (floor, wall, ceiling, roof, perimeter), location, scope phrases and whole-job templates. What it cannot
 * read becomes questions and assumptions on the plan.
 * @example parseScope('Paint a 12x14 bedroom with 9 ft ceilings in Boston, MA').plan.groups[0].items[0].quantity // 468
 */
export function parseScope(text: string, options: ParseScopeOptions = {}, standIns = true): ScopeParseResult {
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
  const forIt = nameThingForIt(normalized.text, state.registry);
  normalized.text = forIt.text;
  for (const { from, to } of forIt.read) {
    state.understood.push(`Read "${from}" as "${to}"`);
    state.assumptions.push(
      `"${from}" read as "${to}" (the thing named before); say so if another was meant.`,
    );
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
  // The request read once: its house, roof and ceiling hold everywhere; its sized spaces hold where a sentence
  // sizes none (what a clause inherits never changes the spaces it reads).
  const whole = readClause(workText);
  const inherited = requestContext(whole, workText);
  const requestSpaces = whole.spaces.filter((space) => space.source !== 'typical');
  const start = { snapshot: takeSnapshot(state), named: state.named.length };
  readSentences(workText, inherited, requestSpaces, state);
  // "Our hall bath is 5x8. New tub, tile surround, vanity, toilet and floor tile.": the room's job said as its parts
  // is read again as the room's job, in the clause that names the room.
  const byParts = roomSaidAsParts(state, workText);
  if (byParts) {
    restoreSnapshot(state, start.snapshot);
    state.named.length = start.named;
    state.roomByParts = { id: byParts, read: false };
    readSentences(workText, inherited, requestSpaces, state);
  }
  state.drafts = oncePerThing(oneVisitPerService(state.drafts));
  addCompanions(state, workText, inherited);
  shareQuantities(state);
  if (/\bsteep\b/.test(workText) && !inherited.pitchGiven)
    state.questions.push('What is the roof pitch (rise in 12)?');
  const zip = describeLocation(location, options, state);
  if (state.drafts.length === 0) {
    const refusal = notUnderstood(
      text,
      { understood: unique(state.understood), unrecognized: unique(state.unrecognized) },
      state.registry,
    );
    if (standIns) return priceStandIn(text, options, state.registry, refusal);
    throw refusal;
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
    request: text,
  };
  assertValidPlan(plan);
  return {
    plan,
    ...(location ? { location: publicLocation(location) } : {}),
    understood: unique(state.understood),
    unrecognized: unique(state.unrecognized),
  };
}

/**
 * No work placed: the nearest known kind of the request's thing is priced in its place, `review_required` with a
 * question naming the assumption; when nothing shares the thing (a verb or a modifier alone), the refusal stands.
 */
function priceStandIn(
  text: string,
  options: ParseScopeOptions,
  registry: ParseState['registry'],
  refusal: Error,
): ScopeParseResult {
  const standIn = standInWork(text, registry);
  if (!standIn) throw refusal;
  let read: ScopeParseResult;
  try {
    read = parseScope(standIn.text, { ...options, registry }, false);
  } catch {
    throw refusal;
  }
  const question = standInQuestion(standIn);
  const { plan } = read;
  plan.request = text;
  plan.title = planTitle(text);
  plan.questions = unique([question, ...(plan.questions ?? [])]);
  plan.doubts = unique([
    `${question} The estimate rests on that reading, so it needs a review.`,
    ...(plan.doubts ?? []),
  ]);
  plan.assumptions = unique([
    `Read "${standIn.named}" as ${standIn.pricedAs} (nearest known work).`,
    ...(plan.assumptions ?? []),
  ]);
  return {
    ...read,
    understood: unique([`Priced "${standIn.named}" as ${standIn.pricedAs}`, ...read.understood]),
  };
}

export function publicLocation(location: ScopeLocation): ScopeParseResult['location'] {
  const { ambiguous: _ambiguous, ...rest } = location;
  return rest;
}

export function planTitle(text: string): string {
  const first = splitSentences(text.trim())[0] ?? 'Estimate';
  const title = capitalize(first.replace(/\s+/g, ' ').replace(/[.!?;,:]+$/, ''));
  return title.length > 80 ? `${title.slice(0, 77).trimEnd()}…` : title || 'Estimate';
}
