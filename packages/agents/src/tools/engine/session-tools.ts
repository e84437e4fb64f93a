import {
  estimateSchema,
  LINE_ITEM_TYPES,
  type LineItem,
  newGroup,
  newLineItem,
  rescaleLineItem,
  tradeValidationContext,
  validateLineItem,
} from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, uomSchema } from './engine-deps.ts';
import { EXAMPLE_ESTIMATE } from './example-estimate.ts';
import {
  copyOf,
  groupIndexOf,
  linePosition,
  nextId,
  sessionResult,
  sessionWarnings,
} from './session-edit.ts';

const estimateArg = estimateSchema.describe(
  'the estimate to edit (the "estimate" of quoin estimate --format json)',
);

/** `add_group`: a new group (a trade section) at the end or at a sort position. */
export function addGroupTool(deps: EngineDeps) {
  return defineTool({
    name: 'add_group',
    description:
      'Adds a group (a trade section such as "Tile") to an estimate; answers with the edited estimate, totals and checks.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({
      estimate: estimateArg,
      name: z.string().trim().min(1),
      tradeId: z.string().optional().describe('trade profile id; detected from the name when omitted'),
      sortOrder: z.number().int().optional(),
    }),
    examples: [{ description: 'Add a Drywall group', args: { estimate: EXAMPLE_ESTIMATE, name: 'Drywall' } }],
    execute(input) {
      const estimate = copyOf(input.estimate);
      const tradeId = input.tradeId ?? deps.tradeRegistry().detectTrade(input.name, input.name)?.trade.id;
      const id = nextId(estimate, 'g');
      const last = Math.max(0, ...estimate.groups.map((g) => g.sortOrder));
      estimate.groups.push(
        newGroup({
          id,
          name: input.name,
          sortOrder: input.sortOrder ?? last + 1,
          ...(tradeId ? { tradeId } : {}),
        }),
      );
      return { groupId: id, ...sessionResult(deps, estimate, `added group ${id} (${input.name})`) };
    },
    warningsOf: sessionWarnings,
  });
}

/** `remove_group`: a group and its lines out of the estimate. */
export function removeGroupTool(deps: EngineDeps) {
  return defineTool({
    name: 'remove_group',
    description:
      'Removes a group (by id or name) and all its lines from an estimate; answers with the edited estimate, totals and checks.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 5,
    inputSchema: z.object({ estimate: estimateArg, group: z.string().min(1).describe('group id or name') }),
    examples: [
      { description: 'Remove the painting group', args: { estimate: EXAMPLE_ESTIMATE, group: 'Painting' } },
    ],
    execute(input) {
      const estimate = copyOf(input.estimate);
      const [removed] = estimate.groups.splice(groupIndexOf(estimate, input.group), 1);
      return sessionResult(
        deps,
        estimate,
        `removed group ${removed?.id} (${removed?.name}) with ${removed?.items.length} lines`,
      );
    },
    warningsOf: sessionWarnings,
  });
}

const lineFields = {
  title: z.string().trim().min(1),
  quantity: z.number().nonnegative(),
  uom: uomSchema,
  rateCents: z.number().int().nonnegative().describe('cents per unit (labor for an assembly)'),
  description: z.string().optional(),
};

