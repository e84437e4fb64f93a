import { GOLDEN_REQUESTS } from '@quoin/core';

/** A conversation the eval plays against the configured model: user turns, each plan approved. */
export interface GoldenConversation {
  id: string;
  turns: string[];
  zip?: string;
  /** A published range for the grand total, with its source (from core's golden request set). */
  range?: { lowCents: number; highCents: number; source: string };
  /** A bid to import instead of turns: the total must equal the bid's to the cent. */
  importBid?: { fileName: string; expectedTotalCents: number };
}

/**
 * Core's 30 golden requests (homeowner wording, location, published cost range), each one turn; two follow-up
 * conversations that add to the estimate; and an imported bid.
 */
export const GOLDEN_CONVERSATIONS: GoldenConversation[] = [
  ...GOLDEN_REQUESTS.map((request) => ({
    id: request.id,
    turns: [request.text],
    zip: request.zip,
    range: { ...request.expected, source: request.source },
  })),
  {
    id: 'follow-up-bedroom-and-heater',
    turns: [
      'paint a 12x14 bedroom, walls and ceiling, in 60614',
      'also replace the 40 gallon gas water heater',
    ],
  },
  {
    id: 'follow-up-deck-then-fence',
    turns: ['build a 12x16 composite deck in Nashville TN', 'and 80 feet of 6 ft wood privacy fence'],
  },
  {
    id: 'import-bathroom-bid',
    turns: [],
    importBid: { fileName: 'sample-bid.pdf', expectedTotalCents: 477_575 },
  },
];
