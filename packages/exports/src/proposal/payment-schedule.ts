import type { PaymentMilestone } from '@quoin/protocol';
import { spreadByWeight } from './client-prices.ts';

/** One payment of the proposal's schedule, in cents. */
export interface PaymentRow {
  label: string;
  percent: number;
  amountCents: number;
}

/**
 * The payments due: the deposit on acceptance, then the schedule's milestones (the balance on completion when
 * there are none). Amounts are split by largest remainder, so they add up to the total to the cent.
 */
export function paymentSchedule(
  totalCents: number,
  depositPercent: number,
  milestones: readonly PaymentMilestone[],
): PaymentRow[] {
  const steps: { label: string; percent: number }[] = [];
  if (depositPercent > 0) steps.push({ label: 'Deposit on acceptance', percent: depositPercent });
  if (milestones.length > 0) steps.push(...milestones);
  else if (depositPercent < 100)
    steps.push({ label: 'Balance on completion', percent: 100 - depositPercent });
  const amounts = spreadByWeight(
    totalCents,
    steps.map((step) => step.percent),
  );
  return steps.map((step, index) => ({ ...step, amountCents: amounts[index] ?? 0 }));
}
