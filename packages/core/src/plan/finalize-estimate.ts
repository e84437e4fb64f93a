import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { matchesAnyKeyword } from '../trades/match-text.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { nextLifecycleState } from '../validation/lifecycle.ts';
import { requestDoubts } from '../validation/request-doubts.ts';
import {
  computeQualityScore,
  type ValidationContext,
  validateEstimate,
} from '../validation/validate-estimate.ts';
import { requiredPermit } from './qa-pass.ts';

/** Validation context backed by the trade profiles: regulated trades and installed-cost sanity ranges. */
export function tradeValidationContext(
  registry: TradeRegistry,
  extra: ValidationContext = {},
): ValidationContext {
  return {
    permitFor: (tradeId, titles) => requiredPermit(registry, tradeId, titles)?.title,
    sanityRange: (item: LineItem) => {
      // A range is an installed price with the thing's material in it ("fan included"): a line priced without the
      // primary material its assembly buys (the customer supplies it) is not judged by it.
      if (withoutItsPrimary(registry, item)) return undefined;
      const trade = item.tradeId ? registry.get(item.tradeId) : undefined;
      const range = trade?.pricingSanity.find(
        (r) => r.uom === item.uom && matchesAnyKeyword(item.title, r.keywords),
      );
      return (
        range && {
          minCentsPerUnit: range.minCentsPerUnit,
          maxCentsPerUnit: range.maxCentsPerUnit,
          source: range.source,
        }
      );
    },
    typicalJob: (item: LineItem) => {
      const tradeId = item.labor?.tradeId ?? item.tradeId;
      const assemblyId = item.labor?.assemblyId;
      if (!tradeId || !assemblyId) return undefined;
      const assembly = registry.get(tradeId)?.assemblies.find((a) => a.id === assemblyId);
      return assembly?.typicalJob && assembly.uom === item.uom ? assembly.typicalJob : undefined;
    },
    ...extra,
  };
}

/** An assembly line without the primary material its assembly buys: the customer supplies it, or labor only. */
function withoutItsPrimary(registry: TradeRegistry, item: LineItem): boolean {
  const tradeId = item.labor?.tradeId ?? item.tradeId;
  const assemblyId = item.labor?.assemblyId;
  if (item.type !== 'assembly' || !tradeId || !assemblyId) return false;
  const assembly = registry.get(tradeId)?.assemblies.find((a) => a.id === assemblyId);
  const buysPrimary = assembly?.materials.some((m) => m.role === 'primary') === true;
  return buysPrimary && !item.materials.some((m) => m.role === 'primary');
}

/** The estimate with new doubts kept on it, and asked as questions, so every later recompute holds it too. */
function keepDoubts(input: Estimate, asked: readonly string[]): Estimate {
  const fresh = asked.filter((doubt) => !(input.doubts ?? []).includes(doubt));
  if (fresh.length === 0) return input;
  return {
    ...input,
    doubts: [...(input.doubts ?? []), ...fresh],
    questions: [...input.questions, ...fresh.filter((doubt) => !input.questions.includes(doubt))],
  };
}

/** States a recompute keeps: the proposal is out (or signed) whatever its lines say. */
const SENT_STATES = new Set<Estimate['lifecycleState']>(['sent', 'accepted']);

/** Validates, scores and moves the lifecycle: the last step after any change by the engine. An empty estimate has no score. */
export function finalizeEstimate(
  input: Estimate,
  registry: TradeRegistry,
  context: ValidationContext = {},
): Estimate {
  // The estimate's own doubts (kept from its plan) hold it on every recompute, whoever calls.
  // The customer's words against what was priced ("rebuild the shower" and a valve priced) add their own doubts,
  // kept on the estimate like the reader's.
  const asked = context.request ? requestDoubts(context.request, input, undefined, registry) : [];
  const doubts = [...new Set([...(input.doubts ?? []), ...(context.doubts ?? []), ...asked])];
  const issues = validateEstimate(
    input,
    tradeValidationContext(registry, doubts.length > 0 ? { ...context, doubts } : context),
  );
  const kept = keepDoubts(input, asked);
  if (!input.groups.some((group) => group.items.length > 0)) {
    // Nothing priced yet: no score to show, and nothing to validate or review ("100/100" on an empty page).
    const { qualityScore: _none, ...unscored } = kept;
    return {
      ...unscored,
      issues,
      lifecycleState: SENT_STATES.has(input.lifecycleState) ? input.lifecycleState : 'building',
    };
  }
  const qualityScore = computeQualityScore(issues);
  const issuesByPath = new Map<string, Estimate['issues']>();
  for (const issue of issues) {
    if (issue.path[0] !== 'groups' || issue.path[2] !== 'items') continue;
    const key = `${issue.path[1]}/${issue.path[3]}`;
    issuesByPath.set(key, [...(issuesByPath.get(key) ?? []), issue]);
  }
  return {
    ...kept,
    groups: input.groups.map((group, g) => ({
      ...group,
      items: group.items.map((item, i) => ({ ...item, issues: issuesByPath.get(`${g}/${i}`) ?? [] })),
    })),
    issues,
    qualityScore,
    lifecycleState: nextLifecycleState(input.lifecycleState, { type: 'recomputed', issues, qualityScore }),
  };
}
