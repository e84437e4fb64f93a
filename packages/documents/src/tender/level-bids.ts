import { computeEstimateTotals, type Estimate, formatCents, roundCents } from '@quoin/core';
import type { ParsedBid } from './bid-types.ts';
import { bestMatch, type EstimateLineRef, titleWords } from './match-bid-lines.ts';

/** A person's correction of the mapping: bid line `line` (0-based, as listed) of `bidder` goes to `itemId`. */
export interface MappingOverride {
  bidder: string;
  line: number;
  /** null: the bid line is extra scope, mapped to no estimate line. */
  itemId: string | null;
}

export interface LevelingSettings {
  /** A bid's line is an outlier when it is more than this far from the line's median, in percent. */
  outlierPercent: number;
  /** A bid is abnormally low when its normalised total is this far below the median of the other bids. */
  lowBidPercent: number;
}

export interface MappedBidLine {
  bidder: string;
  line: number;
  bidTitle: string;
  uom: string;
  amountCents: number;
  itemId: string | null;
  score: number;
  source: 'auto' | 'override';
}

export interface LevelingCell {
  /** What the bid prices for the line (its mapped lines summed); null when it does not price it. */
  amountCents: number | null;
  /** For a line the bid leaves out: the amount added to normalise its total. */
  plugCents?: number;
  plugBasis?: 'median of the other bids' | 'our estimate';
  /** The bid's exclusions name this line. */
  excludedInText?: boolean;
  /** Against our estimate. */
  deltaCents: number | null;
  deltaPercent: number | null;
  outlier: boolean;
}

export interface LevelingLine {
  itemId: string;
  groupName: string;
  title: string;
  ourCents: number;
  cells: Record<string, LevelingCell>;
  medianCents: number | null;
  /** Highest less lowest bid on the line. */
  spreadCents: number | null;
}

export interface LeveledBidder {
  bidder: string;
  fileName: string;
  statedTotalCents: number | null;
  linesTotalCents: number;
  /** The stated total, or Σ lines when the bid has no total row. */
  baseTotalCents: number;
  plugsCents: number;
  normalizedTotalCents: number;
  extraLines: { title: string; amountCents: number }[];
  exclusions: string[];
  qualifications: string[];
  arithmeticIssues: string[];
  /** Percent below the median of the other bids' normalised totals, when beyond the threshold. */
  abnormallyLowPercent: number | null;
  rank: number;
}

export interface Leveling {
  estimateTotalCents: number;
  estimateLinesCents: number;
  bidders: LeveledBidder[];
  lines: LevelingLine[];
  mapping: MappedBidLine[];
  outliers: {
    bidder: string;
    itemId: string;
    title: string;
    amountCents: number;
    medianCents: number;
    deviationPercent: number;
  }[];
  recommendation: { bidder: string; normalizedTotalCents: number; reasons: string[] } | null;
  settings: LevelingSettings;
}

