/** The bid fixtures (test-fixtures/bids): a CSV, an XLSX and two PDF bids for the sample estimate. */
export const BID_FIXTURES_URL = new URL('../../test-fixtures/bids/', import.meta.url);
export const BID_FIXTURE_FILES = [
  'sierra-tile-and-bath.csv',
  'capitol-remodel-co.xlsx',
  'delta-bath-works.pdf',
  'northgate-construction.pdf',
] as const;
