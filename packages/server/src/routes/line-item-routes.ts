import {
  type Estimate,
  type Group,
  type LineItem,
  newGroup,
  newLineItem,
  QuoinError,
  rescaleLineItem,
} from '@quoin/core';
import type {
  CreateGroupBody,
  CreateLineItemBody,
  ServerEvent,
  UpdateGroupBody,
  UpdateLineItemBody,
} from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';
import { editEstimate, viewOf } from '../estimate-service.ts';
import { estimateChangedEvents } from '../live/live-hub.ts';
import { type HandlerFactory, REST_ACTOR } from './route-handler.ts';

type GroupParams = { id: string; groupId: string };
type ItemParams = { id: string; itemId: string };
type VersionQuery = { version: number };

function missing(kind: 'group' | 'line item', id: string, estimateId: string): QuoinError {
  return new QuoinError('NOT_FOUND', `Estimate ${estimateId} has no ${kind} ${id}.`, {
    kind,
    id,
    estimateId,
  });
}

function findGroup(estimate: Estimate, groupId: string): Group {
  const group = estimate.groups.find((g) => g.id === groupId);
  if (!group) throw missing('group', groupId, estimate.id);
  return group;
}

export function findItem(
  estimate: Estimate,
  itemId: string,
): { group: Group; index: number; item: LineItem } {
  for (const group of estimate.groups) {
    const index = group.items.findIndex((item) => item.id === itemId);
    if (index >= 0) return { group, index, item: group.items[index]! };
  }
  throw missing('line item', itemId, estimate.id);
}

/** The line with its own cost code, or back to its trade's default when `costCode` is null. */
function withCostCode(item: LineItem, costCode: string | null): LineItem {
  const { costCode: _previous, ...rest } = item;
  return costCode === null ? rest : { ...rest, costCode };
}

/** Saves an edit, tells the estimate's sockets what changed, and answers with the whole estimate. */
export async function applyEdit(
  context: AppContext,
  id: string,
  version: number,
  edit: (estimate: Estimate) => void,
  describe: (saved: Estimate) => ServerEvent[] = () => [],
) {
  const saved = await editEstimate(
    context,
    id,
    version,
    (estimate) => {
      edit(estimate);
      return estimate;
    },
    REST_ACTOR,
  );
  const view = viewOf(saved);
  context.hub.broadcastAll(id, [
    ...describe(saved),
    ...estimateChangedEvents({ ...saved, grandTotalCents: view.totals.grandTotalCents }),
  ]);
  return view;
}

/** Groups and line items of an estimate: each write bumps the version and recomputes totals and quality. */
export const lineItemHandlers: HandlerFactory = (context) => ({
  async createGroup({ params, body }, reply) {
    const { id } = params as { id: string };
    const { version, name, tradeId, sortOrder } = body as CreateGroupBody;
    const groupId = context.newId('g');
    const view = await applyEdit(
      context,
      id,
      version,
      (estimate) => {
        const last = Math.max(0, ...estimate.groups.map((g) => g.sortOrder));
        estimate.groups.push(
          newGroup({ id: groupId, name, sortOrder: sortOrder ?? last + 1, ...(tradeId ? { tradeId } : {}) }),
        );
      },
      (saved) => [{ type: 'group_added', group: findGroup(saved, groupId) }],
    );
    reply.code(201);
    return view;
  },

  async updateGroup({ params, body }) {
    const { id, groupId } = params as GroupParams;
    const { version, ...change } = body as UpdateGroupBody;
    return applyEdit(context, id, version, (estimate) => {
      Object.assign(findGroup(estimate, groupId), change);
    });
  },

  async deleteGroup({ params, query }) {
    const { id, groupId } = params as GroupParams;
    return applyEdit(context, id, (query as VersionQuery).version, (estimate) => {
      findGroup(estimate, groupId);
      estimate.groups = estimate.groups.filter((g) => g.id !== groupId);
    });
  },

  async createLineItem({ params, body }, reply) {
    const { id, groupId } = params as GroupParams;
    const { version, ...fields } = body as CreateLineItemBody;
    const itemId = context.newId('li');
    const view = await applyEdit(
      context,
      id,
      version,
      (estimate) => {
        findGroup(estimate, groupId).items.push(
          newLineItem({ ...fields, id: itemId, origin: 'user', userEdited: true, pricingState: 'user' }),
        );
      },
      (saved) => [{ type: 'line_item_added', groupId, item: findItem(saved, itemId).item }],
    );
    reply.code(201);
    return view;
  },

  async updateLineItem({ params, body }) {
    const { id, itemId } = params as ItemParams;
    const { version, costCode, ...change } = body as UpdateLineItemBody;
    return applyEdit(context, id, version, (estimate) => {
      const { group, index, item } = findItem(estimate, itemId);
      if (costCode !== undefined && Object.keys(change).length === 0) {
        // A cost code is bookkeeping: it does not make the line's price the user's.
        group.items[index] = withCostCode(item, costCode);
        return;
      }
      // A new quantity rebuys the line's materials through their package math (6 windows buy 6 windows).
      const rescaled = change.quantity === undefined ? item : rescaleLineItem(item, change.quantity);
      const next: LineItem = { ...rescaled, ...change, userEdited: true };
      // A price typed by the user replaces whatever the engine found; its provenance becomes "user".
      if (change.rateCents !== undefined && change.rateCents !== item.rateCents) {
        next.pricingState = 'user';
        delete next.unresolvedReason;
      }
      group.items[index] = costCode === undefined ? next : withCostCode(next, costCode);
    });
  },

  async deleteLineItem({ params, query }) {
    const { id, itemId } = params as ItemParams;
    return applyEdit(context, id, (query as VersionQuery).version, (estimate) => {
      const { group, index } = findItem(estimate, itemId);
      group.items.splice(index, 1);
    });
  },
});
