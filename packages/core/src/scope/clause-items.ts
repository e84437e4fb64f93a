import type { TradeRegistry } from '../trades/trade-registry.ts';

export type { RuleMatch } from './settle-matches.ts';

import {
  withoutRemovalModifiers,
  withoutRemovalsOfBuiltThings,
  withoutSymptomsOfThings,
  withoutThingsTakenOut,
} from './attach-verbs.ts';
import { loadWorkRules } from './load-work-rules.ts';
import { couldMatchNoun } from './needed-literals.ts';
import { formatNumber } from './parse-quantity.ts';
import { countBefore, withdraw } from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { refinerNamed } from './refine-item.ts';
import { resolveQuantity } from './resolve-quantity.ts';
import { type ClauseContext, type PlanItemDraft, readClause } from './scope-context.ts';
import { clausePattern, PAINTED_AS_TRIM } from './scope-phrases.ts';
import { type Removals, type RuleMatch, settleMatches } from './settle-matches.ts';
import { sameSurface } from './share-quantities.ts';
import { workItemRule } from './work-item-rule.ts';
import { BASIS_UOM, type WorkRule } from './work-rule.ts';

const compiled = new Map<WorkRule, RegExp>();
function nounRegex(rule: WorkRule): RegExp {
  let regex = compiled.get(rule);
  if (!regex) {
    regex = new RegExp(String.raw`\b(?:${rule.noun})\b`, 'g');
    compiled.set(rule, regex);
  }
  return regex;
}

function matchRules(rules: WorkRule[], context: ClauseContext): { found: RuleMatch[]; claimed: RuleMatch[] } {
  const claimed: RuleMatch[] = [];
  const found: RuleMatch[] = [];
  for (const rule of rules) {
    if (!couldMatchNoun(rule.noun, context.text)) continue;
    if (rule.when && !rule.when(context.flags, context.text, context)) continue;
    let head: RuleMatch | undefined;
    for (const match of context.text.matchAll(nounRegex(rule))) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].trim() === '' || claimed.some((other) => start < other.end && end > other.start)) continue;
      const hit: RuleMatch = { rule, start, end, text: match[0] };
      claimed.push(hit);
      // One line per rule and clause; later mentions of the same work are claimed so nothing else reads them,
      // and kept on the first so their own counts can be added.
      if (head) head.more?.push({ start, end, text: match[0] });
      else {
        head = { ...hit, more: [] };
        found.push(head);
      }
    }
  }
  return { found: found.sort((a, b) => a.start - b.start), claimed };
}

const REMOVALS: Removals = {
  isRemoval: (rule) => loadWorkRules().removal.includes(rule),
  removalOf: (thing) => {
    const context = readClause(`remove ${thing}`);
    return matchRules(loadWorkRules().removal, context).found[0]?.rule;
  },
  pairs: (removal, work) => sameSurface(removal.assemblyId, work.assemblyId),
};

/** Matches of removal work and of other work in a clause (kept apart: "remove and replace the toilet" is both). */
export function findWork(context: ClauseContext): RuleMatch[] {
  const gutted = /\bgut(?:ted|ting)?\b/.test(context.text);
  const removing = context.flags.remove || gutted;
  const removals = removing ? matchRules(loadWorkRules().removal, context) : { found: [], claimed: [] };
  // The rules in priority order: a span of text claimed by one rule is not read again by a later one.
  const work = matchRules(loadWorkRules().work, context);
  const kept = removing ? withoutThingsTakenOut(context.text, removals.found, work.found) : work.found;
  // A gut takes out everything of the room, whatever the clause puts in.
  const taken = gutted ? removals.found : withoutRemovalsOfBuiltThings(context.text, removals.found);
  const found = [...withoutRemovalModifiers(context.text, taken), ...kept].sort((a, b) => a.start - b.start);
  const settled = settleMatches(context, found, [...removals.claimed, ...work.claimed], REMOVALS);
  return withoutSymptomsOfThings(context.text, settled);
}

/** Painting a room without naming surfaces means its walls. */
const BARE_PAINT = clausePattern('barePaint');

