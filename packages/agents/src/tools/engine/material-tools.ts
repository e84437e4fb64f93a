import {
  checkMaterial,
  type Estimate,
  estimateSchema,
  type LineItem,
  type Material,
  QuoinError,
  UOMS,
} from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, uomSchema } from './engine-deps.ts';
import { EXAMPLE_ESTIMATE } from './example-estimate.ts';
import {
  copyOf,
  linePosition,
  nextId,
  type SessionEditResult,
  sessionResult,
  sessionWarnings,
} from './session-edit.ts';

const estimateArg = estimateSchema.describe('the estimate to edit');

/** The example estimate with a catalog-priced paint on its painting line. */
const EXAMPLE_WITH_MATERIAL = {
  ...EXAMPLE_ESTIMATE,
  groups: [
    {
      ...EXAMPLE_ESTIMATE.groups?.[0],
      items: [
        {
          ...EXAMPLE_ESTIMATE.groups?.[0]?.items?.[0],
          materials: [
            {
              id: 'm1',
              name: 'Interior eggshell paint, 1 gal',
              priceCents: 4298,
              packages: 3,
              packageUnit: 'gallon',
              coveragePerPackage: { value: 350, uom: 'sq_ft' },
              provenance: { sourceKind: 'catalog', sourceName: 'Bundled catalog', confidence: 'high' },
            },
          ],
        },
      ],
    },
  ],
};
const coverageSchema = z.object({ value: z.number().positive(), uom: z.enum(UOMS) });

const materialFields = {
  name: z.string().trim().min(1),
  priceCents: z.number().int().nonnegative().describe('price of one package, in cents'),
  packages: z
    .number()
    .nonnegative()
    .describe('packages bought (a purchase quantity, never the scope quantity)'),
  packageUnit: uomSchema.default('each'),
  coveragePerPackage: coverageSchema
    .optional()
    .describe('what one package covers, e.g. {"value": 32, "uom": "sq_ft"}'),
  role: z.enum(['primary', 'secondary', 'accessory', 'consumable']).default('primary'),
  supplier: z.string().optional(),
  sku: z.string().optional(),
};

/** The validation gate on a material of a line: a REJECT is refused with its instructions, anything else kept. */
function gate(item: LineItem, material: Material) {
  const result = checkMaterial({
    required: { value: item.quantity, uom: item.uom },
    packages: material.packages,
    priceCents: material.priceCents,
    ...(material.coveragePerPackage ? { coveragePerPackage: material.coveragePerPackage } : {}),
    confidence: 'user',
  });
  if (result.decision === 'REJECT')
    throw new QuoinError(
      'INVALID_INPUT',
      `The validation gate refuses ${material.name}: ${result.issues.map((i) => i.message).join('; ')}. ${result.instructions ?? ''}`.trim(),
      { gate: result },
    );
  return result;
}

function editLine(
  deps: EngineDeps,
  source: Estimate,
  itemId: string,
  edit: (item: LineItem) => { material?: Material; changed: string },
): SessionEditResult & { gate?: ReturnType<typeof checkMaterial> } {
  const estimate = copyOf(source);
  const { groupIndex, itemIndex } = linePosition(estimate, itemId);
  const item = estimate.groups[groupIndex]?.items[itemIndex] as LineItem;
  const { material, changed } = edit(item);
  const checked = material ? gate(item, material) : undefined;
  item.userEdited = true;
  return { ...sessionResult(deps, estimate, changed), ...(checked ? { gate: checked } : {}) };
}

const gateWarnings = (output: SessionEditResult & { gate?: ReturnType<typeof checkMaterial> }) => [
  ...(output.gate && output.gate.decision !== 'PERSIST_VERIFIED'
    ? output.gate.issues.map((i) => i.message)
    : []),
  ...sessionWarnings(output),
];

