import {
  computeEstimateTotals,
  type Estimate,
  finalizeEstimate,
  formatCents,
  type LineItem,
  QuoinError,
  type TradeRegistry,
} from '@quoin/core';

/** Safety limits of the spec (§12): how far a pass may lower the grand total. */
export const SAFETY_LIMITS = {
  /** The QA pass and the targeted retry. */
  qaMaxReductionPercent: 15,
  /** The product-intelligence review. */
  reviewMaxReductionPercent: 30,
} as const;

export interface SessionChange {
  pass: string;
  description: string;
  totalBeforeCents: number;
  totalAfterCents: number;
}

export interface RefusedChange {
  pass: string;
  description: string;
  reason: string;
}

function userEditedLines(estimate: Estimate): Map<string, string> {
  const lines = new Map<string, string>();
  for (const group of estimate.groups)
    for (const item of group.items) if (item.userEdited) lines.set(item.id, JSON.stringify(comparable(item)));
  return lines;
}

/** A line without what the engine recomputes on every change (issues), for comparing user edits. */
function comparable(item: LineItem) {
  const { issues: _issues, ...rest } = item;
  return rest;
}

/**
 * The estimate an agent pipeline works on, with the spec's safety limits enforced in code rather than asked of
 * the model: a change that touches a line the user edited, or lowers the grand total of the current pass by
 * more than the pass's limit, is refused and the estimate stays as it was. Every change is re-finalized
 * (validated, scored) by the engine.
 */
export class EstimateSession {
  private current: Estimate;
  private pass = { name: 'start', maxReductionPercent: 0, baselineCents: 0 };
  readonly changes: SessionChange[] = [];
  readonly refused: RefusedChange[] = [];

  constructor(
    estimate: Estimate,
    readonly registry: TradeRegistry,
  ) {
    this.current = finalizeEstimate(estimate, registry);
  }

  get estimate(): Estimate {
    return this.current;
  }

  grandTotalCents(): number {
    return computeEstimateTotals(this.current).grandTotalCents;
  }

  /** Starts a pass: later changes are measured against the total as it is now. */
  beginPass(name: string, maxReductionPercent: number): void {
    this.pass = { name, maxReductionPercent, baselineCents: this.grandTotalCents() };
  }

  get passName(): string {
    return this.pass.name;
  }

  /**
   * Applies a change to a copy; keeps it only if it respects the user's edits and the pass's limit. Throws a
   * QuoinError('VALIDATION_FAILED', rule safety_limit) that a tool turns into an error the model reads.
   */
  apply(description: string, change: (draft: Estimate) => Estimate | undefined): Estimate {
    const draft = structuredClone(this.current);
    return this.commit(description, change(draft) ?? draft);
  }

  /** Like `apply`, for a new estimate computed elsewhere (e.g. by executing a plan fragment). */
  commit(description: string, changed: Estimate): Estimate {
    const next = finalizeEstimate(changed, this.registry);
    const reason = this.violation(next);
    if (reason) {
      this.refused.push({ pass: this.pass.name, description, reason });
      throw new QuoinError('VALIDATION_FAILED', `Refused: ${reason}`, { description, rule: 'safety_limit' });
    }
    const totalBeforeCents = this.grandTotalCents();
    this.current = next;
    this.changes.push({
      pass: this.pass.name,
      description,
      totalBeforeCents,
      totalAfterCents: this.grandTotalCents(),
    });
    return next;
  }

  private violation(next: Estimate): string | undefined {
    const before = userEditedLines(this.current);
    const after = userEditedLines(next);
    for (const [id, line] of before) {
      if (after.get(id) !== line) return `line ${id} was edited by the user; automated passes leave it alone`;
    }
    const { baselineCents, maxReductionPercent, name } = this.pass;
    const totalCents = computeEstimateTotals(next).grandTotalCents;
    const floorCents = Math.ceil(baselineCents * (1 - maxReductionPercent / 100));
    if (totalCents < floorCents) {
      const percent = (((baselineCents - totalCents) / baselineCents) * 100).toFixed(1);
      return `the ${name} pass may lower the total by at most ${maxReductionPercent}% (${formatCents(baselineCents)} → ${formatCents(totalCents)} is −${percent}%); flag it for a person instead`;
    }
    return undefined;
  }

  /** Finds a line by id. */
  findLine(id: string): { groupIndex: number; itemIndex: number; item: LineItem } | undefined {
    for (const [groupIndex, group] of this.current.groups.entries()) {
      const itemIndex = group.items.findIndex((item) => item.id === id);
      const item = group.items[itemIndex];
      if (item) return { groupIndex, itemIndex, item };
    }
    return undefined;
  }
}
