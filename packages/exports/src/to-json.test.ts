import { computeEstimateTotals } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_DOCUMENT_VERSION,
  estimateDocumentJsonSchema,
  parseEstimateDocument,
} from './estimate-document.ts';
import { buildExportCase, EXPORT_CASES } from './test-support/build-golden-estimate.ts';
import { toJson } from './to-json.ts';

describe('toJson', () => {
  it.each(EXPORT_CASES)('%s reads back as a valid versioned document with the same totals', async (name) => {
    const input = await buildExportCase(name);
    const read = parseEstimateDocument(toJson(input));
    if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
    expect(read.value.schemaVersion).toBe(ESTIMATE_DOCUMENT_VERSION);
    expect(read.value.totals.grandTotalCents).toBe(input.totals.grandTotalCents);
    // The totals in the file are the ones the estimate in the file produces.
    expect(computeEstimateTotals(read.value.estimate)).toEqual(read.value.totals);
  });

  it('reports what is wrong with a document that is not one', () => {
    const notJson = parseEstimateDocument('{');
    expect(notJson.ok).toBe(false);
    const wrongVersion = parseEstimateDocument(
      JSON.stringify({ schemaVersion: 99, estimate: {}, totals: {} }),
    );
    expect(wrongVersion.ok).toBe(false);
    if (!wrongVersion.ok) expect(wrongVersion.problems.map((p) => p.path[0])).toContain('schemaVersion');
  });

  it('publishes a JSON Schema that names the grand total', () => {
    const schema = estimateDocumentJsonSchema() as {
      required: string[];
      properties: { totals: { required: string[]; properties: Record<string, unknown> } };
    };
    expect(schema.required).toEqual(['schemaVersion', 'estimate', 'totals']);
    expect(schema.properties.totals.required).toContain('grandTotalCents');
    expect(schema.properties.totals.properties.grandTotalCents).toEqual({
      type: 'integer',
      minimum: expect.any(Number),
      maximum: expect.any(Number),
      description: expect.any(String),
    });
  });
});
