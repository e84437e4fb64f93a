import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { LINE_ITEM_TYPES } from '../estimate/estimate-schema.ts';
import { QuoinError } from '../quoin-error.ts';

/** A CSI MasterFormat section: six digits in three pairs, e.g. `09 91 00`. */
export const CSI_CODE_PATTERN = /^\d{2} \d{2} \d{2}$/;

const costCodeSchema = z.strictObject({
  code: z.string().regex(CSI_CODE_PATTERN, 'a CSI section is six digits in three pairs, e.g. 09 91 00'),
  title: z.string().min(1),
});

const costCodeTableSchema = z.strictObject({
  fallback: costCodeSchema,
  byLineType: z.partialRecord(z.enum(LINE_ITEM_TYPES), costCodeSchema),
  byTrade: z.record(z.string(), costCodeSchema),
});

/** One cost code with its title, e.g. `{ code: '09 91 00', title: 'Painting' }`. */
export type CostCode = z.infer<typeof costCodeSchema>;
export type CostCodeTable = z.infer<typeof costCodeTableSchema>;

/** Checks a cost-code table (the YAML's parsed content); throws INVALID_COST_CODES naming each problem. */
export function parseCostCodeTable(data: unknown, source = 'cost-codes.yaml'): CostCodeTable {
  const parsed = costCodeTableSchema.safeParse(data);
  if (!parsed.success) {
    throw new QuoinError('INVALID_COST_CODES', `${source} is invalid`, {
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
  }
  return parsed.data;
}

let cached: CostCodeTable | undefined;

/** The bundled default cost codes (data/cost-codes.yaml), validated on first use. */
export function costCodeTable(): CostCodeTable {
  cached ??= parseCostCodeTable(loadYaml(readBundledText('cost-codes.yaml')));
  return cached;
}
