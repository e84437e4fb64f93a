/** A visual line of a bid document: cells left to right (a PDF's text runs, a CSV's or sheet's columns). */
export interface BidTextLine {
  page: number;
  line: number;
  /** Vertical position on the page (PDF points from the bottom); row order for tables. */
  y: number;
  cells: { x: number; text: string }[];
}

/** One priced line as the bid states it (values copied, never computed). */
export interface BidTableLine {
  title: string;
  quantity: number;
  uom: string;
  unitPriceCents?: number;
  amountCents: number;
}

/** What a table reader finds in a bid: priced lines under their headings, and summary rows (total, tax …). */
export interface BidTable {
  groups: { name: string; lines: BidTableLine[] }[];
  summary: { label: string; amountCents: number }[];
}

/**
 * How bids are read, injected by the composition root: the agents package's PDF line reader and bid table
 * heuristic (import mode), which documents may not import itself.
 */
export interface BidReader {
  readPdfLines(bytes: Uint8Array): Promise<BidTextLine[]>;
  readTable(lines: BidTextLine[], title: string): BidTable;
}

/** A bid as leveled: who, its priced lines, its stated total and what its text excludes or assumes. */
export interface ParsedBid {
  bidder: string;
  fileName: string;
  lines: (BidTableLine & { index: number })[];
  /** The bid's own Total row, when it has one. */
  statedTotalCents?: number;
  /** Σ line amounts. */
  linesTotalCents: number;
  exclusions: string[];
  qualifications: string[];
  /** Lines whose quantity × unit price is not their amount, and a total that is not the sum of the lines. */
  arithmeticIssues: string[];
}
