import type { PlanInput } from '../plan/plan-schema.ts';
import { assertValidPlan } from '../plan/validate-plan.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { addCompanions } from './companion-work.ts';
import { correctSpelling, lexiconFor } from './correct-spelling.ts';
import { findKeptItems } from './kept-items.ts';
import { takeNegativeSizes } from './negative-sizes.ts';
import { findLocation, type ScopeLocation } from './parse-location.ts';
import type { ParseScopeOptions, ParseState, ScopeParseResult } from './parse-state.ts';
import { capitalize } from './work-item-rule.ts';

export type { ParseScopeOptions, ScopeParseResult } from './parse-state.ts';

import { readSentences, requestContext } from './read-sentences.ts';
import { roomSaidAsParts } from './room-by-parts.ts';
import { oncePerThing } from './same-work-twice.ts';
import { readClause } from './scope-context.ts';
import { findCustomerSupplies } from './scope-phrases.ts';
import { applyCustomerSupplies, applyLaborOnly, toPlanGroups } from './scope-plan.ts';
import { restoreSnapshot, takeSnapshot } from './sentence-snapshot.ts';
import { oneVisitPerService } from './service-visits.ts';
import { shareQuantities } from './share-quantities.ts';
import { normalizeText, splitSentences } from './split-jobs.ts';
import { standInQuestion, standInWork } from './stand-in-work.ts';
import { nameThingForIt, suppliedForIt } from './thing-for-it.ts';
import { notUnderstood } from './unread-text.ts';

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
  // The last first: a pronoun named after a statement changes only the text after it.
  for (const supply of [...supplies].sort((a, b) => b.start - a.start))
    workText = suppliedForIt(
      workText.slice(0, supply.start) + ' '.repeat(supply.end - supply.start) + workText.slice(supply.end),
      supply,
    );
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
  state.drafts = oncePerThing(oneVisitPerService(state.drafts), state);
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
