import { load as parseYaml } from 'js-yaml';
import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { roundCents } from '../money/money.ts';
import { QuoinError } from '../quoin-error.ts';

/** The components of a labor burden, each a fraction of wages (0.0765 = 7.65%). */
export interface LaborBurden {
  fica: number;
  unemployment: number;
  workersComp: number;
  generalLiability: number;
  benefits: number;
}

/** A national loaded labor rate: what an hour of the trade costs the contractor, before markup and O&P. */
export interface LaborRate {
  key: string;
  title: string;
  socCode: string;
  wageCents: number;
  wageBasis: string;
  burdenFactor: number;
  hourlyCostCents: number;
  source: string;
  burden: LaborBurden;
}

/** The keys labor-rates.yaml must define: trade profiles refer to them by name. */
export const NATIONAL_LABOR_RATE_KEYS = [
  'general_labor',
  'helper',
  'demolition_laborer',
  'carpenter',
  'framer',
  'finish_carpenter',
  'cabinet_installer',
  'drywall_installer',
  'painter',
  'tile_setter',
  'flooring_installer',
  'roofer',
  'siding_installer',
  'insulation_installer',
  'electrician',
  'low_voltage_tech',
  'plumber',
  'hvac_tech',
  'sprinkler_fitter',
  'concrete_finisher',
  'mason',
  'landscaper',
  'irrigation_tech',
  'fence_installer',
  'glazier',
  'gutter_installer',
  'equipment_operator',
] as const;

/** The documented burden band (see the header of labor-rates.yaml); a factor outside it is a data error. */
export const BURDEN_FACTOR_RANGE = { min: 1.3, max: 1.6 } as const;

const fraction = z.number().min(0).max(1);

const rateEntrySchema = z
  .strictObject({
    title: z.string().min(1),
    socCode: z.string().regex(/^\d{2}-\d{4}$/, 'use a SOC code such as 47-2111'),
    wageCents: z.number().int().positive(),
    wageBasis: z.string().min(1),
    source: z.string().min(1),
    burden: z.strictObject({
      fica: fraction,
      unemployment: fraction,
      workersComp: fraction,
      generalLiability: fraction,
      benefits: fraction,
    }),
    burdenFactor: z.number().min(BURDEN_FACTOR_RANGE.min).max(BURDEN_FACTOR_RANGE.max),
    hourlyCostCents: z.number().int().positive(),
  })
  .superRefine((entry, context) => {
    // The file states both the components and their result; keep them from drifting apart.
    const { fica, unemployment, workersComp, generalLiability, benefits } = entry.burden;
    const sum = 1 + fica + unemployment + workersComp + generalLiability + benefits;
    if (Math.abs(sum - entry.burdenFactor) > 0.005 + 1e-9) {
      context.addIssue({
        code: 'custom',
        path: ['burdenFactor'],
        message: `burdenFactor ${entry.burdenFactor} is not 1 + its components (${sum.toFixed(4)})`,
      });
    }
    const expectedCents = roundCents(entry.wageCents * entry.burdenFactor);
    if (expectedCents !== entry.hourlyCostCents) {
      context.addIssue({
        code: 'custom',
        path: ['hourlyCostCents'],
        message: `hourlyCostCents ${entry.hourlyCostCents} should be wageCents × burdenFactor = ${expectedCents}`,
      });
    }
  });

const laborRatesFileSchema = z.strictObject({
  version: z.literal(1),
  referencePeriod: z.string().min(1),
  rates: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), rateEntrySchema),
});

let cached: LaborRate[] | undefined;

/** Parses labor-rates.yaml text into rates, throwing INVALID_LABOR_RATES with every problem found. */
export function parseLaborRates(text: string): LaborRate[] {
  const parsed = laborRatesFileSchema.safeParse(parseYaml(text));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      code: 'INVALID_LABOR_RATES',
      path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      message: issue.message,
    }));
    throw new QuoinError('INVALID_LABOR_RATES', `labor-rates.yaml is invalid: ${problems[0]?.message}`, {
      problems,
    });
  }
  const missing = NATIONAL_LABOR_RATE_KEYS.filter((key) => !(key in parsed.data.rates));
  if (missing.length > 0) {
    throw new QuoinError('INVALID_LABOR_RATES', `labor-rates.yaml lacks the keys ${missing.join(', ')}`, {
      missing,
    });
  }
  return Object.entries(parsed.data.rates).map(([key, entry]) => ({ key, ...entry }));
}

/** Every national labor rate from packages/core/data/labor-rates.yaml, parsed and validated once. */
export function laborRates(): LaborRate[] {
  cached ??= parseLaborRates(readBundledText('labor-rates.yaml'));
  return cached;
}

/** The national rate for a key such as `electrician`; throws UNKNOWN_LABOR_RATE listing the known keys. */
export function laborRate(key: string): LaborRate {
  const rates = laborRates();
  const found = rates.find((rate) => rate.key === key);
  if (!found) {
    const known = rates.map((rate) => rate.key);
    throw new QuoinError('UNKNOWN_LABOR_RATE', `No labor rate "${key}": use one of ${known.join(', ')}`, {
      key,
      known,
    });
  }
  return found;
}
