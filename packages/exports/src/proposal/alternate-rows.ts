import { alternateOfItem, type Estimate, type EstimateTotals, formatCents } from '@quoin/core';

/** The ids of the base bid's lines in estimate order: every line that is not (in) an alternate. */
export function baseItemOrder(estimate: Estimate): string[] {
  return estimate.groups.flatMap((group) =>
    group.items.filter((item) => !alternateOfItem(group, item)).map((item) => item.id),
  );
}

/** The estimate with its alternates left out: what the base bid's tables list. */
export function baseBidEstimate(estimate: Estimate): Estimate {
  return {
    ...estimate,
    groups: estimate.groups
      .filter((group) => !group.alternate)
      .map((group) => ({ ...group, items: group.items.filter((item) => !item.alternate) })),
  };
}

/** One alternate as a proposal prints it: a signed price and the client's answer so far. */
export interface AlternateRow {
  id: string;
  title: string;
  /** "Add alternate" or "Deduct alternate". */
  kindLabel: string;
  /** "+$660.00" or "-$264.00" (ASCII: the PDF's standard fonts lack U+2212). */
  amount: string;
  amountCents: number;
  signedCents: number;
  decision: 'pending' | 'accepted' | 'declined';
  /** "[x] Accept  [ ] Decline" and so on: boxes a client ticks on paper. */
  boxes: string;
}

/** The alternates of the totals, each with its price and accept/decline boxes. */
export function alternateRows(totals: EstimateTotals): AlternateRow[] {
  return totals.alternates.map((alternate) => ({
    id: alternate.id,
    title: alternate.title,
    kindLabel: alternate.kind === 'add' ? 'Add alternate' : 'Deduct alternate',
    amount: `${alternate.kind === 'add' ? '+' : '-'}${formatCents(alternate.amountCents)}`,
    amountCents: alternate.amountCents,
    signedCents: alternate.signedCents,
    decision: alternate.decision,
    boxes: `[${alternate.decision === 'accepted' ? 'x' : ' '}] Accept   [${alternate.decision === 'declined' ? 'x' : ' '}] Decline`,
  }));
}
