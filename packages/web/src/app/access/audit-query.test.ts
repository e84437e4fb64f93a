import { describe, expect, it } from 'vitest';
import { auditChangeLines, auditQueryString, NO_AUDIT_FILTERS } from './audit-query.ts';

describe('audit screen', () => {
  it.each([
    [NO_AUDIT_FILTERS, 'limit=500'],
    [{ ...NO_AUDIT_FILTERS, actor: ' sam@acme.example ' }, 'actor=sam%40acme.example&limit=500'],
    [{ ...NO_AUDIT_FILTERS, action: 'estimate.' }, 'action=estimate.&limit=500'],
    [{ ...NO_AUDIT_FILTERS, since: '2026-11-25' }, 'since=2026-11-25T00%3A00%3A00.000Z&limit=500'],
  ])('asks the server for %j', (filters, query) => {
    expect(auditQueryString(filters)).toBe(query);
  });

  it('writes the before/after of the estimate and of each line item', () => {
    expect(
      auditChangeLines({
        before: { title: 'Deck' },
        after: { title: 'Deck and rail' },
        lineItems: [
          {
            itemId: 'li-1',
            title: 'Floor tile',
            change: 'changed',
            before: { quantity: 40 },
            after: { quantity: 45 },
          },
          { itemId: 'li-2', title: 'Grout', change: 'removed', before: { quantity: 2 } },
        ],
      }),
    ).toEqual([
      'title: "Deck" → "Deck and rail"',
      'Floor tile (li-1): quantity 40 → 45',
      'Grout (li-2) removed',
    ]);
  });

  it('shows a list by its size', () => {
    expect(auditChangeLines({ before: { issues: [] }, after: { issues: [{ code: 'X' }] } })).toEqual([
      'issues: 0 entries → 1 entry',
    ]);
  });
});
