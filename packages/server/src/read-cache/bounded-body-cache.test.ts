import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedBodyCache } from './bounded-body-cache.ts';

const entry = (body: string, gzipped?: string) => ({
  stamp: 's',
  etag: '"e"',
  body: Buffer.from(body),
  ...(gzipped === undefined ? {} : { gzipped: Buffer.from(gzipped) }),
});
const text = (found: { body: Buffer } | undefined) => found?.body.toString();

describe('BoundedBodyCache', () => {
  it('drops the least recently used entry past the count limit', () => {
    const cache = new BoundedBodyCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', entry('aa'));
    cache.set('b', entry('bb'));
    cache.get('a');
    cache.set('c', entry('cc'));
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('aa');
    expect(text(cache.get('c'))).toBe('cc');
  });

  it('keeps no body larger than the whole budget', () => {
    const cache = new BoundedBodyCache({ maxEntries: 10, maxBytes: 3 });
    cache.set('big', entry('four'));
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('never holds more than its limits, and counts exactly the bytes it holds', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        body: fc.string({ maxLength: 40 }),
        gzipped: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
      }),
      fc.record({ kind: fc.constant('delete' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
      fc.record({ kind: fc.constant('get' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 80 }),
        fc.array(operation),
        (maxEntries, maxBytes, operations) => {
          const cache = new BoundedBodyCache({ maxEntries, maxBytes });
          const kept = new Map<string, number>();
          for (const op of operations) {
            if (op.kind === 'set') cache.set(op.key, entry(op.body, op.gzipped));
            else if (op.kind === 'delete') cache.delete(op.key);
            else cache.get(op.key);
            kept.clear();
            for (const key of ['a', 'b', 'c', 'd', 'e']) {
              const found = cache.get(key);
              if (found) kept.set(key, found.body.byteLength + (found.gzipped?.byteLength ?? 0));
            }
            // The lookups above reorder recency but not contents or size.
            const bytes = [...kept.values()].reduce((sum, size) => sum + size, 0);
            expect(cache.size).toBe(kept.size);
            expect(cache.totalBytes).toBe(bytes);
            expect(cache.size).toBeLessThanOrEqual(maxEntries);
            expect(cache.totalBytes).toBeLessThanOrEqual(maxBytes);
          }
        },
      ),
    );
  });
});
