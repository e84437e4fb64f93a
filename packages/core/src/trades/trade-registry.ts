import { canConvert, convert, type Uom } from '../units/uom.ts';
import { loadTradeProfiles } from './load-trade-profiles.ts';
import {
  mergeScores,
  type PhraseHit,
  PhraseIndex,
  scoreHits,
  type TargetScore,
  tokenize,
} from './match-text.ts';
import type { Assembly, EquipmentRule, PermitRule, TradeProfile, WorkItem } from './trade-profile-schema.ts';

export type LaborProductivity = TradeProfile['laborProductivity'][number];

/** A trade found in a text, with its score and the keywords that matched. */
export interface TradeMatch {
  trade: TradeProfile;
  score: number;
  matched: string[];
}

interface AssemblyRef {
  trade: TradeProfile;
  assembly: Assembly;
}

interface ProductivityRef {
  entry: LaborProductivity;
  key: string;
}

interface WorkItemRef {
  trade: TradeProfile;
  workItem: WorkItem;
}

/** An assembly found by its id: its trade and the first of the trade's kinds of work that it prices. */
export interface AssemblyEntry {
  trade: TradeProfile;
  assembly: Assembly;
  firstWorkItem?: WorkItem;
}

/** A group name says less about a line than the line's own title. */
const GROUP_NAME_FACTOR = 0.5;
/** How much the trade's overall fit counts when choosing between assemblies of different trades. */
const TRADE_FIT_FACTOR = 0.25;

/** Words that make a line labor only in any trade. */
const UNIVERSAL_LABOR_ONLY = [
  'demo',
  'demolition',
  'demolish',
  'remove',
  'removal',
  'tear out',
  'tear off',
  'tearout',
  'tearoff',
  'rip out',
  'tear down',
  'haul',
  'haul away',
  'dispose',
  'disposal',
  'cleanup',
  'clean up',
  'final clean',
  'testing',
  'inspection',
  'startup',
  'start up',
];
/** Words that say the line also furnishes something new ("remove and replace toilet"), so it is not labor only. */
const FURNISH_WORDS = [
  'install',
  'installation',
  'replace',
  'replacement',
  'new',
  'furnish',
  'supply',
  'reroof',
  're roof',
];
const EXPLICIT_LABOR_ONLY = ['labor only', 'labour only'];

const tradeKey = (trade: TradeProfile) => trade.id;
const assemblyKey = (ref: AssemblyRef) => `${ref.trade.id}/${ref.assembly.id}`;
const workItemKey = (ref: WorkItemRef) => `${ref.trade.id}/${ref.workItem.id}`;

function best<T>(scores: Map<string, TargetScore<T>>): TargetScore<T> | undefined {
  let top: TargetScore<T> | undefined;
  for (const candidate of scores.values()) {
    if (candidate.score > 0 && (!top || candidate.score > top.score)) top = candidate;
  }
  return top;
}

function phraseSet(phrases: readonly string[]): PhraseIndex<true> {
  const index = new PhraseIndex<true>();
  for (const phrase of phrases) index.add(phrase, true, '');
  return index;
}

/**
 * Trade profiles with precomputed keyword indexes: detects the trade, assembly or work item of an estimate
 * line, and answers the trade's rules (labor only, productivity, permits, equipment). Built once, then every
 * lookup is a few map reads per word of the line.
 */
export class TradeRegistry {
  private readonly byId = new Map<string, TradeProfile>();
  private readonly assembliesById = new Map<string, AssemblyEntry>();
  private readonly sorted: TradeProfile[];
  private readonly tradeIndex = new PhraseIndex<TradeProfile>();
  private readonly assemblyIndex = new PhraseIndex<AssemblyRef>();
  private readonly workItemIndex = new PhraseIndex<WorkItemRef>();
  private readonly laborOnlyIndexes = new Map<string, PhraseIndex<true>>();
  private readonly productivityIndexes = new Map<string, PhraseIndex<ProductivityRef>>();
  private readonly permitIndexes = new Map<string, PhraseIndex<PermitRule>>();
  private readonly equipmentIndexes = new Map<string, PhraseIndex<EquipmentRule>>();
  private readonly universalLaborOnly = phraseSet(UNIVERSAL_LABOR_ONLY);
  private readonly furnishWords = phraseSet(FURNISH_WORDS);
  private readonly explicitLaborOnly = phraseSet(EXPLICIT_LABOR_ONLY);

  private constructor(profiles: TradeProfile[]) {
    this.sorted = [...profiles].sort((a, b) => a.sequence - b.sequence || a.id.localeCompare(b.id));
    for (const trade of this.sorted) {
      this.byId.set(trade.id, trade);
      this.indexTrade(trade);
    }
  }

