import { QuoinError } from '@quoin/core';
import type { BidReader, BidTextLine, ParsedBid } from './bid-types.ts';

const EXCLUSION = /^(exclusions?|excludes?|excluded|not included|by others)\b\s*:?\s*/i;
const QUALIFICATION = /^(qualifications?|clarifications?|notes?)\b\s*:?\s*/i;
const ASSUMPTION = /^(assumes?|assumptions?|price valid|valid for|based on)\b/i;
const TOTAL = /^(grand )?total\b/i;

function lineText(line: BidTextLine): string {
  return line.cells
    .map((cell) => cell.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function items(text: string): string[] {
  return text
    .split(/;/)
    .map((item) => item.replace(/^[-•*]\s*/, '').trim())
    .filter(Boolean);
}

const TABLE_HEADER = /^(description|item|qty|quantity|unit|unit price|amount|total)$/i;

/** The bidder's name from the first line of the bid ("Sierra Tile & Bath - Proposal 2611-07" → the company). */
function bidderFromText(lines: BidTextLine[]): string | undefined {
  const first = lines.find((line) => line.cells.length > 0);
  // A bid that opens with its table's header row names no bidder; the file name does then.
  if (first?.cells.some((cell) => TABLE_HEADER.test(cell.text.trim()))) return undefined;
  const text = first?.cells[0]?.text ?? '';
  const name = text.split(/\s[-–·|]\s/)[0]?.trim();
  return name && name.length <= 80 ? name : undefined;
}

/** Exclusions and qualifications read from the bid's free text (lines that are not priced). */
export function readBidNotes(lines: BidTextLine[]): { exclusions: string[]; qualifications: string[] } {
  const exclusions: string[] = [];
  const qualifications: string[] = [];
  for (const line of lines) {
    const text = lineText(line);
    if (EXCLUSION.test(text)) exclusions.push(...items(text.replace(EXCLUSION, '')));
    else if (QUALIFICATION.test(text)) qualifications.push(...items(text.replace(QUALIFICATION, '')));
    else if (ASSUMPTION.test(text)) qualifications.push(text);
  }
  return { exclusions, qualifications };
}

/**
 * A bid's lines read into a leveling bid: its priced lines (through the reader's table heuristic), the stated
 * total, exclusions and qualifications from the text, and arithmetic that does not hold. A bid without a
 * single priced line is refused, naming the file.
 */
export function readBid(
  fileName: string,
  lines: BidTextLine[],
  reader: BidReader,
  bidder?: string,
): ParsedBid {
  const name = bidder ?? bidderFromText(lines) ?? fileName.replace(/\.[a-z0-9]+$/i, '');
  const table = reader.readTable(lines, name);
  const priced = table.groups.flatMap((group) => group.lines).map((line, index) => ({ ...line, index }));
  if (priced.length === 0)
    throw new QuoinError(
      'INVALID_INPUT',
      `${fileName} (${name}) has no priced lines: a bid needs rows with a description and an amount`,
      { fileName },
    );
  const linesTotalCents = priced.reduce((sum, line) => sum + line.amountCents, 0);
  const statedTotalCents = table.summary.filter((row) => TOTAL.test(row.label)).at(-1)?.amountCents;
  const arithmeticIssues: string[] = [];
  for (const line of priced) {
    if (line.unitPriceCents === undefined) continue;
    const extended = Math.round(line.quantity * line.unitPriceCents);
    if (Math.abs(extended - line.amountCents) > 1)
      arithmeticIssues.push(
        `"${line.title}": ${line.quantity} × ${(line.unitPriceCents / 100).toFixed(2)} = ${(extended / 100).toFixed(2)}, not ${(line.amountCents / 100).toFixed(2)}`,
      );
  }
  if (statedTotalCents !== undefined && statedTotalCents !== linesTotalCents)
    arithmeticIssues.push(
      `stated total ${(statedTotalCents / 100).toFixed(2)} is not the sum of the lines ${(linesTotalCents / 100).toFixed(2)}`,
    );
  return {
    bidder: name,
    fileName,
    lines: priced,
    ...(statedTotalCents !== undefined ? { statedTotalCents } : {}),
    linesTotalCents,
    ...readBidNotes(lines),
    arithmeticIssues,
  };
}
