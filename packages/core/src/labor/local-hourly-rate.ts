import { formatCents, roundCents } from '../money/money.ts';
import { laborRate } from './labor-rates.ts';
import { type LocationLookup, lookupLocation } from './location-factors.ts';

/** A loaded hourly labor cost adjusted to a location, with the arithmetic spelled out. */
export interface LocalHourlyRate {
  key: string;
  hourlyCostCents: number;
  nationalHourlyCostCents: number;
  laborFactor: number;
  location: LocationLookup;
  formula: string;
}

/**
 * The loaded hourly cost of a trade at a ZIP: national cost × the prefix's labor factor, rounded once.
 * @example localHourlyRate('electrician', '02139').formula
 * // 'electrician $40.71/h national × 1.31 labor factor (021 Boston, MA) = $53.33/h'
 */
export function localHourlyRate(key: string, zip?: string): LocalHourlyRate {
  const rate = laborRate(key);
  const location = lookupLocation(zip);
  const { laborFactor } = location.factor;
  const hourlyCostCents = roundCents(rate.hourlyCostCents * laborFactor);
  const place = location.fallback
    ? 'national average'
    : `${location.zip3} ${location.factor.area}, ${location.factor.state}`;
  const formula =
    `${key} ${formatCents(rate.hourlyCostCents)}/h national × ${laborFactor.toFixed(2)} labor factor ` +
    `(${place}) = ${formatCents(hourlyCostCents)}/h`;
  return {
    key,
    hourlyCostCents,
    nationalHourlyCostCents: rate.hourlyCostCents,
    laborFactor,
    location,
    formula,
  };
}
