import { foldWord } from '../trades/match-text.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { clausePattern } from './scope-phrases.ts';

// "we want a heater for it", "need a new cover for them": a thing wanted for a thing named before.
const FOR_IT = clausePattern('thingForIt', 'g');
// How far back the thing the pronoun names may be, in words.
const LOOK_BACK_WORDS = 12;

/**
 * "The pool is too cold in spring, we want a heater for it": a thing wanted for a thing named before is the kind
 * of work the two words name together ("pool heater") when the trade lexicon knows it, read as that kind; the
 * nearest earlier word that makes one is the thing. Returns the text rewritten and what was read so.
 */
export function nameThingForIt(
  text: string,
  registry: TradeRegistry,
): { text: string; read: { from: string; to: string }[] } {
  const read: { from: string; to: string }[] = [];
  const rewritten = text.replace(FOR_IT, (whole: string, article: string, head: string, offset: number) => {
    const before = (text.slice(0, offset).match(/[a-z]+/g) ?? []).slice(-LOOK_BACK_WORDS).reverse();
    for (const word of before) {
      const hits = registry.workItemPhrases([foldWord(word), foldWord(head)]);
      if (!hits.some((hit) => hit.start === 0 && hit.end === 2)) continue;
      const to = `${article} ${word} ${head}`;
      read.push({ from: whole, to });
      return to;
    }
    return whole;
  });
  return { text: rewritten, read };
}

// "it" or "them" in the rest of the sentence, or in the next one, after a customer-supply statement.
const IT_AFTER = /^[^.?!]{0,80}?(?:[.?!]\s*[^.?!]{0,60}?)?\b(it|them|the new (?:ones?|1))\b/;

/**
 * "I bought a ceiling fan, can you install it in the bedroom?", "we have a new vanity, please install it": the thing
 * the customer furnishes is what the pronoun after it works on. The statement itself is blanked (its material stays
 * the customer's), so the pronoun is replaced by the thing.
 */
export function suppliedForIt(text: string, supply: { what: string; end: number }): string {
  const found = IT_AFTER.exec(text.slice(supply.end));
  if (!found?.[1]) return text;
  const at = supply.end + found.index + found[0].length - found[1].length;
  return text.slice(0, at) + supply.what + text.slice(at + found[1].length);
}
