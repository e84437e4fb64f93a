import { type ChangeOrder, changeOrderSchema, type Estimate, QuoinError } from '@quoin/core';
import type { Session } from '../session.ts';

interface ChangeOrderRow {
  id: string;
  estimate_id: string;
  number: number;
  status: string;
  title: string;
  reason: string;
  schedule_impact_days: number | null;
  baseline: unknown;
  proposed: unknown;
  delta_cents: number | string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

const COLUMNS = `id, estimate_id, number, status, title, reason, schedule_impact_days, baseline, proposed,
  delta_cents, created_at, decided_at, decided_by`;

function toChangeOrder(row: ChangeOrderRow): ChangeOrder {
  // Read through core's schema: a stored order an older version wrote fails loudly instead of half-showing.
  return changeOrderSchema.parse({
    id: row.id,
    estimateId: row.estimate_id,
    number: row.number,
    status: row.status,
    title: row.title,
    reason: row.reason,
    ...(row.schedule_impact_days === null ? {} : { scheduleImpactDays: row.schedule_impact_days }),
    baseline: row.baseline,
    ...(row.proposed === null ? {} : { proposed: row.proposed }),
    ...(row.delta_cents === null ? {} : { deltaCents: Number(row.delta_cents) }),
    createdAt: row.created_at.toISOString(),
    ...(row.decided_at ? { decidedAt: row.decided_at.toISOString() } : {}),
    ...(row.decided_by ? { decidedBy: row.decided_by } : {}),
  });
}

export interface OpenChangeOrder {
  id: string;
  estimateId: string;
  title: string;
  reason?: string;
  /** The estimate as sent, before the change. */
  baseline: Estimate;
}

export interface ChangeOrderDecision {
  status: 'approved' | 'rejected';
  proposed: Estimate;
  deltaCents: number;
  decidedBy: string;
}

/**
 * Change orders of sent estimates (migration 0012): numbered per estimate, one open at a time. Callers check
 * the estimate belongs to their organisation first; every query is by estimate id.
 */
export class ChangeOrderRepository {
  constructor(private readonly session: Session) {}

  /** Opens the next change order (CO-n) of an estimate; ALREADY_EXISTS when one is open. */
  async open(init: OpenChangeOrder): Promise<ChangeOrder> {
    return this.session.transaction(async (tx) => {
      const open = await tx.query<{ number: number }>(
        `select number from change_orders where estimate_id = $1 and status = 'open'`,
        [init.estimateId],
      );
      if (open.rows[0]) {
        throw new QuoinError(
          'ALREADY_EXISTS',
          `Change order CO-${open.rows[0].number} of estimate ${init.estimateId} is open: approve or reject it first.`,
          { estimateId: init.estimateId, number: open.rows[0].number },
        );
      }
      const inserted = await tx.query<ChangeOrderRow>(
        `insert into change_orders (id, estimate_id, number, status, title, reason, baseline)
         values ($1, $2, (select coalesce(max(number), 0) + 1 from change_orders where estimate_id = $2), 'open',
           $3, $4, $5::jsonb)
         returning ${COLUMNS}`,
        [init.id, init.estimateId, init.title, init.reason ?? '', JSON.stringify(init.baseline)],
      );
      return toChangeOrder(inserted.rows[0]!);
    });
  }

  /** The estimate's open change order, if any. */
  async openOf(estimateId: string): Promise<ChangeOrder | undefined> {
    const result = await this.session.query<ChangeOrderRow>(
      `select ${COLUMNS} from change_orders where estimate_id = $1 and status = 'open'`,
      [estimateId],
    );
    return result.rows[0] ? toChangeOrder(result.rows[0]) : undefined;
  }

  /** Every change order of an estimate, CO-1 first. */
  async list(estimateId: string): Promise<ChangeOrder[]> {
    const result = await this.session.query<ChangeOrderRow>(
      `select ${COLUMNS} from change_orders where estimate_id = $1 order by number`,
      [estimateId],
    );
    return result.rows.map(toChangeOrder);
  }

  /** CO-`number` of an estimate; NOT_FOUND when it has none. */
  async get(estimateId: string, number: number): Promise<ChangeOrder> {
    const result = await this.session.query<ChangeOrderRow>(
      `select ${COLUMNS} from change_orders where estimate_id = $1 and number = $2`,
      [estimateId, number],
    );
    const row = result.rows[0];
    if (!row) {
      throw new QuoinError('NOT_FOUND', `Estimate ${estimateId} has no change order CO-${number}.`, {
        kind: 'change_order',
        estimateId,
        number,
      });
    }
    return toChangeOrder(row);
  }

  /** Title, reason or schedule impact of an open change order. */
  async describe(
    estimateId: string,
    number: number,
    change: { title?: string; reason?: string; scheduleImpactDays?: number | null },
  ): Promise<ChangeOrder> {
    const current = await this.get(estimateId, number);
    assertOpen(current);
    const days =
      change.scheduleImpactDays === undefined
        ? (current.scheduleImpactDays ?? null)
        : change.scheduleImpactDays;
    await this.session.query(
      `update change_orders set title = $2, reason = $3, schedule_impact_days = $4 where id = $1`,
      [current.id, change.title ?? current.title, change.reason ?? current.reason, days],
    );
    return this.get(estimateId, number);
  }

  /** Approves or rejects an open change order, freezing the estimate as changed and the difference it makes. */
  async decide(estimateId: string, number: number, decision: ChangeOrderDecision): Promise<ChangeOrder> {
    const result = await this.session.query<ChangeOrderRow>(
      `update change_orders set status = $3, proposed = $4::jsonb, delta_cents = $5, decided_by = $6,
         decided_at = now()
       where estimate_id = $1 and number = $2 and status = 'open'
       returning ${COLUMNS}`,
      [
        estimateId,
        number,
        decision.status,
        JSON.stringify(decision.proposed),
        decision.deltaCents,
        decision.decidedBy,
      ],
    );
    const row = result.rows[0];
    if (!row) assertOpen(await this.get(estimateId, number));
    return toChangeOrder(row!);
  }
}

function assertOpen(order: ChangeOrder): void {
  if (order.status !== 'open') {
    throw new QuoinError(
      'INVALID_TRANSITION',
      `Change order CO-${order.number} is already ${order.status}; open a new one for further changes.`,
      { estimateId: order.estimateId, number: order.number, status: order.status },
    );
  }
}
