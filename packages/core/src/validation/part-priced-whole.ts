import { computeItemTotals } from '../estimate/compute-totals.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { blankContextPhrases } from '../scope/scope-phrases.ts';
import type { PartWords } from './part-words.ts';

/** A priced line with its total, as the check sees it. */
export interface PricedLine {
  title: string;
  totalCents: number;
}

function spaced(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/**
 * The parts a request asks for on their own: said outside the reader's context phrases (so "this spring" is a season,
 * not a part), and not right after "with" or "and" (a thing's companion).
 */
export function partsAsked(request: string, words: PartWords): string[] {
  let text = spaced(blankContextPhrases(request.toLowerCase()));
  const asked: string[] = [];
  for (const part of words.parts) {
    const at = text.indexOf(` ${part} `);
    if (at < 0) continue;
    text = text.replaceAll(` ${part} `, ' | ');
    const before = text.slice(0, at).trim().split(' ');
    const previous = before.filter((word) => !/^(?:a|an|the|new|\d+|amp|manual|my|our)$/.test(word)).at(-1);
    if (previous === undefined || !words.alongside.includes(previous)) asked.push(part);
  }
  return asked;
}

/**
 * A part asked for ("the compressor on my AC", "an inlet for the portable generator") priced as a whole new system
 * (a line at or above the whole-system floor whose title does not name the part): the reader likely priced the thing
 * the part belongs to, far above a repair. Pure: the request, the parts lexicon and the priced lines in, doubts out.
 */
export function partPricedWholeDoubts(
  request: string,
  lines: readonly PricedLine[],
  words: PartWords,
): string[] {
  const asked = partsAsked(request, words);
  if (asked.length === 0) return [];
  const floorCents = words.wholeSystemFloorUsd * 100;
  const whole = lines.find(
    (line) =>
      line.totalCents >= floorCents && !asked.some((part) => spaced(line.title).includes(` ${part} `)),
  );
  if (!whole) return [];
  const parts = asked.map((part) => `"${part}"`).join(' and ');
  return [
    `The request asks about the ${parts}, but I priced "${whole.title}" ($${Math.round(whole.totalCents / 100).toLocaleString('en-US')}), a whole new one: is only the ${asked[0]} meant (a repair), or the whole thing?`,
  ];
}

/** The priced work lines of an estimate with their extended totals. */
export function pricedLines(estimate: Estimate): PricedLine[] {
  return estimate.groups
    .flatMap((group) => group.items)
    .filter((item) => item.type === 'assembly' || item.type === 'material')
    .map((item) => ({
      title: item.title,
      totalCents: computeItemTotals(item, estimate.settings).extendedCents,
    }));
}
