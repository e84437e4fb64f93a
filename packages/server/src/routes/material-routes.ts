import { type LineItem, type Material, QuoinError } from '@quoin/core';
import type { CreateMaterialBody, UpdateMaterialBody } from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';
import { applyEdit, findItem } from './line-item-routes.ts';
import type { HandlerFactory } from './route-handler.ts';

type ItemParams = { id: string; itemId: string };
type MaterialParams = ItemParams & { materialId: string };

function findMaterial(item: LineItem, materialId: string): number {
  const index = item.materials.findIndex((material) => material.id === materialId);
  if (index < 0) {
    throw new QuoinError('NOT_FOUND', `Line item ${item.id} has no material ${materialId}.`, {
      kind: 'material',
      id: materialId,
    });
  }
  return index;
}

/** Saves a change to one line's materials; the line counts as edited by the user and its sockets hear of it. */
function editLine(
  context: AppContext,
  id: string,
  itemId: string,
  version: number,
  change: (item: LineItem) => void,
) {
  return applyEdit(
    context,
    id,
    version,
    (estimate) => {
      const { item } = findItem(estimate, itemId);
      change(item);
      item.userEdited = true;
    },
    (saved) => {
      const { group, item } = findItem(saved, itemId);
      return [{ type: 'line_item_updated', groupId: group.id, item }];
    },
  );
}

/** Materials of a line item: added, changed and removed by hand, each price the user's. */
export const materialHandlers: HandlerFactory = (context) => ({
  async createMaterial({ params, body }, reply) {
    const { id, itemId } = params as ItemParams;
    const { version, supplier, sku, ...fields } = body as CreateMaterialBody;
    const material: Material = {
      id: context.newId('mat'),
      ...fields,
      provenance: {
        sourceKind: 'user',
        sourceName: 'Entered by hand',
        confidence: 'user',
        priceDate: context.clock().toISOString().slice(0, 10),
        ...(supplier ? { supplier } : {}),
        ...(sku ? { sku } : {}),
        notes: [],
      },
    };
    const view = await editLine(context, id, itemId, version, (item) => {
      item.materials.push(material);
    });
    reply.code(201);
    return view;
  },

  async updateMaterial({ params, body }) {
    const { id, itemId, materialId } = params as MaterialParams;
    const { version, ...change } = body as UpdateMaterialBody;
    return editLine(context, id, itemId, version, (item) => {
      const index = findMaterial(item, materialId);
      const current = item.materials[index] as Material;
      const priced = change.priceCents !== undefined && change.priceCents !== current.priceCents;
      item.materials[index] = {
        ...current,
        ...change,
        // A price typed by the user replaces what the engine found, and says so.
        ...(priced
          ? {
              provenance: {
                ...current.provenance,
                sourceKind: 'user',
                sourceName: 'Entered by hand',
                confidence: 'user',
              },
            }
          : {}),
      };
    });
  },

  async deleteMaterial({ params, query }) {
    const { id, itemId, materialId } = params as MaterialParams;
    return editLine(context, id, itemId, (query as { version: number }).version, (item) => {
      item.materials.splice(findMaterial(item, materialId), 1);
    });
  },
});
