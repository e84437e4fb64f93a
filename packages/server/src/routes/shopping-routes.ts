import { buildShoppingList, catalogProducts } from '@quoin/agents';
import { QuoinError } from '@quoin/core';
import type { ShoppingListBody } from '@quoin/protocol';
import type { HandlerFactory } from './route-handler.ts';

/** The shopping list of an estimate, with the brief given or the estimate's own from its intake interview. */
export const shoppingHandlers: HandlerFactory = (context) => ({
  async createShoppingList({ params, body }) {
    const { id } = params as { id: string };
    const estimate = await context.store.estimates.getEstimate(id);
    if (!estimate) throw new QuoinError('NOT_FOUND', `No estimate ${id}.`, { kind: 'estimate', id });
    const brief =
      (body as ShoppingListBody).brief ?? (await context.store.intakeSessions.briefForEstimate(id));
    const providers = context.productProviders ?? [catalogProducts(context.priceSource)];
    const { list } = await buildShoppingList(estimate, {
      providers,
      now: context.clock,
      ...(brief ? { brief } : {}),
    });
    return list;
  },
});
