import { MONEY_BOUND_MESSAGES, MONEY_BOUNDS } from '../money/money-bounds.ts';
import type { Problem } from '../problem.ts';
import { QuoinError } from '../quoin-error.ts';
import { computeEstimateTotals, computeItemTotals } from './compute-totals.ts';
import type { Estimate } from './estimate-schema.ts';

/** The amounts of an estimate beyond MONEY_BOUNDS, as problems naming the line; empty when all are within. */
export function checkMoneyBounds(estimate: Estimate): Problem[] {
  const problems: Problem[] = [];
  for (const [groupIndex, group] of estimate.groups.entries()) {
    for (const [itemIndex, item] of group.items.entries()) {
      const path = ['groups', groupIndex, 'items', itemIndex];
      const totals = computeItemTotals(item, estimate.settings);
      const amount = Math.max(
        item.rateCents * item.quantity,
        totals.materialCents,
        totals.laborCents + totals.materialCents,
      );
      if (!(amount <= MONEY_BOUNDS.maxLineAmountCents)) {
        problems.push({
          code: 'amount_out_of_range',
          path,
          message: `Line "${item.title}": ${MONEY_BOUND_MESSAGES.lineAmount}.`,
        });
      }
    }
  }
  // Lines within their bound can still add up past it; the totals are only computed once the lines are safe.
  if (problems.length === 0) {
    const { grandTotalCents } = computeEstimateTotals(estimate);
    if (!(grandTotalCents <= MONEY_BOUNDS.maxEstimateTotalCents)) {
      problems.push({
        code: 'amount_out_of_range',
        path: [],
        message: `The estimate's total ${MONEY_BOUND_MESSAGES.estimateTotal}.`,
      });
    }
  }
  return problems;
}

/** Throws AMOUNT_OUT_OF_RANGE (422 on the wire) when an amount passes MONEY_BOUNDS. */
export function assertWithinMoneyBounds(estimate: Estimate): Estimate {
  const problems = checkMoneyBounds(estimate);
  if (problems.length > 0) {
    throw new QuoinError('AMOUNT_OUT_OF_RANGE', problems.map((problem) => problem.message).join(' '), {
      problems,
    });
  }
  return estimate;
}
