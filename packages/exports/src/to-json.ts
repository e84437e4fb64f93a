import {
  ESTIMATE_DOCUMENT_VERSION,
  type EstimateDocument,
  type EstimateExportInput,
} from './estimate-document.ts';

/** The versioned JSON export `{ schemaVersion, estimate, totals }`, pretty-printed with a final newline. */
export function toJson({ estimate, totals }: EstimateExportInput): string {
  const document: EstimateDocument = { schemaVersion: ESTIMATE_DOCUMENT_VERSION, estimate, totals };
  return `${JSON.stringify(document, null, 2)}\n`;
}