  static fromProfiles(profiles: TradeProfile[]): TradeRegistry {
    return new TradeRegistry(profiles);
  }

  private indexTrade(trade: TradeProfile): void {
    const addToTrade = (phrases: readonly string[]) => {
      for (const phrase of phrases) this.tradeIndex.add(phrase, trade, trade.id);
    };
    addToTrade(trade.aliases);
    for (const assembly of trade.assemblies) {
      addToTrade(assembly.keywords);
      const ref = { trade, assembly };
      for (const phrase of assembly.keywords) this.assemblyIndex.add(phrase, ref, assemblyKey(ref));
    }
    const assemblies = new Map(trade.assemblies.map((assembly) => [assembly.id, assembly]));
    for (const workItem of trade.workItems) {
      addToTrade(workItem.keywords);
      const ref = { trade, workItem };
      for (const phrase of workItem.keywords) this.workItemIndex.add(phrase, ref, workItemKey(ref));
      // A work item's words also find the assembly that prices it.
      const assembly = workItem.assembly === undefined ? undefined : assemblies.get(workItem.assembly);
      if (assembly) {
        const assemblyRef = { trade, assembly };
        for (const phrase of workItem.keywords)
          this.assemblyIndex.add(phrase, assemblyRef, assemblyKey(assemblyRef));
      }
    }
    for (const assembly of trade.assemblies) {
      if (this.assembliesById.has(assembly.id)) continue;
      const firstWorkItem = trade.workItems.find((item) => item.assembly === assembly.id);
      this.assembliesById.set(assembly.id, { trade, assembly, firstWorkItem });
    }
    const productivity = new PhraseIndex<ProductivityRef>();
    // Productivity keywords are short and generic ("drywall" in demolition); they pick an entry within a
    // trade, so they do not vote in trade detection.
    trade.laborProductivity.forEach((entry, index) => {
      const ref = { entry, key: String(index) };
      for (const phrase of entry.keywords) productivity.add(phrase, ref, ref.key);
    });
    this.productivityIndexes.set(trade.id, productivity);
    const permits = new PhraseIndex<PermitRule>();
    for (const rule of trade.permitRules)
      for (const phrase of rule.keywords) permits.add(phrase, rule, rule.id);
    this.permitIndexes.set(trade.id, permits);
    const equipment = new PhraseIndex<EquipmentRule>();
    for (const rule of trade.equipmentRules)
      for (const phrase of rule.keywords) equipment.add(phrase, rule, rule.id);
    this.equipmentIndexes.set(trade.id, equipment);
    this.laborOnlyIndexes.set(trade.id, phraseSet(trade.laborOnlyPatterns));
  }

  get(id: string): TradeProfile | undefined {
    return this.byId.get(id);
  }

  /** The assembly with this id (the first trade's in job order, should two trades share it); a map read. */
  assemblyById(id: string): AssemblyEntry | undefined {
    return this.assembliesById.get(id);
  }

  /** Every trade, in job order (sequence). */
  all(): TradeProfile[] {
    return [...this.sorted];
  }

  private tradeScores(text: string, groupName?: string): Map<string, TargetScore<TradeProfile>> {
    const scores = scoreHits(this.tradeIndex.match(tokenize(text)), tradeKey);
    if (groupName) {
      mergeScores(scores, scoreHits(this.tradeIndex.match(tokenize(groupName)), tradeKey, GROUP_NAME_FACTOR));
    }
    return scores;
  }

  /** The trade a line belongs to, from its title and (weighted less) its group name. */
  detectTrade(text: string, groupName?: string): TradeMatch | undefined {
    const top = best(this.tradeScores(text, groupName));
    return top && { trade: top.target, score: top.score, matched: top.matched };
  }

  /** The assembly whose keywords (or whose work items' keywords) best match the text, optionally in one trade. */
  findAssembly(
    text: string,
    tradeId?: string,
  ): { trade: TradeProfile; assembly: Assembly; score: number } | undefined {
    const tokens = tokenize(text);
    const hits = this.assemblyIndex
      .matchLoose(tokens)
      .filter((hit) => !tradeId || hit.target.trade.id === tradeId);
    const scores = scoreHits(hits, assemblyKey);
    if (!tradeId && scores.size > 1) {
      // Break near-ties between trades by how well the whole text fits each trade.
      const tradeScores = scoreHits(this.tradeIndex.match(tokens), tradeKey);
      for (const candidate of scores.values()) {
        candidate.score += TRADE_FIT_FACTOR * (tradeScores.get(candidate.target.trade.id)?.score ?? 0);
      }
    }
    const top = best(scores);
    return top && { trade: top.target.trade, assembly: top.target.assembly, score: top.score };
  }

