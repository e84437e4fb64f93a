import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.ts';

describe('Bm25Index', () => {
  it('ranks the document holding the rare code first', () => {
    const index = new Bm25Index([
      'A-101 first floor plan',
      'A-102 second floor plan',
      'door FWO5480 kitchen',
    ]);
    expect(index.search('FWO5480')[0]?.index).toBe(2);
    expect(index.search('second floor')[0]?.index).toBe(1);
  });

  it('scores are positive, sorted, and only for documents sharing a term', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.constantFrom('wall', 'door', 'a-101', 'cpt-1', 'tile', 'roof'), { maxLength: 8 }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.constantFrom('wall', 'door', 'a-101', 'cpt-1', 'tile', 'roof'),
        (docs, query) => {
          const index = new Bm25Index(docs.map((d) => d.join(' ')));
          const hits = index.search(query, 100);
          for (const hit of hits) {
            expect(hit.score).toBeGreaterThan(0);
            expect(docs[hit.index]).toContain(query);
          }
          for (let i = 1; i < hits.length; i++)
            expect(hits[i - 1]?.score).toBeGreaterThanOrEqual(hits[i]?.score ?? 0);
          expect(hits.length).toBe(docs.filter((d) => d.includes(query)).length);
        },
      ),
    );
  });
});
