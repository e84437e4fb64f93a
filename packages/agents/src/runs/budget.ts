import { formatMicroUsd, type ModelPrice, tokensCostMicroUsd } from '../models/model-prices.ts';
import { BudgetExceededError, type BudgetRefusal } from './budget-exceeded-error.ts';
import type { BudgetLimits } from './budget-limits.ts';
import type { SpendLedger } from './spend-ledger.ts';

export interface RunBudgetOptions {
  price: ModelPrice;
  limits: BudgetLimits;
  /** The day's spend across runs. */
  ledger: SpendLedger;
  /** The wall clock; picks the ledger's day (UTC). */
  now: () => Date;
}

/** A worst case held against the limits while one model call is in flight. */
export interface BudgetReservation {
  day: string;
  amountMicroUsd: number;
  promptTokens: number;
  maxOutputTokens: number;
  settled: boolean;
}

const count = (tokens: number) => tokens.toLocaleString('en-US');
const perMillion = (usd: number) => `$${usd}/M`;

/**
 * Hard spending limits for one run: before each model call reserve its worst case against the run's and the
 * day's limits (refusing before the call when either would pass), after it settle to the real cost.
 */
export class RunBudget {
  private spent = 0;
  private reserved = 0;
  private readonly open = new Set<BudgetReservation>();

  constructor(private readonly options: RunBudgetOptions) {}

  /** Settled cost of this run so far, in micro-dollars. */
  get spentMicroUsd(): number {
    return this.spent;
  }

  /** The most a call can cost: every prompt token at the input price, every allowed output token at the output price. */
  worstCaseMicroUsd(promptTokens: number, maxOutputTokens: number): number {
    const { price } = this.options;
    return (
      tokensCostMicroUsd(promptTokens, price.inputUsdPerMillionTokens) +
      tokensCostMicroUsd(maxOutputTokens, price.outputUsdPerMillionTokens)
    );
  }

  /** Reserves a call's worst case, or throws BudgetExceededError (message names "budget" and the figures). */
  async reserve(promptTokens: number, maxOutputTokens: number): Promise<BudgetReservation> {
    const amountMicroUsd = this.worstCaseMicroUsd(promptTokens, maxOutputTokens);
    const base = { reservationMicroUsd: amountMicroUsd, promptTokens, maxOutputTokens };
    const runLimit = this.options.limits.maxRunMicroUsd;
    const runCommitted = this.spent + this.reserved;
    if (runLimit !== undefined && runCommitted + amountMicroUsd > runLimit) {
      throw this.refusal({ ...base, scope: 'run', committedMicroUsd: runCommitted, limitMicroUsd: runLimit });
    }
    const day = this.options.now().toISOString().slice(0, 10);
    const dayLimit = this.options.limits.maxDayMicroUsd;
    const answer = await this.options.ledger.reserve({ day, amountMicroUsd, limitMicroUsd: dayLimit });
    if (!answer.accepted) {
      throw this.refusal({
        ...base,
        scope: 'day',
        committedMicroUsd: answer.committedMicroUsd,
        limitMicroUsd: dayLimit ?? 0,
      });
    }
    this.reserved += amountMicroUsd;
    const reservation = { day, amountMicroUsd, promptTokens, maxOutputTokens, settled: false };
    this.open.add(reservation);
    return reservation;
  }

  /**
   * Replaces a reservation by the real cost. Without a cost (the provider reported no usage) the worst case
   * stays charged: the call may have been billed, and a budget must not undercount.
   */
  async settle(reservation: BudgetReservation, actualMicroUsd: number | undefined): Promise<void> {
    if (reservation.settled) return;
    reservation.settled = true;
    this.open.delete(reservation);
    const charged = actualMicroUsd ?? reservation.amountMicroUsd;
    this.reserved -= reservation.amountMicroUsd;
    this.spent += charged;
    await this.options.ledger.settle({
      day: reservation.day,
      reservedMicroUsd: reservation.amountMicroUsd,
      actualMicroUsd: charged,
    });
  }

  /** At the end of a run: charges the worst case of calls that never reported back (an aborted stream). */
  async settleOpen(): Promise<void> {
    for (const reservation of [...this.open]) await this.settle(reservation, undefined);
  }

  private refusal(details: BudgetRefusal): BudgetExceededError {
    const { price } = this.options;
    const variable = details.scope === 'run' ? 'QUOIN_MAX_RUN_USD' : 'QUOIN_MAX_DAY_USD';
    const holder = details.scope === 'run' ? 'this run has' : "today's runs have";
    const message =
      `${details.scope === 'run' ? 'Run' : 'Day'} budget exceeded: the next model call may cost up to ` +
      `${formatMicroUsd(details.reservationMicroUsd)} (${count(details.promptTokens)} prompt tokens × ` +
      `${perMillion(price.inputUsdPerMillionTokens)} + ${count(details.maxOutputTokens)} max output tokens × ` +
      `${perMillion(price.outputUsdPerMillionTokens)}) and ${holder} committed ` +
      `${formatMicroUsd(details.committedMicroUsd)} of the ${formatMicroUsd(details.limitMicroUsd)} limit ` +
      `(${variable}); the call was not made`;
    return new BudgetExceededError(message, details);
  }
}
