import { nextLifecycleState, QuoinError, summarizeChangeOrder } from '@quoin/core';
import { toChangeOrderMarkdown, toChangeOrderPdf } from '@quoin/exports';
import type {
  DecideChangeOrderBody,
  MarkSentBody,
  OpenChangeOrderBody,
  UpdateChangeOrderBody,
} from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';
import { editEstimate, viewOf } from '../estimate-service.ts';
import { announce, loadEstimate } from '../routes/estimate-routes.ts';
import { type HandlerFactory, REST_ACTOR, restActor } from '../routes/route-handler.ts';
import { changeOrderView, contractOf, isUnderContract } from './change-order-views.ts';

type OrderParams = { id: string; number: number };

/** One change order with the contract as it stands, read after the estimate (which checks the organisation). */
async function orderResponse(context: AppContext, estimateId: string, number: number) {
  const current = await loadEstimate(context, estimateId);
  const orders = await context.store.changeOrders.list(estimateId);
  const order = orders.find((candidate) => candidate.number === number);
  if (!order) await context.store.changeOrders.get(estimateId, number);
  return { changeOrder: changeOrderView(order!, current), ...contractOf(orders, current) };
}

/** Sending, and the change orders of a sent estimate: open, describe, decide, and their documents. */
export const changeOrderHandlers: HandlerFactory = (context) => ({
  async markEstimateSent({ params, body }) {
    const { id } = params as { id: string };
    const { version } = body as MarkSentBody;
    const saved = await editEstimate(
      context,
      id,
      version,
      (current) => ({
        ...current,
        lifecycleState: nextLifecycleState(current.lifecycleState, { type: 'sent' }),
      }),
      REST_ACTOR,
      { changeOrder: false },
    );
    const view = viewOf(saved);
    announce(context, view);
    return view;
  },

  async listChangeOrders({ params }) {
    const { id } = params as { id: string };
    const current = await loadEstimate(context, id);
    const orders = await context.store.changeOrders.list(id);
    return {
      changeOrders: orders.map((order) => changeOrderView(order, current)),
      ...contractOf(orders, current),
    };
  },

  async openChangeOrder({ params, body }, reply) {
    const { id } = params as { id: string };
    const { title, reason } = body as OpenChangeOrderBody;
    const current = await loadEstimate(context, id);
    if (!isUnderContract(current)) {
      throw new QuoinError(
        'INVALID_TRANSITION',
        `Estimate ${id} is ${current.lifecycleState}: change orders are for an estimate the client has (sent). Edit it directly.`,
        { estimateId: id, state: current.lifecycleState },
      );
    }
    const number = (await context.store.changeOrders.list(id)).length + 1;
    const order = await context.store.changeOrders.open({
      id: context.newId('co'),
      estimateId: id,
      title: title ?? `Change order CO-${number}`,
      ...(reason ? { reason } : {}),
      baseline: current,
    });
    reply.code(201);
    return orderResponse(context, id, order.number);
  },

  async updateChangeOrder({ params, body }) {
    const { id, number } = params as OrderParams;
    await loadEstimate(context, id);
    await context.store.changeOrders.describe(id, number, body as UpdateChangeOrderBody);
    return orderResponse(context, id, number);
  },

  async decideChangeOrder({ params, body, request }) {
    const { id, number } = params as OrderParams;
    const { version, decision } = body as DecideChangeOrderBody;
    const current = await loadEstimate(context, id);
    const order = await context.store.changeOrders.get(id, number);
    if (current.version !== version) {
      throw new QuoinError(
        'VERSION_CONFLICT',
        `Estimate ${id} is at version ${current.version}, not ${version}.`,
        {
          estimateId: id,
          expected: version,
          actual: current.version,
        },
      );
    }
    const summary = summarizeChangeOrder(order.baseline, current);
    await context.store.changeOrders.decide(id, number, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      proposed: current,
      deltaCents: decision === 'approve' ? summary.delta.grandTotalCents : 0,
      decidedBy: restActor(request),
    });
    if (decision === 'reject') {
      // The estimate goes back to what the client has, through the engine and the gate.
      const restored = await editEstimate(
        context,
        id,
        version,
        (now) => ({ ...order.baseline, id: now.id, version: now.version }),
        REST_ACTOR,
        { changeOrder: false },
      );
      announce(context, viewOf(restored));
    }
    return orderResponse(context, id, number);
  },

  async getChangeOrderDocument({ params, query }, reply) {
    const { id, number } = params as OrderParams;
    const { format } = query as { format: 'md' | 'pdf' };
    const current = await loadEstimate(context, id);
    const orders = await context.store.changeOrders.list(id);
    const order =
      orders.find((candidate) => candidate.number === number) ??
      (await context.store.changeOrders.get(id, number));
    const before = contractOf(
      orders.filter((candidate) => candidate.number < number),
      order.baseline,
    );
    const company = await context.store.company.get();
    const input = {
      order,
      summary: summarizeChangeOrder(order.baseline, order.proposed ?? current),
      estimate: current,
      contractBeforeCents: before.contractTotalCents,
      ...(company ? { company } : {}),
    };
    reply.header('content-disposition', `attachment; filename="${id}-CO-${number}.${format}"`);
    if (format === 'md') {
      reply.type('text/markdown; charset=utf-8');
      return toChangeOrderMarkdown(input);
    }
    reply.type('application/pdf');
    return toChangeOrderPdf(input, context.clock().toISOString());
  },
});
