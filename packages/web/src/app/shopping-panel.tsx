import { useState } from 'react';
import { api } from './api-client.ts';
import type { ShoppingItem, ShoppingList } from './wire-types.ts';

type Grouping = 'room' | 'trade';

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function groupOf(need: ShoppingItem['need'], by: Grouping): string {
  return by === 'trade' ? (need.group.split(' – ')[0] ?? need.group) : (need.room ?? need.group);
}

function csvOf(list: ShoppingList): string {
  const cell = (value: string | number) =>
    /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);
  const rows = list.items.map((item) =>
    [
      item.need.group,
      item.need.name,
      item.product.title,
      item.product.retailer,
      item.need.quantity,
      (item.product.priceCents ?? 0) / 100,
      (item.lineTotalCents ?? 0) / 100,
      item.confidence,
      item.tier,
      item.fit ?? '',
      item.product.url ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return ['group,need,product,retailer,quantity,price,line_total,confidence,tier,fit,url', ...rows].join(
    '\n',
  );
}

/** The estimate's shopping list: grouped by room or trade, tiers and fit visible, unmatched with links, export. */
export function ShoppingPanel({ estimateId }: { estimateId: string }) {
  const [list, setList] = useState<ShoppingList | undefined>();
  const [by, setBy] = useState<Grouping>('room');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const load = async () => {
    setBusy(true);
    try {
      setList(await api.shoppingList(estimateId));
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const groups = new Map<string, ShoppingItem[]>();
  for (const item of list?.items ?? [])
    groups.set(groupOf(item.need, by), [...(groups.get(groupOf(item.need, by)) ?? []), item]);
  const csvHref = list ? `data:text/csv;charset=utf-8,${encodeURIComponent(csvOf(list))}` : undefined;
  return (
    <section className="card shopping-panel" aria-label="Shopping list">
      <h2>Shopping list</h2>
      <button type="button" disabled={busy} onClick={() => void load()}>
        {list ? 'Refresh shopping list' : 'Make shopping list'}
      </button>{' '}
      {list && (
        <>
          <label>
            Group by{' '}
            <select
              value={by}
              onChange={(event) => setBy(event.target.value as Grouping)}
              aria-label="Group by"
            >
              <option value="room">room</option>
              <option value="trade">trade</option>
            </select>
          </label>{' '}
          <a href={csvHref} download={`shopping-${estimateId}.csv`}>
            Export CSV
          </a>
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {list && (
        <>
          {[...groups].map(([group, items]) => (
            <table key={group} className="shopping-group">
              <caption>{group}</caption>
              <tbody>
                {items.map((item) => (
                  <tr key={item.need.id} data-tier={item.tier}>
                    <td>
                      {item.product.url ? (
                        <a href={item.product.url} target="_blank" rel="noreferrer">
                          {item.product.title}
                        </a>
                      ) : (
                        item.product.title
                      )}
                      <div className="muted">
                        for {item.need.name} · {item.whyMatched}
                      </div>
                    </td>
                    <td>{item.product.retailer}</td>
                    <td className="num">
                      {item.need.quantity} ×{' '}
                      {item.product.priceCents === undefined ? '—' : money(item.product.priceCents)}
                    </td>
                    <td className="num">
                      {item.lineTotalCents === undefined ? '—' : money(item.lineTotalCents)}
                    </td>
                    <td>
                      <span className={`badge tier-${item.tier}`}>
                        {item.tier === 'match' ? 'Match' : 'Close match'}
                      </span>
                      {item.fit && <span className={`badge fit-${item.fit}`}>{item.fit}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          {list.unmatched.length > 0 && (
            <div>
              <h3>No good match</h3>
              <ul>
                {list.unmatched.map((entry) => (
                  <li key={entry.need.id}>
                    {entry.need.name}:{' '}
                    <a href={entry.fallbackUrl} target="_blank" rel="noreferrer">
                      search shopping
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {list.skipped.length > 0 && (
            <p className="muted">
              Kept, not bought: {list.skipped.map((need) => need.userWords ?? need.name).join(', ')}
            </p>
          )}
          <p data-testid="shopping-total">
            <strong>Total: {money(list.totalCents)}</strong> · {list.items.length} items ·{' '}
            {list.providers.join(', ')}
          </p>
        </>
      )}
    </section>
  );
}
