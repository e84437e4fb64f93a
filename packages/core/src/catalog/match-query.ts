import type { CatalogItem } from './price-source.ts';
import type { QueryToken } from './tokenize-query.ts';

/** A catalog item with the texts a query is matched against, read once when the catalog is indexed. */
export interface IndexedItem {
  item: CatalogItem;
  /** Every token text of the name and keywords, with the parts of sizes. */
  terms: Set<string>;
  /** Size family → the sizes the item has in it, to spot a query size that contradicts the item. */
  sizeFamilies: Map<string, Set<string>>;
  /** Whole tokens of the name, to prefer the item whose title the query describes most completely. */
  nameTokens: QueryToken[];
  categoryTerms: Set<string>;
}

/** A tokenized query with each token's weight. */
export interface WeightedQuery {
  tokens: QueryToken[];
  weights: number[];
  /** Every text of the query, with the parts of sizes. */
  texts: Set<string>;
}

/** How much of a query an item has, and what. */
export interface QueryMatch {
  /** Weighted share of the query the item has, 0..1. */
  recall: number;
  /** How many query tokens the item has, whole or in part (the lists below are kept only when explaining). */
  hits: number;
  matched: string[];
  /** A size found only through its parts, with the parts found. */
  partial: { text: string; parts: string[] }[];
  /** A size asked that the item has another of. */
  conflicts: { asked: string; sizes: Set<string> }[];
}

/**
 * Recall: query tokens weigh size 3, number 2, word 1 (a word no item has 0.3). A token found in the item
 * earns its weight; a size the item contradicts subtracts it, unless another query size of the same family
 * agrees with the item ("9/16 in. x 3-1/4 in. baseboard" against a 3-1/4 in. item: 9/16 is only missing);
 * a size found only through its parts earns half its weight pro rata.
 */
export function matchQuery(indexed: IndexedItem, query: WeightedQuery, explain = false): QueryMatch {
  let earned = 0;
  let possible = 0;
  const match: QueryMatch = { recall: 0, hits: 0, matched: [], partial: [], conflicts: [] };
  const { tokens, weights } = query;
  const found = tokens.map((token) => indexed.terms.has(token.text));
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position]!;
    const weight = weights[position] ?? 0;
    possible += weight;
    if (found[position]) {
      earned += weight;
      match.hits++;
      if (explain) match.matched.push(token.text);
      continue;
    }
    const sameFamily = token.family === undefined ? undefined : indexed.sizeFamilies.get(token.family);
    if (
      sameFamily !== undefined &&
      sameFamily.size > 0 &&
      !tokens.some((other, index) => found[index] && other.family === token.family)
    ) {
      earned -= weight;
      if (explain) match.conflicts.push({ asked: token.text, sizes: sameFamily });
      continue;
    }
    const parts = token.parts ?? [];
    let partsFound = 0;
    for (const part of parts) if (indexed.terms.has(part.text)) partsFound++;
    if (partsFound > 0) {
      earned += (weight * 0.5 * partsFound) / parts.length;
      match.hits++;
      if (explain) {
        const texts = parts.filter((part) => indexed.terms.has(part.text)).map((part) => part.text);
        match.partial.push({ text: token.text, parts: texts });
      }
    }
  }
  match.recall = possible > 0 ? Math.min(1, Math.max(0, earned / possible)) : 0;
  return match;
}

/** The reasons a person reads for a match: the words matched, the sizes matched in part or contradicted. */
export function describeMatch({ matched, partial, conflicts }: QueryMatch): string[] {
  const reasons: string[] = [];
  if (matched.length > 0) reasons.push(`matched ${matched.join(', ')}`);
  const partly = partial.map(({ text, parts }) => `${text} (${parts.join(', ')})`);
  if (partial.length > 0) reasons.push(`partly matched ${partly.join('; ')}`);
  for (const { asked, sizes } of conflicts)
    reasons.push(`size conflict: asked ${asked}, item has ${[...sizes].join('/')}`);
  return reasons;
}