  /** Every work item keyword found in order in the tokens, with its token span (the one phrase index). */
  workItemPhrases(tokens: readonly string[]): PhraseHit<{ trade: TradeProfile; workItem: WorkItem }>[] {
    return this.workItemIndex.match(tokens);
  }

  /** The work item whose keywords best match the text, optionally in one trade. */
  findWorkItem(
    text: string,
    tradeId?: string,
  ): { trade: TradeProfile; workItem: WorkItem; score: number } | undefined {
    const hits = this.workItemIndex
      .matchLoose(tokenize(text))
      .filter((hit) => !tradeId || hit.target.trade.id === tradeId);
    const top = best(scoreHits(hits, workItemKey));
    return top && { trade: top.target.trade, workItem: top.target.workItem, score: top.score };
  }

  /**
   * True when a line buys no materials: "labor only" said outright, or a universal pattern (demo, remove, tear
   * out, haul, dispose, cleanup, testing, inspection, startup) or one of the detected trade's laborOnlyPatterns,
   * unless the title also furnishes something ("remove and replace toilet", "tear off and reroof").
   */
  isLaborOnly(title: string, groupName?: string): boolean {
    const tokens = tokenize(title);
    if (this.explicitLaborOnly.match(tokens).length > 0) return true;
    if (this.furnishWords.match(tokens).length > 0) return false;
    if (this.universalLaborOnly.match(tokens).length > 0) return true;
    const trade = this.detectTrade(title, groupName)?.trade;
    const tradePatterns = trade && this.laborOnlyIndexes.get(trade.id);
    return tradePatterns ? tradePatterns.match(tokens).length > 0 : false;
  }

  /**
   * The trade's productivity entry for the text in `uom`: the best keyword match among entries in that unit,
   * else among entries in a convertible unit (hours rescaled, e.g. per sq ft → per sq yd). Undefined when no
   * entry's keywords match; the caller then falls back to the assembly's hours.
   */
  productivityFor(tradeId: string, uom: Uom, text: string): LaborProductivity | undefined {
    const index = this.productivityIndexes.get(tradeId);
    if (!index) return undefined;
    const hits = index.match(tokenize(text)).filter((hit) => canConvert(uom, hit.target.entry.uom));
    let top: TargetScore<ProductivityRef> | undefined;
    for (const candidate of scoreHits(hits, (ref) => ref.key).values()) {
      const exactWins = candidate.target.entry.uom === uom && top?.target.entry.uom !== uom;
      if (!top || candidate.score > top.score || (candidate.score === top.score && exactWins))
        top = candidate;
    }
    if (!top) return undefined;
    const entry = top.target.entry;
    if (entry.uom === uom) return entry;
    // Hours per requested unit = hours per entry unit × how many entry units one requested unit holds.
    const entryUnitsPerUnit = convert({ value: 1, uom }, entry.uom).value;
    return { ...entry, uom, hoursPerUnit: entry.hoursPerUnit * entryUnitsPerUnit };
  }

  /**
   * Permits the trade's work needs: rules whose keywords match any of the texts; when none of those match,
   * the trade's general rules (empty keywords), so a specific permit replaces the general one instead of
   * being charged on top of it.
   */
  permitRulesFor(tradeId: string, texts: string[]): PermitRule[] {
    const trade = this.byId.get(tradeId);
    const index = this.permitIndexes.get(tradeId);
    if (!trade || !index) return [];
    const matched = matchedTargets(index, texts);
    const specific = trade.permitRules.filter((rule) => matched.has(rule));
    return specific.length > 0 ? specific : trade.permitRules.filter((rule) => rule.keywords.length === 0);
  }

  /** Equipment the trade's work needs: rules whose keywords match any of the texts, in profile order. */
  equipmentRulesFor(tradeId: string, texts: string[]): EquipmentRule[] {
    const trade = this.byId.get(tradeId);
    const index = this.equipmentIndexes.get(tradeId);
    if (!trade || !index) return [];
    const matched = matchedTargets(index, texts);
    return trade.equipmentRules.filter((rule) => matched.has(rule));
  }
}

function matchedTargets<T>(index: PhraseIndex<T>, texts: readonly string[]): Set<T> {
  const matched = new Set<T>();
  for (const text of texts) for (const hit of index.match(tokenize(text))) matched.add(hit.target);
  return matched;
}

let cached: TradeRegistry | undefined;

/** The registry of the bundled trade profiles, loaded on first use and cached. */
export function defaultTradeRegistry(): TradeRegistry {
  cached ??= TradeRegistry.fromProfiles(loadTradeProfiles());
  return cached;
}
