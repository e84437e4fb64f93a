import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate, Group } from '../estimate/estimate-schema.ts';
import { newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { formatCents, roundCents } from '../money/money.ts';
import { matchesAnyKeyword } from '../trades/match-text.ts';
import type { PermitRule } from '../trades/trade-profile-schema.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { CLEANUP_WORDS, SERVICE_JOB_LABOR_CENTS } from '../validation/validate-estimate.ts';
import { slug } from './execute-plan.ts';
import { applyServiceBilling } from './service-billing.ts';

/** What the structural QA pass adds, each configurable (spec §12 "QA Agent Pass", deterministic part). */
export interface QaConfig {
  addCleanup: boolean;
  addPermits: boolean;
  applyMinimumCharges: boolean;
  /** Contingency added when the subtotal passes the threshold and none is set. Spec: 5% above $2,000. */
  contingencyPercent: number;
  contingencyThresholdCents: number;
  /** Overhead and profit set when the estimate has none. */
  overheadPercent: number;
  profitPercent: number;
}

export const DEFAULT_QA_CONFIG: QaConfig = {
  addCleanup: true,
  addPermits: true,
  applyMinimumCharges: true,
  contingencyPercent: 5,
  contingencyThresholdCents: 200_000,
  overheadPercent: 10,
  profitPercent: 10,
};

export interface QaChange {
  code:
    | 'ADDED_CLEANUP'
    | 'ADDED_PERMIT'
    | 'ADDED_MINIMUM_CHARGE'
    | 'ADDED_SERVICE_BILLING'
    | 'SET_CONTINGENCY'
    | 'SET_OVERHEAD_PROFIT';
  message: string;
}

export const CLEANUP_GROUP = 'Cleanup & Disposal';
export const PERMIT_GROUP = 'Permits';
/** Demolition labor above this (about a day of two people's work) leaves more debris than a truck bed. */
const DEMOLITION_DUMPSTER_LABOR_CENTS = 40_000;

function findOrAddGroup(estimate: Estimate, name: string, sortOrder: number): Group {
  const existing = estimate.groups.find((g) => slug(g.name) === slug(name));
  if (existing) return existing;
  const group = newGroup({ id: `g-${slug(name)}`, name, sortOrder });
  estimate.groups.push(group);
  return group;
}

function hasKey(estimate: Estimate, planKey: string): boolean {
  return estimate.groups.some((g) => g.items.some((i) => i.planKey === planKey));
}

function addCleanup(estimate: Estimate, registry: TradeRegistry, changes: QaChange[]): void {
  const physical = estimate.groups.some((g) => g.items.some((i) => i.type === 'assembly' && !i.laborOnly));
  const present = estimate.groups.some(
    (g) => CLEANUP_WORDS.test(g.name) || g.items.some((i) => CLEANUP_WORDS.test(i.title)),
  );
  const general = registry.get('general_remodel');
  const totals = computeEstimateTotals(estimate);
  const laborCents = totals.laborCents;
  // A service visit (a fixture swap, a few devices) leaves the site clean as part of the trade's rate.
  if (!physical || present || hasKey(estimate, 'qa/cleanup') || laborCents < SERVICE_JOB_LABOR_CENTS) return;
  // Cleanup scales with the job: about 3% of labor, at least two laborer-hours; disposal is a haul-away for small
  // jobs and a dumpster for large ones.
  const cleanupCents = Math.max(roundCents(laborCents * 0.03), 15_000);
  const group = findOrAddGroup(estimate, CLEANUP_GROUP, 999);
  group.items.push(
    newLineItem({
      id: 'li-qa-cleanup',
      type: 'assembly',
      title: 'Final cleanup, debris removal and disposal',
      description: 'Daily broom clean, final clean of work areas, haul-away of job debris',
      quantity: 1,
      uom: 'lump_sum',
      rateCents: cleanupCents,
      laborOnly: true,
      tradeId: 'general_remodel',
      pricingState: 'labor_only',
      planKey: 'qa/cleanup',
      origin: 'qa',
      labor: {
        tradeId: 'general_remodel',
        formula: `max(3% of job labor ${formatCents(laborCents)}, $150 minimum) = ${formatCents(cleanupCents)}`,
      },
    }),
  );
  const dumpster = general?.equipmentRules.find((rule) => /dumpster/i.test(rule.title));
  // A large job fills a dumpster; so does tearing out a room (a gut, a deck), whatever the rest of the job costs.
  const tearOut = estimate.groups.some((g) =>
    g.items.some(
      (i) =>
        i.tradeId === 'demolition' &&
        (totals.byItem[i.id]?.laborCents ?? 0) > DEMOLITION_DUMPSTER_LABOR_CENTS,
    ),
  );
  if (dumpster && (laborCents > 500_000 || tearOut)) {
    group.items.push(
      newLineItem({
        id: 'li-qa-dumpster',
        type: 'equipment',
        title: dumpster.title,
        quantity: dumpster.defaultQuantity,
        uom: dumpster.uom,
        rateCents: dumpster.rateCents,
        tradeId: 'general_remodel',
        pricingState: 'estimated',
        planKey: 'qa/dumpster',
        origin: 'qa',
        price: {
          sourceKind: 'trade_profile',
          sourceName: 'Quoin general_remodel trade profile',
          confidence: 'estimated',
          notes: [],
        },
      }),
    );
  }
  changes.push({
    code: 'ADDED_CLEANUP',
    message: `Added cleanup and disposal (${formatCents(cleanupCents)} labor)`,
  });
}

/**
 * The permit a trade's work on this job needs, or undefined: the best matching rule, unless every line of the
 * trade matches the rule's exemptKeywords (a like-for-like swap of a faucet, toilet, switch or fan needs no
 * permit in most US jurisdictions; the trade profiles say which permits exempt what).
 */
export function requiredPermit(
  registry: TradeRegistry,
  tradeId: string,
  titles: string[],
): PermitRule | undefined {
  if (!registry.get(tradeId)?.regulated) return undefined;
  const rule = registry.permitRulesFor(tradeId, titles)[0];
  if (rule && titles.every((title) => matchesAnyKeyword(title, rule.exemptKeywords))) return undefined;
  return rule;
}

function addPermits(estimate: Estimate, registry: TradeRegistry, changes: QaChange[]): void {
  if (estimate.groups.some((g) => g.items.some((i) => i.type === 'permit'))) return;
  const textsByTrade = new Map<string, string[]>();
  for (const group of estimate.groups) {
    for (const item of group.items) {
      const tradeId = item.tradeId ?? group.tradeId;
      if (!tradeId || item.type !== 'assembly' || item.origin === 'qa') continue;
      textsByTrade.set(tradeId, [...(textsByTrade.get(tradeId) ?? []), item.title]);
    }
  }
  for (const [tradeId, texts] of textsByTrade) {
    const rule = requiredPermit(registry, tradeId, texts);
    if (!rule || hasKey(estimate, `qa/permit/${tradeId}`)) continue;
    const group = findOrAddGroup(estimate, PERMIT_GROUP, 1);
    group.items.push(
      newLineItem({
        id: `li-qa-permit-${slug(tradeId)}`,
        type: 'permit',
        title: rule.title,
        description: rule.basis,
        quantity: 1,
        uom: 'each',
        rateCents: rule.feeCents,
        tradeId,
        pricingState: 'estimated',
        planKey: `qa/permit/${tradeId}`,
        origin: 'qa',
        price: {
          sourceKind: 'trade_profile',
          sourceName: `Quoin ${tradeId} trade profile`,
          confidence: 'estimated',
          notes: [rule.basis],
        },
      }),
    );
    changes.push({ code: 'ADDED_PERMIT', message: `Added ${rule.title} (${formatCents(rule.feeCents)})` });
  }
}

/**
 * Contractors bill a trip or a minimum: a one-switch repair is not 0.3 h of labor. A job of one trade is held to
 * that trade's minimum. A job of several trades is run by one contractor who mobilises once, so the whole job's
 * labor is held to the largest minimum among its trades, not each trade to its own.
 *
 * A minimum is what the customer is billed (trades/README.md: "what the trade bills at least"), so it is compared
 * with labor as billed, after the labor markup and overhead and profit, not with the contractor's labor cost;
 * comparing it with cost and then marking the shortfall up billed a $195 electrician minimum at about $283.
 */
function billedLaborFactor(estimate: Estimate, config: QaConfig): number {
  const { laborMarkupPercent, overheadPercent, profitPercent } = estimate.settings;
  // Overhead and profit left at zero are set by this pass afterwards (see applyQaPass); use what will apply.
  const unset = overheadPercent === 0 && profitPercent === 0;
  const overhead = unset ? config.overheadPercent : overheadPercent;
  const profit = unset ? config.profitPercent : profitPercent;
  return (1 + laborMarkupPercent / 100) * (1 + overhead / 100) * (1 + profit / 100);
}

function applyMinimumCharges(
  estimate: Estimate,
  registry: TradeRegistry,
  config: QaConfig,
  changes: QaChange[],
): void {
  if (hasKey(estimate, 'qa/minimum')) return;
  const totals = computeEstimateTotals(estimate);
  const trades = new Map<string, { group: Group; minimumCents: number; name: string }>();
  for (const group of estimate.groups) {
    if (!group.items.some((i) => i.type === 'assembly')) continue;
    const tradeId = group.tradeId ?? group.items.find((i) => i.tradeId)?.tradeId;
    const trade = tradeId ? registry.get(tradeId) : undefined;
    if (trade && !trades.has(trade.id))
      trades.set(trade.id, { group, minimumCents: trade.minimumChargeCents, name: trade.name });
  }
  const governing = [...trades.entries()].sort((a, b) => b[1].minimumCents - a[1].minimumCents)[0];
  if (!governing || totals.laborCents === 0) return;
  const [tradeId, { group, minimumCents, name }] = governing;
  const factor = billedLaborFactor(estimate, config);
  const minimumLaborCents = roundCents(minimumCents / factor);
  if (totals.laborCents >= minimumLaborCents) return;
  const shortfallCents = minimumLaborCents - totals.laborCents;
  group.items.push(
    newLineItem({
      id: 'li-qa-minimum',
      type: 'assembly',
      title: `${name} minimum service charge`,
      description: `Brings job labor of ${formatCents(totals.laborCents)} up to the minimum billed charge of ${formatCents(minimumCents)} (trip, setup, minimum billing)`,
      quantity: 1,
      uom: 'lump_sum',
      rateCents: shortfallCents,
      laborOnly: true,
      tradeId,
      pricingState: 'labor_only',
      planKey: 'qa/minimum',
      origin: 'qa',
      labor: {
        tradeId,
        formula: `${formatCents(minimumCents)} minimum billed ÷ ${factor.toFixed(3)} (labor markup, overhead, profit) = ${formatCents(minimumLaborCents)} minimum − ${formatCents(totals.laborCents)} labor = ${formatCents(shortfallCents)}`,
      },
    }),
  );
  changes.push({
    code: 'ADDED_MINIMUM_CHARGE',
    message: `Applied the ${name} minimum charge (+${formatCents(shortfallCents)})`,
  });
}

/**
 * The deterministic QA structural pass: adds what a complete estimate needs and the plan left out. It only adds
 * lines and fills settings left at zero; it never changes or removes a line, so user edits are respected and
 * re-running it adds nothing twice. Returns a new estimate and what changed.
 */
export function applyQaPass(
  input: Estimate,
  registry: TradeRegistry,
  config: QaConfig = DEFAULT_QA_CONFIG,
): { estimate: Estimate; changes: QaChange[] } {
  const estimate = structuredClone(input);
  const changes: QaChange[] = [];
  if (config.applyMinimumCharges) {
    applyServiceBilling(estimate, registry, billedLaborFactor(estimate, config), changes);
    applyMinimumCharges(estimate, registry, config, changes);
  }
  if (config.addPermits) addPermits(estimate, registry, changes);
  if (config.addCleanup) addCleanup(estimate, registry, changes);
  estimate.groups.sort((a, b) => a.sortOrder - b.sortOrder);
  const subtotalCents = computeEstimateTotals(estimate).subtotalCents;
  const { settings } = estimate;
  if (
    settings.contingencyPercent === 0 &&
    config.contingencyPercent > 0 &&
    subtotalCents > config.contingencyThresholdCents
  ) {
    settings.contingencyPercent = config.contingencyPercent;
    const message = `Contingency of ${config.contingencyPercent}% added: the job is over ${formatCents(config.contingencyThresholdCents)}`;
    estimate.assumptions.push(message);
    changes.push({ code: 'SET_CONTINGENCY', message });
  }
  if (
    settings.overheadPercent === 0 &&
    settings.profitPercent === 0 &&
    (config.overheadPercent > 0 || config.profitPercent > 0)
  ) {
    settings.overheadPercent = config.overheadPercent;
    settings.profitPercent = config.profitPercent;
    const message = `Overhead ${config.overheadPercent}% and profit ${config.profitPercent}% applied`;
    changes.push({ code: 'SET_OVERHEAD_PROFIT', message });
  }
  return { estimate, changes };
}
