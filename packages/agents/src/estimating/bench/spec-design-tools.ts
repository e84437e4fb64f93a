import { LINE_ITEM_TYPES, newGroup, newLineItem, QuoinError, slug, UOMS } from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../../tools/define-tool.ts';
import type { EstimateSession } from '../session/estimate-session.ts';

/**
 * The reference spec's write tools (§5: add_group, add_line_item, add_material), where the model builds the
 * estimate one call at a time and types every rate and price itself. Quoin does not use this design; it exists
 * to measure it next to plan mode on the same jobs (the economy bench).
 */
export function specDesignTools(session: EstimateSession) {
  const addGroup = defineTool({
    name: 'add_group',
    description: 'Creates a trade group.',
    category: 'spec-design',
    uiPlacement: 'service',
    priority: 5,
    inputSchema: z.object({ name: z.string().min(1) }),
    examples: [{ description: 'Tile', args: { name: 'Tile' } }],
    execute({ name }) {
      const id = `g-${slug(name)}`;
      session.apply(`add group ${name}`, (draft) => {
        draft.groups.push(newGroup({ id, name, sortOrder: draft.groups.length }));
        return draft;
      });
      return { groupId: id };
    },
  });
  const addLineItem = defineTool({
    name: 'add_line_item',
    description: 'Creates a line item in a group with its rate.',
    category: 'spec-design',
    uiPlacement: 'service',
    priority: 5,
    inputSchema: z.object({
      groupName: z.string().min(1),
      title: z.string().min(1),
      lineItemType: z.enum(LINE_ITEM_TYPES),
      quantity: z.number().nonnegative(),
      uom: z.enum(UOMS),
      rateCents: z.number().int().nonnegative(),
      description: z.string().default(''),
    }),
    examples: [
      {
        description: 'Tile',
        args: {
          groupName: 'Tile',
          title: 'Set tile',
          lineItemType: 'assembly',
          quantity: 40,
          uom: 'sq_ft',
          rateCents: 700,
        },
      },
    ],
    execute(input) {
      const id = `li-${session.estimate.groups.reduce((n, g) => n + g.items.length, 0) + 1}`;
      session.apply(`add line ${input.title}`, (draft) => {
        const group = draft.groups.find((g) => g.name === input.groupName);
        if (!group) throw new QuoinError('NOT_FOUND', `No group ${input.groupName}`);
        group.items.push(
          newLineItem({
            id,
            type: input.lineItemType,
            title: input.title,
            quantity: input.quantity,
            uom: input.uom,
            rateCents: input.rateCents,
            description: input.description,
            pricingState: 'estimated',
          }),
        );
        return draft;
      });
      return { lineItemId: id };
    },
  });
  const addMaterial = defineTool({
    name: 'add_material',
    description: 'Attaches a product to a line item: price per package and packages bought.',
    category: 'spec-design',
    uiPlacement: 'service',
    priority: 5,
    inputSchema: z.object({
      lineItemId: z.string().min(1),
      name: z.string().min(1),
      priceCents: z.number().int().nonnegative(),
      packages: z.number().nonnegative(),
      packageUnit: z.enum(UOMS),
    }),
    examples: [
      {
        description: 'Thinset',
        args: {
          lineItemId: 'li-1',
          name: 'Thinset 50 lb',
          priceCents: 2498,
          packages: 1,
          packageUnit: 'bag',
        },
      },
    ],
    execute(input) {
      const found = session.findLine(input.lineItemId);
      if (!found) throw new QuoinError('NOT_FOUND', `No line ${input.lineItemId}`);
      const id = `${input.lineItemId}:m${found.item.materials.length + 1}`;
      session.apply(`add material ${input.name}`, (draft) => {
        draft.groups[found.groupIndex]?.items[found.itemIndex]?.materials.push({
          id,
          name: input.name,
          role: 'primary',
          priceCents: input.priceCents,
          packages: input.packages,
          packageUnit: input.packageUnit,
          provenance: { sourceKind: 'catalog', sourceName: 'model', confidence: 'medium', notes: [] },
        });
        return draft;
      });
      return { materialId: id };
    },
  });
  return [addGroup, addLineItem, addMaterial];
}