/** `add_line_item`: a user-priced line in a group, checked by the engine's line rules. */
export function addLineItemTool(deps: EngineDeps) {
  return defineTool({
    name: 'add_line_item',
    description:
      'Adds a line to a group, priced by the caller (cents per unit) and checked by the engine’s line rules (an ' +
      'hourly wage typed as a unit rate, a unit the trade does not use); answers with the edited estimate.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({
      estimate: estimateArg,
      group: z.string().min(1),
      type: z.enum(LINE_ITEM_TYPES).default('assembly'),
      ...lineFields,
    }),
    examples: [
      {
        description: 'Add a closet shelf',
        args: {
          estimate: EXAMPLE_ESTIMATE,
          group: 'Painting',
          title: 'Paint closet',
          quantity: 60,
          uom: 'sq ft',
          rateCents: 110,
        },
      },
    ],
    execute(input) {
      const estimate = copyOf(input.estimate);
      const group = estimate.groups[groupIndexOf(estimate, input.group)];
      const id = nextId(estimate, 'i');
      const tradeId = group?.tradeId ?? deps.tradeRegistry().detectTrade(input.title, group?.name)?.trade.id;
      const item = newLineItem({
        id,
        type: input.type,
        title: input.title,
        quantity: input.quantity,
        uom: input.uom,
        rateCents: input.rateCents,
        description: input.description ?? '',
        origin: 'agent',
        pricingState: 'user',
        ...(tradeId ? { tradeId } : {}),
      });
      item.issues = validateLineItem(item, [], tradeValidationContext(deps.tradeRegistry())).filter(
        (i) => i.code !== 'MISSING_MATERIALS',
      );
      group?.items.push(item);
      return {
        itemId: id,
        lineIssues: item.issues,
        ...sessionResult(deps, estimate, `added line ${id} (${input.title})`),
      };
    },
    warningsOf: (output) => [
      ...output.lineIssues.filter((i) => i.severity !== 'info').map((i) => i.message),
      ...sessionWarnings(output),
    ],
  });
}

/** `update_line_item`: title, quantity, unit, rate; a new quantity rebuys materials by their package math. */
export function updateLineItemTool(deps: EngineDeps) {
  return defineTool({
    name: 'update_line_item',
    description:
      'Changes a line: title, description, quantity (its materials rebought through their package math), unit or ' +
      'rate (a typed rate becomes the user’s price). The line is marked user-edited and re-checked.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 7,
    inputSchema: z.object({
      estimate: estimateArg,
      itemId: z.string().min(1),
      changes: z
        .object({ ...lineFields })
        .partial()
        .refine((c) => Object.keys(c).length > 0, { message: 'give at least one change' }),
    }),
    examples: [
      {
        description: 'Paint a larger area',
        args: { estimate: EXAMPLE_ESTIMATE, itemId: 'i1', changes: { quantity: 520 } },
      },
    ],
    execute(input) {
      const estimate = copyOf(input.estimate);
      const { groupIndex, itemIndex } = linePosition(estimate, input.itemId);
      const group = estimate.groups[groupIndex];
      const item = group?.items[itemIndex] as LineItem;
      const rescaled =
        input.changes.quantity === undefined ? item : rescaleLineItem(item, input.changes.quantity);
      const next: LineItem = { ...rescaled, ...input.changes, userEdited: true };
      if (input.changes.rateCents !== undefined && input.changes.rateCents !== item.rateCents) {
        next.pricingState = 'user';
        delete next.unresolvedReason;
      }
      next.issues = validateLineItem(next, [], tradeValidationContext(deps.tradeRegistry())).filter(
        (i) => next.materials.length > 0 || i.code !== 'MISSING_MATERIALS',
      );
      if (group) group.items[itemIndex] = next;
      return {
        lineIssues: next.issues,
        ...sessionResult(
          deps,
          estimate,
          `updated line ${input.itemId}: ${Object.keys(input.changes).join(', ')}`,
        ),
      };
    },
    warningsOf: (output) => [
      ...output.lineIssues.filter((i) => i.severity !== 'info').map((i) => i.message),
      ...sessionWarnings(output),
    ],
  });
}

/** `remove_line_item`. */
export function removeLineItemTool(deps: EngineDeps) {
  return defineTool({
    name: 'remove_line_item',
    description: 'Removes a line from an estimate; answers with the edited estimate, totals and checks.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 5,
    inputSchema: z.object({ estimate: estimateArg, itemId: z.string().min(1) }),
    examples: [
      { description: 'Drop the unresolved patch line', args: { estimate: EXAMPLE_ESTIMATE, itemId: 'i2' } },
    ],
    execute(input) {
      const estimate = copyOf(input.estimate);
      const { groupIndex, itemIndex } = linePosition(estimate, input.itemId);
      const [removed] = estimate.groups[groupIndex]?.items.splice(itemIndex, 1) ?? [];
      return sessionResult(deps, estimate, `removed line ${input.itemId} (${removed?.title})`);
    },
    warningsOf: sessionWarnings,
  });
}