/** `add_material`: a material on a line, through the validation gate. */
export function addMaterialTool(deps: EngineDeps) {
  return defineTool({
    name: 'add_material',
    description:
      'Adds a material to a line at the user’s price, through the validation gate (purchase quantity against the ' +
      'line’s scope, coverage per package, catastrophic totals): a REJECT is refused with what to fix.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({ estimate: estimateArg, itemId: z.string().min(1), ...materialFields }),
    examples: [
      {
        description: 'Two gallons of wall paint for 416 sq ft',
        args: {
          estimate: EXAMPLE_ESTIMATE,
          itemId: 'i1',
          name: 'Interior eggshell paint, 1 gal',
          priceCents: 4298,
          packages: 3,
          packageUnit: 'gallon',
          coveragePerPackage: { value: 350, uom: 'sq_ft' },
        },
      },
    ],
    execute(input, context) {
      return editLine(deps, input.estimate, input.itemId, (item) => {
        const material: Material = {
          id: nextId(input.estimate, 'm'),
          name: input.name,
          role: input.role,
          priceCents: input.priceCents,
          packages: input.packages,
          packageUnit: input.packageUnit,
          ...(input.coveragePerPackage ? { coveragePerPackage: input.coveragePerPackage } : {}),
          provenance: {
            sourceKind: 'user',
            sourceName: 'Entered by hand',
            confidence: 'user',
            priceDate: context.now().toISOString().slice(0, 10),
            ...(input.supplier ? { supplier: input.supplier } : {}),
            ...(input.sku ? { sku: input.sku } : {}),
            notes: [],
          },
        };
        item.materials.push(material);
        return { material, changed: `added material ${material.id} (${input.name}) to ${item.id}` };
      });
    },
    warningsOf: gateWarnings,
  });
}

/** `update_material`: price, packages, name or coverage of a material, through the validation gate. */
export function updateMaterialTool(deps: EngineDeps) {
  return defineTool({
    name: 'update_material',
    description:
      'Changes a material of a line (price, packages, name, coverage), through the validation gate; a typed price ' +
      'becomes the user’s, with its provenance saying so.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({
      estimate: estimateArg,
      itemId: z.string().min(1),
      materialId: z.string().min(1),
      changes: z
        .object({
          name: materialFields.name,
          priceCents: materialFields.priceCents,
          packages: materialFields.packages,
          coveragePerPackage: coverageSchema,
        })
        .partial()
        .refine((c) => Object.keys(c).length > 0, { message: 'give at least one change' }),
    }),
    examples: [
      {
        description: 'A better paint price',
        args: {
          estimate: EXAMPLE_WITH_MATERIAL,
          itemId: 'i1',
          materialId: 'm1',
          changes: { priceCents: 3998 },
        },
      },
    ],
    execute(input) {
      return editLine(deps, input.estimate, input.itemId, (item) => {
        const index = item.materials.findIndex((m) => m.id === input.materialId);
        const current = item.materials[index];
        if (!current)
          throw new QuoinError(
            'INVALID_INPUT',
            `Line ${item.id} has no material "${input.materialId}" (it has ${item.materials.map((m) => m.id).join(', ') || 'none'})`,
          );
        const priced =
          input.changes.priceCents !== undefined && input.changes.priceCents !== current.priceCents;
        const material: Material = {
          ...current,
          ...input.changes,
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
        item.materials[index] = material;
        return {
          material,
          changed: `updated material ${material.id}: ${Object.keys(input.changes).join(', ')}`,
        };
      });
    },
    warningsOf: gateWarnings,
  });
}

/** `remove_material`. */
export function removeMaterialTool(deps: EngineDeps) {
  return defineTool({
    name: 'remove_material',
    description: 'Removes a material from a line; answers with the edited estimate, totals and checks.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 4,
    inputSchema: z.object({
      estimate: estimateArg,
      itemId: z.string().min(1),
      materialId: z.string().min(1),
    }),
    examples: [
      {
        description: 'Remove the paint',
        args: { estimate: EXAMPLE_WITH_MATERIAL, itemId: 'i1', materialId: 'm1' },
      },
    ],
    execute(input) {
      return editLine(deps, input.estimate, input.itemId, (item) => {
        const before = item.materials.length;
        item.materials = item.materials.filter((m) => m.id !== input.materialId);
        if (item.materials.length === before)
          throw new QuoinError('INVALID_INPUT', `Line ${item.id} has no material "${input.materialId}"`);
        return { changed: `removed material ${input.materialId} from ${item.id}` };
      });
    },
    warningsOf: sessionWarnings,
  });
}