export function impliedWork(
  context: ClauseContext,
  found: RuleMatch[],
  /** The kinds of work read just before the clause (the clause before it, the last line of the sentence before). */
  before: readonly string[] = [],
): RuleMatch[] {
  // Stripping wallpaper is not painting; "ceilings too" names surfaces besides the walls.
  const painting = found.some(
    (m) => m.rule.tradeId === 'painting' && !loadWorkRules().removal.includes(m.rule) && !m.rule.laborOnly,
  );
  const besides =
    context.rooms.length > 0 &&
    /\b(?:too|also|as well|including|plus)\b/.test(context.text) &&
    found.every((m) => m.rule.id !== 'paint_walls') &&
    found.some((m) => ['paint_ceiling', 'paint_trim', 'paint_doors'].includes(m.rule.id));
  // "paint the basement floor": a floor named is not the room's walls (no floor coating is priced; asked).
  if (/\bfloors?\b/.test(context.text) && !painting) return [];
  if (
    context.flags.paint &&
    (!painting || besides) &&
    (context.rooms.length > 0 ||
      context.spaces.length > 0 ||
      /\b(?:room|interior|inside)\b/.test(context.text))
  ) {
    // "F&I crown in the living room; caulk, fill and paint": a bare "paint" after new trim is the trim's finish.
    const trim =
      found.find((m) => PAINTED_AS_TRIM.has(m.rule.assemblyId))?.text ??
      before.find((id) => PAINTED_AS_TRIM.has(id))?.replaceAll('_', ' ');
    if (trim && !besides && BARE_PAINT.test(context.text)) {
      context.assumptions.push(`"Paint" read as the finish of the new ${trim}, not the room's walls.`);
      const rule = loadWorkRules().byFile.interior!.find((r) => r.id === 'paint_trim')!;
      return [{ rule, start: context.rooms[0]?.start ?? 0, end: context.rooms[0]?.end ?? 0, text: 'trim' }];
    }
    const rule = loadWorkRules().byFile.interior!.find((r) => r.id === 'paint_walls')!;
    if (besides) {
      context.assumptions.push('Walls painted as well as the surfaces named ("including", "too", "also").');
    } else {
      context.assumptions.push(
        'Painting a room without naming surfaces: walls only (ceilings and trim not included).',
      );
      context.questions.push('Should ceilings, trim or doors be painted too?');
    }
    return [{ rule, start: context.rooms[0]?.start ?? 0, end: context.rooms[0]?.end ?? 0, text: 'walls' }];
  }
  return [];
}

/** Plan lines for recognised work in a clause, with quantities and refinements applied. */
export function draftsFor(context: ClauseContext, matches: RuleMatch[]): PlanItemDraft[] {
  const drafts: PlanItemDraft[] = [];
  const wallsAndCeiling =
    matches.some((m) => m.rule.id === 'paint_walls') && matches.some((m) => m.rule.id === 'paint_ceiling');
  for (const match of matches) {
    if (wallsAndCeiling && match.rule.id === 'paint_ceiling' && combinedArea(context)) continue;
    const first = draftsForMention(context, match, wallsAndCeiling);
    // "a front door and 8 interior doors", "about 30 outlets and 15 switches": each counted mention counts, unless
    // the first took its count ("a deck stair, 4 steps", "4 cat6 data drops").
    const counted =
      match.rule.basis === 'count'
        ? (match.more ?? []).filter((m) => countBefore(context, m.start) !== undefined)
        : [];
    const more = counted.flatMap((mention) => draftsForMention(context, { ...match, ...mention }, false));
    const standIns = more.length > 0 ? first.filter((d) => d.typical) : [];
    for (const standIn of standIns) withdraw(standIn, [context.assumptions, context.questions]);
    drafts.push(...sumAlike([...first.filter((d) => !standIns.includes(d)), ...more]));
  }
  return drafts;
}

/** Lines for the same work, title and parameters are one line with their counts added. */
function sumAlike(drafts: PlanItemDraft[]): PlanItemDraft[] {
  const out: PlanItemDraft[] = [];
  const key = (d: PlanItemDraft) => `${d.assemblyId}|${d.title}|${d.uom}|${JSON.stringify(d.params ?? {})}`;
  for (const draft of drafts) {
    const same = out.find((d) => key(d) === key(draft));
    if (!same) out.push(draft);
    else {
      same.quantity += draft.quantity;
      if (draft.quantityStated) same.quantityStated = true;
      if (draft.quantitySource === 'stated') same.quantitySource = 'stated';
    }
  }
  return out;
}

