import { tokenize } from './tokenize.ts';

/** One scored hit: the document's index and its BM25 score (not a probability; never an evidence threshold). */
export interface Bm25Hit {
  index: number;
  score: number;
}

const K1 = 1.2;
const B = 0.75;

/** An in-memory BM25 index over documents tokenized by `tokenize` (codes and tags kept whole). */
export class Bm25Index {
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly lengths: number[] = [];
  private averageLength = 0;

  constructor(documents: readonly string[]) {
    documents.forEach((text, doc) => {
      const counts = new Map<string, number>();
      const tokens = tokenize(text);
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
      for (const [term, tf] of counts) {
        const list = this.postings.get(term);
        if (list) list.push({ doc, tf });
        else this.postings.set(term, [{ doc, tf }]);
      }
      this.lengths.push(tokens.length);
    });
    this.averageLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length);
  }

  get size(): number {
    return this.lengths.length;
  }

  /** How many documents contain the term (after tokenizing it). */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.length ?? 0;
  }

  idf(term: string): number {
    const n = this.documentFrequency(term);
    return Math.log(1 + (this.lengths.length - n + 0.5) / (n + 0.5));
  }

  /** Top `limit` documents for a query, optionally restricted to `allowed` document indexes. */
  search(query: string, limit = 20, allowed?: (index: number) => boolean): Bm25Hit[] {
    const scores = new Map<number, number>();
    for (const term of new Set(tokenize(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = this.idf(term);
      for (const { doc, tf } of list) {
        if (allowed && !allowed(doc)) continue;
        const length = this.lengths[doc] ?? 0;
        const score = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / (this.averageLength || 1)));
        scores.set(doc, (scores.get(doc) ?? 0) + score);
      }
    }
    return [...scores.entries()]
      .map(([index, score]) => ({ index, score }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit);
  }
}
