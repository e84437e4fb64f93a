import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import type { PlanGroup, PlanInput } from '../plan/plan-schema.ts';
import { foldWord, tokenize } from '../trades/match-text.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { parseDataFile } from './parse-data-file.ts';
import type { PlanItemDraft } from './scope-context.ts';
import { type CustomerSupply, MATERIAL_SYNONYMS } from './scope-phrases.ts';

/** A plan line on its way into a group: the room or job it belongs to and the clause it came from. */
export interface LabeledDraft {
  draft: PlanItemDraft;
  label: string | undefined;
  clause: string;
  laborOnly: boolean;
  /** A whole-job template's line the customer has not named yet: a line they name takes its place. */
  fromTemplate?: boolean;
  /** The room template that placed the line, if one did. */
  template?: string;
}

const GROUP_NAMES_FILE = 'lexicon/group-names.yaml';
/** Short group names by trade id (data/lexicon/group-names.yaml): the profiles' names are long for a header. */
let groupNames: Record<string, string> | undefined;

/** The notes a parse collects, shared with the helpers that add to them. */
export interface ScopeNotes {
  drafts: LabeledDraft[];
  understood: string[];
  unrecognized: string[];
  assumptions: string[];
  questions: string[];
  exclusions: string[];
  /** Questions that hold the estimate for review: a size or count not used, work named but not placed. */
  doubts: string[];
}

/** Marks labor-only lines: those whose clause said so, or every line when the request said it of the job. */
export function applyLaborOnly(drafts: LabeledDraft[], all: boolean, assumptions: string[]): void {
  const marked = drafts.filter((d) => all || d.laborOnly);
  for (const labeled of marked) labeled.draft.laborOnly = true;
  if (all)
    assumptions.push(
      'Labor only for the whole job: the customer supplies all materials; no material cost is included.',
    );
  else if (marked.some((d) => d.laborOnly)) {
    assumptions.push(
      `Labor only (customer supplies materials): ${marked.map((d) => d.draft.title).join(', ')}.`,
    );
  }
}

function suppliedWords(what: string): string[] {
  return what
    .split(/\s+(?:and|or|plus)\s+|,\s*/)
    .flatMap((part) => tokenize(part).slice(-1))
    .map(foldWord)
    .filter((word) => word.length > 1);
}

function supplies(draft: PlanItemDraft, word: string): boolean {
  const synonym = MATERIAL_SYNONYMS[word];
  if (synonym?.tradeIds?.includes('*')) return true;
  if (synonym?.tradeIds?.includes(draft.tradeId) || synonym?.assemblyIds?.includes(draft.assemblyId))
    return true;
  return tokenize(draft.title).includes(word);
}

/** What is supplied, named after "the": "a ceiling fan" is "the ceiling fan". */
function suppliedName(what: string): string {
  return what.replace(/^(?:(?:the|a|an|some|my|our|their|his|her)\s+)+/, '');
}

/** "I supply the tile": the matching lines are priced without their primary material. */
export function applyCustomerSupplies(
  drafts: LabeledDraft[],
  found: CustomerSupply[],
  state: Pick<ScopeNotes, 'assumptions' | 'questions' | 'unrecognized'>,
): void {
  for (const supply of found) {
    const words = suppliedWords(supply.what);
    const all = drafts.filter((d) => words.some((word) => supplies(d.draft, word)));
    const matched = all.filter((d) => !d.draft.laborOnly);
    if (all.length > 0 && matched.length === 0) {
      state.assumptions.push(
        `Customer supplies the ${suppliedName(supply.what)}; those lines are already labor only.`,
      );
      continue;
    }
    if (matched.length === 0) {
      state.unrecognized.push(`customer supplies ${supply.what}`);
      state.questions.push(
        `The customer supplies "${supply.what}", but no line uses it: which work is it for?`,
      );
      continue;
    }
    for (const labeled of matched) labeled.draft.customerSuppliesPrimary = true;
    state.assumptions.push(
      `Customer supplies the ${suppliedName(supply.what)}: ${matched.map((d) => d.draft.title).join(', ')} priced for installation and setting materials only.`,
    );
  }
}

/** Groups lines by trade and room or job, in the order trades happen on a job. */
export function toPlanGroups(drafts: LabeledDraft[], registry: TradeRegistry): PlanInput['groups'] {
  const groups = new Map<
    string,
    { name: string; tradeId: string; sequence: number; order: number; items: PlanGroup['items'] }
  >();
  groupNames ??= parseDataFile(
    z.record(z.string(), z.string().min(1)),
    GROUP_NAMES_FILE,
    readBundledText(GROUP_NAMES_FILE),
  );
  for (const { draft, label } of drafts) {
    const key = `${draft.tradeId}|${label ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      const trade = registry.get(draft.tradeId);
      const base = groupNames[draft.tradeId] ?? trade?.name ?? draft.tradeId;
      group = {
        name: label ? `${base} – ${label}` : base,
        tradeId: draft.tradeId,
        sequence: trade?.sequence ?? 50,
        order: groups.size,
        items: [],
      };
      groups.set(key, group);
    }
    group.items.push({
      title: draft.title,
      type: 'assembly',
      quantity: draft.quantity,
      uom: draft.uom,
      quantitySource:
        draft.quantitySource ?? (draft.typical ? 'typical' : draft.quantityStated ? 'stated' : 'derived'),
      description: draft.description ?? '',
      customerSuppliesPrimary: draft.customerSuppliesPrimary ?? false,
      params: draft.params ?? {},
      tradeId: draft.tradeId,
      assemblyId: draft.assemblyId,
      ...(draft.laborOnly === undefined ? {} : { laborOnly: draft.laborOnly }),
      ...(draft.complexity ? { complexity: draft.complexity } : {}),
    });
  }
  return [...groups.values()]
    .sort((a, b) => a.sequence - b.sequence || a.order - b.order)
    .map(({ name, tradeId, items }) => ({ name, tradeId, items }));
}
