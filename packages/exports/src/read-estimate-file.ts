import {
  checkMoneyBounds,
  computeEstimateTotals,
  estimateSchema,
  type Problem,
  type ValidationResult,
} from '@quoin/core';
import type { EstimateExportInput } from './estimate-document.ts';

/**
 * Reads an estimate file to export it again: the JSON export `{ schemaVersion, estimate, totals }`, the
 * server's answer `{ estimate, totals, … }` or a bare estimate. The totals are always computed again from the
 * lines (the file may have been edited), and amounts past the money bounds are refused.
 */
export function readEstimateFile(jsonText: string): ValidationResult<EstimateExportInput> {
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch (error) {
    return {
      ok: false,
      problems: [{ code: 'file.invalid_json', path: [], message: (error as Error).message }],
    };
  }
  const wrapped =
    typeof data === 'object' && data !== null && 'estimate' in data
      ? (data as { estimate: unknown })
      : undefined;
  const parsed = estimateSchema.safeParse(wrapped ? wrapped.estimate : data);
  if (!parsed.success) {
    const problems: Problem[] = parsed.error.issues.map((issue) => {
      const path = [
        ...(wrapped ? ['estimate'] : []),
        ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      ];
      return { code: `file.${issue.code}`, path, message: `${path.join('.') || '(root)'}: ${issue.message}` };
    });
    return { ok: false, problems };
  }
  const bounds = checkMoneyBounds(parsed.data);
  if (bounds.length > 0) return { ok: false, problems: bounds };
  return { ok: true, value: { estimate: parsed.data, totals: computeEstimateTotals(parsed.data) } };
}