function draftsForMention(
  context: ClauseContext,
  match: RuleMatch,
  wallsAndCeiling: boolean,
): PlanItemDraft[] {
  const { rule } = match;
  const consumedBefore = context.consumed.size;
  const assumptionsBefore = context.assumptions.length;
  const resolved = resolveQuantity(context, rule, match.text, match.start);
  let draft: PlanItemDraft = {
    title: rule.title,
    quantity: resolved.quantity,
    uom: BASIS_UOM[rule.basis],
    tradeId: rule.tradeId,
    assemblyId: rule.assemblyId,
    readBy: rule.id,
    ...(rule.laborOnly ? { laborOnly: true } : {}),
  };
  if (wallsAndCeiling && rule.id === 'paint_walls' && combinedArea(context)) {
    draft = { ...draft, title: 'Paint walls and ceiling (combined area)' };
    context.questions.push(
      'How much of the stated area is ceiling? Walls and ceiling are priced together at the wall rate.',
    );
  }
  const refined = rule.refine
    ? (refinerNamed(rule.refine)?.(draft, context, rule, match.start, match.text) ?? [draft])
    : [draft];
  return refined.map((item) => {
    context.understood.push(`${item.title}: ${describeQuantity(item, resolved.basis)}`);
    // A refiner that re-sized the line (roof edges from the house, lights from the room) left no stand-in.
    const standIn = resolved.typical && item.quantity === resolved.quantity && item.uom === draft.uom;
    if (standIn) return { ...item, typical: resolved.typical, quantitySource: 'typical' as const };
    if (context.consumed.size > consumedBefore)
      return { ...item, quantityStated: true, quantitySource: 'stated' as const };
    // A refiner that assumed a size says so in an assumption that starts "<title>: no …" (no size given).
    const assumed = context.assumptions
      .slice(assumptionsBefore)
      .some((a) => a.startsWith(`${item.title}: no`));
    // Sized from rooms whose size was not said ("2 offices"): a typical room's size.
    const typicalRooms =
      context.spaces.some((space) => space.used) &&
      context.spaces.filter((space) => space.used).every((space) => space.source === 'typical');
    return {
      ...item,
      quantitySource: item.quantitySource ?? (assumed || typicalRooms ? 'typical' : 'derived'),
    };
  });
}

function describeQuantity(item: PlanItemDraft, basis: string): string {
  const unit = QUANTITY_WORDS.unitWords[item.uom] ?? item.uom;
  const stated = `${formatNumber(item.quantity)} ${unit}`;
  return basis.includes(formatNumber(item.quantity)) ? basis : `${stated} (${basis})`;
}

/** "about 500 sq ft of walls and ceiling": one figure for both surfaces. */
function combinedArea(context: ClauseContext): boolean {
  return context.measures.some(
    (m) =>
      m.kind === 'area' &&
      /^\s*(?:of\s+)?(?:the\s+)?walls? (?:and|&|plus) ceilings?/.test(context.text.slice(m.end)),
  );
}

/**
 * Work the rules do not cover, found through the trade profiles' own keywords (e.g. "winterize the
 * sprinklers"); the assembly of the matched work item prices it.
 */
// "It's a one story brick ranch with 200 ft of wood trim and fascia": a sentence that describes the house.
const DESCRIBES = clausePattern('describesHouse');

export function registryWork(context: ClauseContext, registry: TradeRegistry): RuleMatch[] {
  const { install, replace, repair, remove, paint, stain, clean } = context.flags;
  if (DESCRIBES.test(context.text) && !(install || replace || repair || remove || paint || stain || clean))
    return [];
  const found = registry.findWorkItem(context.text);
  if (!found || found.score < 1) return [];
  const { trade, workItem } = found;
  // "paint the shutters": painting a thing is not building it; only a painting item fits a paint verb.
  if ((paint || stain) && trade.id !== 'painting') return [];
  const rule = workItemRule('registry', trade, workItem);
  if (!rule) return [];
  context.assumptions.push(`"${context.text.trim()}" read as ${trade.name} work: ${rule.title}.`);
  return [{ rule, start: 0, end: context.text.length, text: context.text }];
}