/** The median in whole cents (the mean of the middle two for an even count). */
export function medianCents(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : roundCents(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

function percentOf(part: number, whole: number): number {
  return Math.round((part / whole) * 10_000) / 100;
}

function estimateLines(estimate: Estimate): (EstimateLineRef & { ourCents: number })[] {
  const totals = computeEstimateTotals(estimate);
  return [...estimate.groups]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((group) =>
      group.items.map((item) => ({
        itemId: item.id,
        groupName: group.name,
        title: item.title,
        uom: item.uom,
        ...(item.tradeId ? { tradeId: item.tradeId } : {}),
        ourCents: totals.byItem[item.id]?.extendedCents ?? 0,
      })),
    );
}

function mapBids(bids: ParsedBid[], refs: EstimateLineRef[], overrides: MappingOverride[]): MappedBidLine[] {
  return bids.flatMap((bid) =>
    bid.lines.map((line): MappedBidLine => {
      const override = overrides.find((o) => o.bidder === bid.bidder && o.line === line.index);
      const auto = bestMatch(line.title, line.uom, refs);
      return {
        bidder: bid.bidder,
        line: line.index,
        bidTitle: line.title,
        uom: line.uom,
        amountCents: line.amountCents,
        itemId: override ? override.itemId : (auto?.itemId ?? null),
        score: auto?.score ?? 0,
        source: override ? 'override' : 'auto',
      };
    }),
  );
}

function namesLine(exclusions: string[], line: EstimateLineRef): boolean {
  const words = titleWords(`${line.groupName} ${line.title}`);
  return exclusions.some((text) => {
    const excluded = titleWords(text);
    return [...words].filter((word) => excluded.has(word)).length >= Math.min(2, words.size, excluded.size);
  });
}

/**
 * The leveling sheet: bid lines mapped to estimate lines (title words, synonyms and unit; overrides win), each
 * bid's missing lines plugged with the median of the other bids (our estimate when nobody else prices it),
 * normalised totals, line spreads against our estimate, outliers against the line median, abnormally low bids
 * against the other bids' median, and a recommendation with its reasons.
 */
export function levelBids(
  estimate: Estimate,
  bids: ParsedBid[],
  overrides: MappingOverride[] = [],
  settings: LevelingSettings = { outlierPercent: 25, lowBidPercent: 15 },
): Leveling {
  const refs = estimateLines(estimate);
  const mapping = mapBids(bids, refs, overrides);
  const amountOf = (bidder: string, itemId: string): number | null => {
    const mapped = mapping.filter((m) => m.bidder === bidder && m.itemId === itemId);
    return mapped.length === 0 ? null : mapped.reduce((sum, m) => sum + m.amountCents, 0);
  };
  const plugs = new Map<string, number>(bids.map((bid) => [bid.bidder, 0]));
  const outliers: Leveling['outliers'] = [];
  const lines: LevelingLine[] = refs.map((ref) => {
    const amounts = new Map(bids.map((bid) => [bid.bidder, amountOf(bid.bidder, ref.itemId)]));
    const priced = [...amounts.values()].filter((amount): amount is number => amount !== null);
    const median = medianCents(priced);
    const cells: Record<string, LevelingCell> = {};
    for (const bid of bids) {
      const amount = amounts.get(bid.bidder) ?? null;
      if (amount === null) {
        const others = bids
          .filter((other) => other.bidder !== bid.bidder)
          .map((other) => amounts.get(other.bidder))
          .filter((value): value is number => value !== null && value !== undefined);
        const otherMedian = medianCents(others);
        const plug = otherMedian ?? ref.ourCents;
        plugs.set(bid.bidder, (plugs.get(bid.bidder) ?? 0) + plug);
        cells[bid.bidder] = {
          amountCents: null,
          plugCents: plug,
          plugBasis: otherMedian === null ? 'our estimate' : 'median of the other bids',
          excludedInText: namesLine(bid.exclusions, ref),
          deltaCents: null,
          deltaPercent: null,
          outlier: false,
        };
        continue;
      }
      const deviation = median !== null && median > 0 ? percentOf(amount - median, median) : 0;
      const outlier = priced.length >= 3 && Math.abs(deviation) > settings.outlierPercent;
      if (outlier && median !== null)
        outliers.push({
          bidder: bid.bidder,
          itemId: ref.itemId,
          title: ref.title,
          amountCents: amount,
          medianCents: median,
          deviationPercent: deviation,
        });
      cells[bid.bidder] = {
        amountCents: amount,
        deltaCents: amount - ref.ourCents,
        deltaPercent: ref.ourCents > 0 ? percentOf(amount - ref.ourCents, ref.ourCents) : null,
        outlier,
      };
    }
    return {
      itemId: ref.itemId,
      groupName: ref.groupName,
      title: ref.title,
      ourCents: ref.ourCents,
      cells,
      medianCents: median,
      spreadCents: priced.length > 0 ? Math.max(...priced) - Math.min(...priced) : null,
    };
  });
  const bidders = bids.map((bid) => {
    const base = bid.statedTotalCents ?? bid.linesTotalCents;
    const plugsCents = plugs.get(bid.bidder) ?? 0;
    return {
      bidder: bid.bidder,
      fileName: bid.fileName,
      statedTotalCents: bid.statedTotalCents ?? null,
      linesTotalCents: bid.linesTotalCents,
      baseTotalCents: base,
      plugsCents,
      normalizedTotalCents: base + plugsCents,
      extraLines: mapping
        .filter((m) => m.bidder === bid.bidder && m.itemId === null)
        .map((m) => ({ title: m.bidTitle, amountCents: m.amountCents })),
      exclusions: bid.exclusions,
      qualifications: bid.qualifications,
      arithmeticIssues: bid.arithmeticIssues,
      abnormallyLowPercent: null as number | null,
      rank: 0,
    };
  });
  for (const bidder of bidders) {
    const others = medianCents(bidders.filter((o) => o !== bidder).map((o) => o.normalizedTotalCents));
    if (others === null || others <= 0) continue;
    const below = percentOf(others - bidder.normalizedTotalCents, others);
    if (below > settings.lowBidPercent) bidder.abnormallyLowPercent = below;
  }
  [...bidders]
    .sort((a, b) => a.normalizedTotalCents - b.normalizedTotalCents)
    .forEach((bidder, index) => {
      bidder.rank = index + 1;
    });
  const totals = computeEstimateTotals(estimate);
  return {
    estimateTotalCents: totals.grandTotalCents,
    estimateLinesCents: refs.reduce((sum, ref) => sum + ref.ourCents, 0),
    bidders,
    lines,
    mapping,
    outliers,
    recommendation: recommend(bidders, lines),
    settings,
  };
}

function recommend(bidders: LeveledBidder[], lines: LevelingLine[]): Leveling['recommendation'] {
  const ranked = [...bidders].sort((a, b) => a.rank - b.rank);
  const chosen = ranked.find((bidder) => bidder.abnormallyLowPercent === null);
  if (!chosen) return null;
  const reasons = [
    `Lowest normalised total of the bids not flagged as abnormally low: ${formatCents(chosen.normalizedTotalCents)} (rank ${chosen.rank} of ${bidders.length}).`,
  ];
  const missing = lines.filter((line) => line.cells[chosen.bidder]?.amountCents === null);
  reasons.push(
    missing.length === 0
      ? 'Prices every line of our estimate.'
      : `Leaves out ${missing.map((line) => line.title).join(', ')}; ${formatCents(chosen.plugsCents)} added to level it.`,
  );
  if (chosen.exclusions.length > 0) reasons.push(`Excludes: ${chosen.exclusions.join('; ')}.`);
  if (chosen.arithmeticIssues.length > 0)
    reasons.push(`Check its arithmetic: ${chosen.arithmeticIssues.join('; ')}.`);
  for (const lower of ranked.filter((bidder) => bidder.rank < chosen.rank))
    reasons.push(
      `${lower.bidder} is lower (${formatCents(lower.normalizedTotalCents)}) but ${lower.abnormallyLowPercent}% below the median of the other bids: confirm its scope before awarding.`,
    );
  return { bidder: chosen.bidder, normalizedTotalCents: chosen.normalizedTotalCents, reasons };
}
