import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { QuoinError } from '../quoin-error.ts';

/** Cost multipliers for one 3-digit ZIP prefix (US average = 1.00). */
export interface LocationFactor {
  zip3: string;
  state: string;
  area: string;
  laborFactor: number;
  materialFactor: number;
  /** `metro:<name>`, `state`, `state-rural`, `estimate`, `estimate-rural`, or `national` for the fallback. */
  basis: string;
}

/** The answer to "which factors apply here": `fallback` is true when the national average stands in. */
export interface LocationLookup {
  input?: string;
  zip3?: string;
  factor: LocationFactor;
  fallback: boolean;
  note: string;
}

/** Bands the data is held to (location-factors.md explains the exceptions for AK, HI and the territories). */
export const LOCATION_FACTOR_BANDS = {
  states: { labor: { min: 0.75, max: 1.45 }, material: { min: 0.9, max: 1.25 } },
  remote: { labor: { min: 0.55, max: 1.45 }, material: { min: 0.9, max: 1.4 } },
} as const;

/** States and territories whose factors may leave the mainland band (freight-driven materials, island wages). */
export const REMOTE_STATES: ReadonlySet<string> = new Set(['AK', 'HI', 'PR', 'VI', 'GU']);

/** USPS prefixes for APO/FPO/DPO mail (AA, AE, AP): assigned, but not a place to build, so left out. */
export const MILITARY_ZIP3: ReadonlySet<string> = new Set([
  '090',
  '091',
  '092',
  '093',
  '094',
  '095',
  '096',
  '097',
  '098',
  '340',
  '962',
  '963',
  '964',
  '965',
  '966',
]);

export const NATIONAL_FACTOR: LocationFactor = Object.freeze({
  zip3: '',
  state: 'US',
  area: 'National average',
  laborFactor: 1,
  materialFactor: 1,
  basis: 'national',
});

const factorRowSchema = z
  .strictObject({
    zip3: z.string().regex(/^\d{3}$/),
    state: z.string().regex(/^[A-Z]{2}$/),
    area: z.string().min(1),
    labor_factor: z.coerce.number(),
    material_factor: z.coerce.number(),
    basis: z.string().regex(/^(metro:[A-Za-z .'-]+|state|state-rural|estimate|estimate-rural)$/),
  })
  .superRefine((row, context) => {
    const bands = REMOTE_STATES.has(row.state) ? LOCATION_FACTOR_BANDS.remote : LOCATION_FACTOR_BANDS.states;
    if (row.labor_factor < bands.labor.min || row.labor_factor > bands.labor.max) {
      context.addIssue({
        code: 'custom',
        path: ['labor_factor'],
        message: `labor factor ${row.labor_factor} is outside ${bands.labor.min}–${bands.labor.max}`,
      });
    }
    if (row.material_factor < bands.material.min || row.material_factor > bands.material.max) {
      context.addIssue({
        code: 'custom',
        path: ['material_factor'],
        message: `material factor ${row.material_factor} is outside ${bands.material.min}–${bands.material.max}`,
      });
    }
  });

let cached: { list: LocationFactor[]; byZip3: Map<string, LocationFactor> } | undefined;

/** Parses location-factors.csv text; throws INVALID_LOCATION_FACTORS naming the first bad row. */
function parseLocationFactors(text: string): LocationFactor[] {
  const records: unknown[] = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true });
  const seen = new Set<string>();
  return records.map((record, index) => {
    const parsed = factorRowSchema.safeParse(record);
    // Row numbers count the header as line 1, as an editor shows them.
    const line = index + 2;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new QuoinError(
        'INVALID_LOCATION_FACTORS',
        `location-factors.csv line ${line}: ${issue?.path.join('.')} ${issue?.message}`,
        { line, record },
      );
    }
    const row = parsed.data;
    if (seen.has(row.zip3)) {
      throw new QuoinError(
        'INVALID_LOCATION_FACTORS',
        `location-factors.csv line ${line}: duplicate ${row.zip3}`,
        {
          line,
        },
      );
    }
    seen.add(row.zip3);
    return {
      zip3: row.zip3,
      state: row.state,
      area: row.area,
      laborFactor: row.labor_factor,
      materialFactor: row.material_factor,
      basis: row.basis,
    };
  });
}

function loaded(): { list: LocationFactor[]; byZip3: Map<string, LocationFactor> } {
  if (!cached) {
    const list = parseLocationFactors(readBundledText('location-factors.csv'));
    cached = { list, byZip3: new Map(list.map((factor) => [factor.zip3, factor])) };
  }
  return cached;
}

/** Every ZIP3 row of packages/core/data/location-factors.csv, in prefix order. */
export function allLocationFactors(): LocationFactor[] {
  return loaded().list;
}

/** The 3-digit prefix of "02139", "02139-4307" or "021"; throws INVALID_ZIP for anything else. */
export function zip3Of(zipOrPrefix: string): string {
  const text = zipOrPrefix.trim();
  if (!/^\d{5}(-\d{4})?$/.test(text) && !/^\d{3}$/.test(text)) {
    throw new QuoinError(
      'INVALID_ZIP',
      `ZIP "${zipOrPrefix}" is not a US ZIP code: give 5 digits such as 02139`,
      {
        zip: zipOrPrefix,
      },
    );
  }
  return text.slice(0, 3);
}

function national(note: string, input?: string, zip3?: string): LocationLookup {
  return {
    ...(input === undefined ? {} : { input }),
    ...(zip3 === undefined ? {} : { zip3 }),
    factor: NATIONAL_FACTOR,
    fallback: true,
    note,
  };
}

/**
 * Location factors for a ZIP code or prefix. No ZIP, a military prefix or a prefix USPS has not assigned gives
 * the national average (fallback, with a note saying so); a malformed ZIP throws INVALID_ZIP.
 * @example lookupLocation('02139-4307').factor.area // 'Boston'
 */
export function lookupLocation(zipOrPrefix?: string): LocationLookup {
  if (zipOrPrefix === undefined || zipOrPrefix.trim() === '') {
    return national('No ZIP code given: national average used (labor 1.00, material 1.00).');
  }
  const input = zipOrPrefix.trim();
  const zip3 = zip3Of(input);
  const factor = loaded().byZip3.get(zip3);
  if (factor) {
    return {
      input,
      zip3,
      factor,
      fallback: false,
      note: `${zip3} ${factor.area}, ${factor.state}: labor ×${factor.laborFactor.toFixed(2)}, material ×${factor.materialFactor.toFixed(2)} (${factor.basis})`,
    };
  }
  if (MILITARY_ZIP3.has(zip3)) {
    return national(`ZIP3 ${zip3} is an APO/FPO/DPO military prefix: national average used.`, input, zip3);
  }
  return national(`ZIP3 ${zip3} is not assigned by USPS: national average used.`, input, zip3);
}
