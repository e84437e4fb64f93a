/**
 * What a construction estimate can hold. Quantities, rates and totals beyond these are typing mistakes or
 * attacks, not jobs; refusing them keeps every sum of cents a safe integer (under 2^53, about 9.0e15), so no
 * total loses precision, overflows a bigint column or fails to serialize (issue 14).
 */
export const MONEY_BOUNDS = {
  /** Units of one line (sq ft, LF, each…): ten million. */
  maxQuantity: 10_000_000,
  /** Price of one unit or one package: $100,000,000. */
  maxRateCents: 10_000_000_000,
  /** Packages of one material: ten million. */
  maxPackages: 10_000_000,
  /** One line's cost before markups (rate × quantity, materials): $100,000,000. */
  maxLineAmountCents: 10_000_000_000,
  /** An estimate's grand total: $10,000,000,000. */
  maxEstimateTotalCents: 1_000_000_000_000,
} as const;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** The sentences the bounds are explained with, in schema messages and errors. */
export const MONEY_BOUND_MESSAGES = {
  quantity: `a line's quantity is at most ${MONEY_BOUNDS.maxQuantity.toLocaleString('en-US')} units; split the work or check the unit`,
  rate: `a price per unit is at most ${dollars(MONEY_BOUNDS.maxRateCents)} (${MONEY_BOUNDS.maxRateCents} cents); amounts are in cents`,
  packages: `a material's packages are at most ${MONEY_BOUNDS.maxPackages.toLocaleString('en-US')}`,
  lineAmount: `one line costs at most ${dollars(MONEY_BOUNDS.maxLineAmountCents)} before markups; split it or check quantity and price`,
  estimateTotal: `an estimate totals at most ${dollars(MONEY_BOUNDS.maxEstimateTotalCents)}; no construction estimate is larger`,
} as const;
