import { estimateSchema, QuoinError } from '@quoin/core';
import { z } from 'zod';
import { type DocumentFile, fileStem, MEDIA_TYPES } from '../document-file.ts';
import { markupToPdf } from '../render/markup-to-pdf.ts';
import { bidFileLines } from './bid-file-lines.ts';
import type { BidReader, ParsedBid } from './bid-types.ts';
import { type Leveling, levelBids } from './level-bids.ts';
import { levelingSummaryMarkup } from './leveling-summary.ts';
import { levelingWorkbook } from './leveling-workbook.ts';
import { readBid } from './read-bid.ts';

const bidFileSchema = z
  .object({
    fileName: z.string().min(1).describe('the bid file’s name; .csv, .xlsx or .pdf says how to read it'),
    bidder: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('the bidder; read from the bid’s first line otherwise'),
    text: z.string().optional().describe('a CSV bid as text'),
    contentBase64: z.string().optional().describe('the file’s bytes in base64 (XLSX, PDF, or CSV)'),
  })
  .refine((bid) => bid.text !== undefined || bid.contentBase64 !== undefined, {
    message: 'give the bid as text or contentBase64',
  });

export const TENDER_FORMATS = ['xlsx', 'pdf'] as const;

export const analyzeTenderInputSchema = z.object({
  estimate: estimateSchema.describe('our estimate: the bids are leveled against its lines'),
  bids: z.array(bidFileSchema).min(1).max(20),
  overrides: z
    .array(z.object({ bidder: z.string(), line: z.number().int().min(0), itemId: z.string().nullable() }))
    .default([])
    .describe('mapping corrections: bid line (0-based, as in the mapping) to an estimate item id, or null'),
  outlierPercent: z.number().positive().max(500).default(25),
  lowBidPercent: z.number().positive().max(100).default(15),
  formats: z.array(z.enum(TENDER_FORMATS)).default(['xlsx', 'pdf']),
});
export type AnalyzeTenderInput = z.input<typeof analyzeTenderInputSchema>;

export interface TenderAnalysis extends Leveling {
  summary: string;
  files: DocumentFile[];
}

function uniqueBidders(bids: ParsedBid[]): ParsedBid[] {
  const seen = new Map<string, number>();
  return bids.map((bid) => {
    const count = (seen.get(bid.bidder) ?? 0) + 1;
    seen.set(bid.bidder, count);
    return count === 1 ? bid : { ...bid, bidder: `${bid.bidder} (${count})` };
  });
}

/** Reads the bids (CSV, XLSX, PDF), levels them against the estimate, and writes the sheet and its summary. */
export async function analyzeTender(
  rawInput: AnalyzeTenderInput,
  reader: BidReader,
  now: Date,
): Promise<TenderAnalysis> {
  const input = analyzeTenderInputSchema.parse(rawInput);
  if (input.estimate.groups.every((group) => group.items.length === 0))
    throw new QuoinError('INVALID_INPUT', 'The estimate has no lines to level the bids against');
  const bids: ParsedBid[] = [];
  for (const file of input.bids) {
    const bytes =
      file.contentBase64 !== undefined
        ? Buffer.from(file.contentBase64, 'base64')
        : Buffer.from(file.text ?? '', 'utf8');
    const { lines } = await bidFileLines(file.fileName, bytes, reader);
    bids.push(readBid(file.fileName, lines, reader, file.bidder));
  }
  const leveling = levelBids(input.estimate, uniqueBidders(bids), input.overrides, {
    outlierPercent: input.outlierPercent,
    lowBidPercent: input.lowBidPercent,
  });
  const markup = levelingSummaryMarkup(leveling, input.estimate.title);
  const stem = `bid-leveling-${fileStem(input.estimate.title)}`;
  const files: DocumentFile[] = [];
  if (input.formats.includes('xlsx'))
    files.push({
      fileName: `${stem}.xlsx`,
      mediaType: MEDIA_TYPES.xlsx,
      encoding: 'base64',
      content: (await levelingWorkbook(leveling, input.estimate.title, now)).toString('base64'),
    });
  if (input.formats.includes('pdf'))
    files.push({
      fileName: `${stem}.pdf`,
      mediaType: MEDIA_TYPES.pdf,
      encoding: 'base64',
      content: (
        await markupToPdf(markup, {
          title: `Bid leveling: ${input.estimate.title}`,
          author: 'Quoin',
          createdAt: now,
        })
      ).toString('base64'),
    });
  return { ...leveling, summary: markup, files };
}
