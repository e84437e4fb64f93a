import type { CompanyProfile } from '@quoin/protocol';
import {
  ESTIMATE_DOCUMENT_VERSION,
  type EstimateDocument,
  type EstimateExportInput,
} from './estimate-document.ts';
import { companySummary } from './proposal/company-summary.ts';

/** With a company profile the document names who issues it, as the PDF proposal does. */
export interface JsonOptions {
  company?: CompanyProfile;
}

/** The versioned JSON export `{ schemaVersion, estimate, totals, company? }`, pretty-printed with a final newline. */
export function toJson({ estimate, totals }: EstimateExportInput, options: JsonOptions = {}): string {
  const document: EstimateDocument = {
    schemaVersion: ESTIMATE_DOCUMENT_VERSION,
    estimate,
    totals,
    ...(options.company ? { company: companySummary(options.company) } : {}),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
