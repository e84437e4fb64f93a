import {
  ESTIMATE_SCHEMA_VERSION,
  type Estimate,
  type EstimateTotals,
  estimateSchema,
  type Problem,
  type ValidationResult,
} from '@quoin/core';
import { z } from 'zod';
import { companySummarySchema } from './proposal/company-summary.ts';

/**
 * Version of the exported document `{ schemaVersion, estimate, totals }`. It follows the estimate schema's
 * version, so a reader checks one number: any incompatible change to the estimate or to the totals bumps it.
 */
export const ESTIMATE_DOCUMENT_VERSION = ESTIMATE_SCHEMA_VERSION;

const cents = z.number().int();

const itemTotalsSchema = z.strictObject({
  laborCents: cents,
  laborMarkupCents: cents,
  materialCents: cents,
  materialMarkupCents: cents,
  equipmentCents: cents,
  equipmentMarkupCents: cents,
  permitCents: cents,
  allowanceCents: cents,
  extendedCents: cents.describe('Sum of the other buckets: direct cost with markups, in cents.'),
});

export const estimateTotalsSchema = itemTotalsSchema.extend({
  subtotalCents: cents.describe("Sum of every line's extended cost, in cents."),
  taxCents: cents,
  contingencyCents: cents,
  overheadCents: cents,
  profitCents: cents,
  grandTotalCents: cents.describe(
    'What the customer pays, in cents: the base bid plus the accepted alternates.',
  ),
  // Optional so documents written before alternates (issue #15) still read: they had none.
  baseBidCents: cents
    .describe('Subtotal + tax + contingency + overhead + profit of the lines that are not alternates.')
    .optional(),
  acceptedAlternatesCents: cents.optional(),
  alternates: z
    .array(
      z.strictObject({
        id: z.string(),
        groupId: z.string(),
        itemId: z.string().optional(),
        title: z.string(),
        kind: z.enum(['add', 'deduct']),
        decision: z.enum(['pending', 'accepted', 'declined']),
        amountCents: cents,
        signedCents: cents,
      }),
    )
    .optional(),
  byGroup: z.record(z.string(), itemTotalsSchema),
  byItem: z.record(z.string(), itemTotalsSchema),
  groupOfItem: z.record(z.string(), z.string()),
});

/** The JSON export: the whole estimate and its totals, every amount in integer cents. */
export const estimateDocumentSchema = z.strictObject({
  schemaVersion: z
    .literal(ESTIMATE_DOCUMENT_VERSION)
    .describe('Changes with any incompatible change of this document; readers check it first.'),
  estimate: estimateSchema,
  totals: estimateTotalsSchema,
  /** The company that issues the estimate (name, license, address, contact), when a profile is set. */
  company: companySummarySchema.optional(),
});

export type EstimateDocument = z.infer<typeof estimateDocumentSchema>;

/** What every exporter takes: an estimate and the totals computed from it. */
export interface EstimateExportInput {
  estimate: Estimate;
  totals: EstimateTotals;
}

/** JSON Schema (draft 2020-12) of the JSON export, for `quoin schema estimate` and other readers. */
export function estimateDocumentJsonSchema(): Record<string, unknown> {
  return {
    $id: `urn:quoin:schema:estimate-document:v${ESTIMATE_DOCUMENT_VERSION}`,
    title: 'Quoin estimate document',
    description:
      'A priced estimate as `quoin estimate --format json` writes it. Money is integer cents (USD); ' +
      '`totals.grandTotalCents` is the price to the customer.',
    ...z.toJSONSchema(estimateDocumentSchema, { io: 'output' }),
  };
}

/** Reads a JSON export back: the document when it is valid, its problems (with paths) otherwise. */
export function parseEstimateDocument(jsonText: string): ValidationResult<EstimateDocument> {
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ code: 'document.invalid_json', path: [], message: reason }] };
  }
  const parsed = estimateDocumentSchema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems: Problem[] = parsed.error.issues.map((issue) => ({
    code: `document.${issue.code}`,
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    message: `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  }));
  return { ok: false, problems };
}
