import { useState } from 'react';
import { formatCents } from '../format.ts';
import type { Estimate } from '../wire-types.ts';
import type { AlternateTotalsWire } from './proposal-api.ts';

export type AlternateTarget = { groupId: string; itemId?: string };

const DECISION_LABEL = {
  pending: 'awaiting the client',
  accepted: 'accepted',
  declined: 'declined',
} as const;

/**
 * The estimate's alternates with their prices and the client's answers, the base bid and the contract total,
 * and a form that makes a group or a line an add or deduct alternate (or part of the base bid again).
 */
export function AlternatesCard({
  estimate,
  alternates,
  totals,
  busy,
  onMark,
}: {
  estimate: Estimate;
  alternates: AlternateTotalsWire[];
  totals: { baseBidCents: number; acceptedAlternatesCents: number; grandTotalCents: number };
  busy: boolean;
  onMark: (target: AlternateTarget, kind: 'add' | 'deduct' | null) => void;
}) {
  const targets = estimate.groups.flatMap((group) => [
    { key: group.id, label: `Group: ${group.name}`, target: { groupId: group.id } as AlternateTarget },
    ...group.items.map((item) => ({
      key: `${group.id}/${item.id}`,
      label: `  ${item.title}`,
      target: { groupId: group.id, itemId: item.id } as AlternateTarget,
    })),
  ]);
  const [choice, setChoice] = useState('');
  const [kind, setKind] = useState<'add' | 'deduct'>('add');
  const picked = targets.find((target) => target.key === choice) ?? targets[0];
  return (
    <section className="card alternates" aria-labelledby="alternates-heading">
      <h2 id="alternates-heading">Alternates</h2>
      {alternates.length === 0 ? (
        <p>No alternates: every line is in the base bid.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Option</th>
              <th>Kind</th>
              <th>Price</th>
              <th>Client</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {alternates.map((alternate) => (
              <tr key={alternate.id} data-alternate={alternate.id} data-decision={alternate.decision}>
                <td>{alternate.title}</td>
                <td>{alternate.kind === 'add' ? 'Add' : 'Deduct'}</td>
                <td>
                  {alternate.kind === 'add' ? '+' : '−'}
                  {formatCents(alternate.amountCents)}
                </td>
                <td>{DECISION_LABEL[alternate.decision]}</td>
                <td>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      onMark(
                        {
                          groupId: alternate.groupId,
                          ...(alternate.itemId ? { itemId: alternate.itemId } : {}),
                        },
                        null,
                      )
                    }
                  >
                    Back to base bid
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="total-rows">
        <div>
          <dt>Base bid</dt>
          <dd data-testid="base-bid">{formatCents(totals.baseBidCents)}</dd>
        </div>
        <div>
          <dt>Accepted alternates</dt>
          <dd data-testid="accepted-alternates">{formatCents(totals.acceptedAlternatesCents)}</dd>
        </div>
        <div>
          <dt>Contract total</dt>
          <dd data-testid="contract-total">{formatCents(totals.grandTotalCents)}</dd>
        </div>
      </dl>
      {targets.length > 0 && (
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) onMark(picked.target, kind);
          }}
        >
          <label>
            Offer as an option{' '}
            <select value={picked?.key} onChange={(event) => setChoice(event.target.value)}>
              {targets.map((target) => (
                <option key={target.key} value={target.key}>
                  {target.label}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            Kind{' '}
            <select value={kind} onChange={(event) => setKind(event.target.value as 'add' | 'deduct')}>
              <option value="add">Add alternate</option>
              <option value="deduct">Deduct alternate</option>
            </select>
          </label>{' '}
          <button type="submit" disabled={busy}>
            Mark as alternate
          </button>
        </form>
      )}
    </section>
  );
}
