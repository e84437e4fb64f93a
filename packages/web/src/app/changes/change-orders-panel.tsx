import type { ChangeOrderListResponse, ChangeOrderView } from '@quoin/protocol';
import { useCallback, useEffect, useState } from 'react';
import { formatCents } from '../format.ts';
import type { Estimate, EstimateResponse } from '../wire-types.ts';
import { changesApi } from './changes-api.ts';

const UNDER_CONTRACT = ['sent', 'accepted'];
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

function ChangeOrderCard({
  estimateId,
  order,
  busy,
  onDecide,
}: {
  estimateId: string;
  order: ChangeOrderView;
  busy: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const days = order.scheduleImpactDays ?? order.suggestedScheduleDays;
  return (
    <li className="change-order" data-change-order={order.label} data-status={order.status}>
      <p>
        <strong>{order.label}</strong> {order.title}{' '}
        <span className={`pill co-${order.status}`}>{order.status}</span>
      </p>
      {order.changes.length === 0 ? (
        <p className="muted">No line changes yet: edit the estimate and they are collected here.</p>
      ) : (
        <table className="change-lines">
          <thead>
            <tr>
              <th>Code</th>
              <th>Line</th>
              <th>Change</th>
              <th>Difference</th>
            </tr>
          </thead>
          <tbody>
            {order.changes.map((change) => (
              <tr key={change.itemId}>
                <td>{change.costCode}</td>
                <td>{change.title}</td>
                <td>{change.kind === 'changed' ? `changed (${change.fields.join(', ')})` : change.kind}</td>
                <td className="amount">{signed(change.deltaCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        Change order total <strong className="co-total">{signed(order.delta.grandTotalCents)}</strong> ·
        schedule{' '}
        {days === 0
          ? 'unchanged'
          : `${days > 0 ? '+' : ''}${days} working day${Math.abs(days) === 1 ? '' : 's'}`}
      </p>
      <p className="line-actions">
        <a href={changesApi.documentUrl(estimateId, order.number, 'pdf')} download>
          {order.label} PDF
        </a>{' '}
        <a href={changesApi.documentUrl(estimateId, order.number, 'md')} download>
          Markdown
        </a>
        {order.status === 'open' && (
          <>
            {' '}
            <button type="button" disabled={busy} onClick={() => onDecide('approve')}>
              Approve {order.label}
            </button>{' '}
            <button type="button" className="danger" disabled={busy} onClick={() => onDecide('reject')}>
              Reject {order.label}
            </button>
          </>
        )}
      </p>
    </li>
  );
}

/**
 * Sending and change orders: a validated estimate is marked sent; from then on edits are collected in a
 * numbered change order with its own totals and document, approved (the contract total moves) or rejected.
 */
export function ChangeOrdersPanel({
  estimate,
  busy,
  edit,
  reload,
  setError,
}: {
  estimate: Estimate;
  busy: boolean;
  edit: (change: (version: number) => Promise<EstimateResponse>) => Promise<void>;
  reload: () => Promise<void>;
  setError: (message: string | undefined) => void;
}) {
  const [orders, setOrders] = useState<ChangeOrderListResponse | undefined>();
  const underContract = UNDER_CONTRACT.includes(estimate.lifecycleState);
  const refresh = useCallback(async () => {
    if (!underContract) return setOrders(undefined);
    setOrders(await changesApi.listChangeOrders(estimate.id));
  }, [estimate.id, underContract]);
  // Every new version may have joined a change order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the trigger
  useEffect(() => {
    refresh().catch((error: Error) => setError(error.message));
  }, [refresh, estimate.version]);

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await reload();
      await refresh();
    } catch (error) {
      setError((error as Error).message);
    }
  };

  if (!underContract) {
    return (
      <section className="card changes" aria-label="Change orders">
        <h2>Sending</h2>
        <p className="muted">Once the client has this estimate, later edits are recorded as change orders.</p>
        <button
          type="button"
          disabled={busy || estimate.lifecycleState !== 'validated'}
          title={estimate.lifecycleState === 'validated' ? '' : 'Only a validated estimate can be sent'}
          onClick={() => edit((version) => changesApi.markSent(estimate.id, version))}
        >
          Mark as sent
        </button>
      </section>
    );
  }
  const open = orders?.changeOrders.find((order) => order.status === 'open');
  return (
    <section className="card changes" aria-label="Change orders">
      <h2>Change orders</h2>
      {orders && (
        <p>
          Sent at <span className="sent-total">{formatCents(orders.sentTotalCents)}</span> · contract total{' '}
          <strong className="contract-total">{formatCents(orders.contractTotalCents)}</strong>
        </p>
      )}
      {!open && (
        <button
          type="button"
          disabled={busy}
          onClick={() => act(() => changesApi.openChangeOrder(estimate.id, {}))}
        >
          Open a change order
        </button>
      )}
      <ul className="change-orders">
        {orders?.changeOrders.map((order) => (
          <ChangeOrderCard
            key={order.id}
            estimateId={estimate.id}
            order={order}
            busy={busy}
            onDecide={(decision) =>
              act(() => changesApi.decide(estimate.id, order.number, estimate.version, decision))
            }
          />
        ))}
      </ul>
    </section>
  );
}
