import { type EstimateHeader, estimateHeaderSchema } from '@quoin/core';
import type { EstimateHeaderPatch } from '@quoin/protocol';

/** The header with a patch applied (null clears a field), the number given once and an issue date kept. */
export function applyHeaderPatch(
  current: EstimateHeader | undefined,
  patch: EstimateHeaderPatch,
  assigned: { estimateNumber?: number; issuedOn: string },
): EstimateHeader {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (merged.estimateNumber === undefined && assigned.estimateNumber !== undefined)
    merged.estimateNumber = assigned.estimateNumber;
  if (merged.issuedOn === undefined) merged.issuedOn = assigned.issuedOn;
  return estimateHeaderSchema.parse(merged);
}
