/** A thing the user wants kept, and where it was said (so the scope reader never sees it as work). */
export interface KeepMention {
  item: string;
  start: number;
  end: number;
}

const STOP = String.raw`(?=\s*(?:,|\.|;|!|\?|$|\band\b|\bbut\b|\bbecause\b|\bsince\b|\bas is\b|\bwhere\b|\bin place\b|\bthough\b))`;
const DETERMINERS = String.raw`(?:(?:the|my|our|existing|current|old|all|of|those|these|that|this)\s+)*`;
const KEEP_VERB = new RegExp(
  String.raw`\b(?:keep(?:ing)?|reus(?:e|ing)|sav(?:e|ing)|leav(?:e|ing)|hold(?:ing)? on to|don'?t (?:touch|replace|change))\s+${DETERMINERS}([a-z][a-z' -]{1,40}?)${STOP}`,
  'gi',
);
const ITEM_STAYS =
  /\b(?:the|my|our)\s+([a-z][a-z' -]{1,30}?)\s+(?:stays?|is staying|are staying|can stay|will stay|remains?)\b/gi;
const NOTHING = /^(?:it|them|everything|nothing|anything|that|this)$/i;

/** "keep the vanity", "the tub stays", "reuse our cabinets": the things to keep, in the user's words. */
export function readKeepItems(text: string): KeepMention[] {
  const found: KeepMention[] = [];
  for (const pattern of [KEEP_VERB, ITEM_STAYS])
    for (const match of text.matchAll(pattern)) {
      // "the fridge and the tile floor stays": only the last thing named before "stays" is the one kept.
      const said = (match[1] ?? '').trim().replace(/\s+/g, ' ');
      const item =
        pattern === ITEM_STAYS ? (said.split(/\s+(?:and|,)\s+(?:the|my|our)\s+/).at(-1) ?? said) : said;
      if (!item || NOTHING.test(item) || /\b(?:budget|cost|price|it simple|in mind|going)\b/i.test(item))
        continue;
      found.push({ item, start: match.index, end: match.index + match[0].length });
    }
  return found.sort((a, b) => a.start - b.start);
}

/** The text with every keep mention blanked out, so "keep the fridge" is not read as fridge work. */
export function withoutKeepMentions(text: string, mentions: KeepMention[]): string {
  let out = text;
  for (const mention of mentions)
    out = out.slice(0, mention.start) + ' '.repeat(mention.end - mention.start) + out.slice(mention.end);
  return out;
}
