import {
  applyQaPass,
  compilePlan,
  computeEstimateTotals,
  DEFAULT_QA_CONFIG,
  executePlan,
  type PriceSource,
  planGroupSchema,
  priceMaterialNeed,
  QuoinError,
  renderEstimateText,
  tradeValidationContext,
  validateEstimate,
  validatePlan,
} from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../../tools/define-tool.ts';
import type { EstimateSession } from './estimate-session.ts';

/** The estimate as an agent reads it: text with line and material ids, totals, and the engine's warnings. */
export function estimateSummary(session: EstimateSession) {
  const { estimate } = session;
  const totals = computeEstimateTotals(estimate);
  const issues = validateEstimate(estimate, tradeValidationContext(session.registry));
  const lines = estimate.groups.flatMap((group) =>
    group.items.map((item) => {
      const materials = item.materials.map(
        (m) =>
          `    - material ${m.id}: ${m.name} × ${m.packages} ${m.packageUnit}${m.provenance.confidence === 'high' ? '' : ` (${m.provenance.confidence})`}`,
      );
      const flags = [item.userEdited ? 'user-edited' : '', item.pricingState].filter(Boolean).join(', ');
      return [
        `  ${item.id} [${group.name}] ${item.title}: ${item.quantity} ${item.uom} (${flags})`,
        ...materials,
      ].join('\n');
    }),
  );
  return {
    text: [renderEstimateText(estimate, totals), '', 'LINES:', ...lines].join('\n'),
    grandTotalCents: totals.grandTotalCents,
    qualityScore: estimate.qualityScore ?? null,
    warnings: issues.filter((i) => i.severity !== 'info').map((i) => `${i.severity}: ${i.message}`),
  };
}

/** `get_estimate_summary` over the session's estimate (no arguments: the agent works on one estimate). */
export function sessionSummaryTool(session: EstimateSession) {
  return defineTool({
    name: 'get_estimate_summary',
    description:
      'The estimate being worked on: groups, lines with ids, materials with ids, totals and WARNINGS.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({}),
    examples: [{ description: 'Read the estimate', args: {} }],
    execute: () => estimateSummary(session),
  });
}

/** `apply_qa_pass`: the engine's structural QA pass (cleanup, permits, minimums, contingency, O&P). */
export function applyQaPassTool(session: EstimateSession) {
  return defineTool({
    name: 'apply_qa_pass',
    description:
      'Adds what a complete estimate needs and lacks: cleanup and disposal, permits for regulated trades, trade ' +
      'minimum charges, 5% contingency above $2,000, overhead and profit. Only adds; never changes a line.',
    category: 'qa',
    uiPlacement: 'service',
    priority: 7,
    inputSchema: z.object({}),
    examples: [{ description: 'Run the QA pass', args: {} }],
    execute() {
      let changes: string[] = [];
      session.apply('QA pass', (draft) => {
        const result = applyQaPass(draft, session.registry, DEFAULT_QA_CONFIG);
        changes = result.changes.map((c) => c.message);
        return result.estimate;
      });
      return { changes, grandTotalCents: session.grandTotalCents() };
    },
  });
}

/** `add_plan_items`: scope the model adds (quantities and units only); the engine compiles and prices it. */
export function addPlanItemsTool(session: EstimateSession, priceSource: PriceSource) {
  return defineTool({
    name: 'add_plan_items',
    description:
      'Adds missing work as plan groups (title, quantity, uom, type; no prices): the engine compiles and prices ' +
      'it like an approved plan. Groups with an existing name are extended.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({ groups: z.array(planGroupSchema).min(1) }),
    examples: [
      {
        description: 'Add a GFCI outlet',
        args: {
          groups: [
            { name: 'Electrical', items: [{ title: 'Install GFCI outlet', quantity: 1, uom: 'each' }] },
          ],
        },
      },
    ],
    async execute({ groups }) {
      const validated = validatePlan({ title: session.estimate.title, groups });
      if (!validated.ok)
        throw new QuoinError('INVALID_PLAN', validated.problems.map((p) => p.message).join('; '));
      const compiled = compilePlan(validated.value, session.registry, session.estimate.location?.input);
      const executed = await executePlan(compiled, session.estimate, {
        registry: session.registry,
        priceSource,
      });
      session.commit(`added ${executed.addedItems} plan items`, executed.estimate);
      return {
        added: executed.addedItems,
        skipped: executed.skippedItems,
        grandTotalCents: session.grandTotalCents(),
      };
    },
  });
}

const lineRef = { lineId: z.string().min(1), materialId: z.string().min(1) };

/** `replace_material`: another catalog product for a material; the engine redoes the package math and gate. */
export function replaceMaterialTool(session: EstimateSession, priceSource: PriceSource) {
  return defineTool({
    name: 'replace_material',
    description:
      'Replaces a material with another catalog product (by sku, from search_price). The engine computes the ' +
      'packages and price and checks it with the validation gate; a product that fails is refused.',
    category: 'pricing',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({ ...lineRef, sku: z.string().min(1), query: z.string().min(1) }),
    examples: [
      {
        description: 'Swap a drywall sheet',
        args: {
          lineId: 'li-drywall',
          materialId: 'li-drywall:m1',
          sku: 'drywall-1-2-4x8',
          query: '1/2 in drywall 4x8',
        },
      },
    ],
    async execute(input) {
      const found = session.findLine(input.lineId);
      const material = found?.item.materials.find((m) => m.id === input.materialId);
      if (!found || !material)
        throw new QuoinError('NOT_FOUND', `No material ${input.materialId} on line ${input.lineId}`);
      const required = material.provenance.packageMath?.required;
      if (!required)
        throw new QuoinError('VALIDATION_FAILED', `${material.name} has no package math to redo`);
      const candidates = await priceSource.search(input.query, { limit: 10 });
      const chosen = candidates.find((c) => c.item.sku === input.sku);
      if (!chosen)
        throw new QuoinError('NOT_FOUND', `sku ${input.sku} is not among the results for "${input.query}"`);
      const priced = await priceMaterialNeed(
        {
          name: material.name,
          role: material.role,
          searchQuery: input.query,
          required,
          wasteFactor: material.provenance.packageMath?.wasteFactor ?? 0,
          skipSearch: false,
        },
        {
          priceSource: { kind: priceSource.kind, search: async () => [{ ...chosen, confidence: 'medium' }] },
          materialFactor: session.estimate.location?.materialFactor ?? 1,
          materialId: material.id,
        },
      );
      if (!priced.material)
        throw new QuoinError('VALIDATION_FAILED', `Refused by the validation gate: ${priced.reason ?? ''}`);
      const replacement = priced.material;
      session.apply(`replaced ${material.name} with ${replacement.name}`, (draft) => {
        const line = draft.groups[found.groupIndex]?.items[found.itemIndex];
        if (line) line.materials = line.materials.map((m) => (m.id === material.id ? replacement : m));
        return draft;
      });
      return {
        replaced: material.name,
        with: replacement.name,
        packages: replacement.packages,
        grandTotalCents: session.grandTotalCents(),
      };
    },
  });
}

/** `remove_material`: drops a clearly wrong product (sample, swatch, tool). */
export function removeMaterialTool(session: EstimateSession) {
  return defineTool({
    name: 'remove_material',
    description:
      'Removes a clearly wrong material (a sample, a swatch, a tool, another category). Give the reason.',
    category: 'pricing',
    uiPlacement: 'service',
    priority: 4,
    inputSchema: z.object({ ...lineRef, reason: z.string().min(1) }),
    examples: [
      {
        description: 'A paint swatch',
        args: { lineId: 'li-paint', materialId: 'li-paint:m1', reason: 'a swatch' },
      },
    ],
    execute(input) {
      const found = session.findLine(input.lineId);
      if (!found?.item.materials.some((m) => m.id === input.materialId))
        throw new QuoinError('NOT_FOUND', `No material ${input.materialId} on line ${input.lineId}`);
      session.apply(`removed ${input.materialId}: ${input.reason}`, (draft) => {
        const line = draft.groups[found.groupIndex]?.items[found.itemIndex];
        if (line) line.materials = line.materials.filter((m) => m.id !== input.materialId);
        return draft;
      });
      return { removed: input.materialId, grandTotalCents: session.grandTotalCents() };
    },
  });
}

/** `flag_material`: a doubt for a person, recorded as a question on the estimate. */
export function flagMaterialTool(session: EstimateSession) {
  return defineTool({
    name: 'flag_material',
    description: 'Records a doubt about a line or material for a person to check ("REQUIRES REVIEW").',
    category: 'pricing',
    uiPlacement: 'service',
    priority: 4,
    inputSchema: z.object({ lineId: z.string().min(1), note: z.string().min(1) }),
    examples: [
      {
        description: 'Doubt a quantity',
        args: { lineId: 'li-tile', note: 'tile count looks low for 120 sq ft' },
      },
    ],
    execute(input) {
      const found = session.findLine(input.lineId);
      if (!found) throw new QuoinError('NOT_FOUND', `No line ${input.lineId}`);
      const question = `REQUIRES REVIEW: ${found.item.title}: ${input.note}`;
      session.apply(`flagged ${input.lineId}`, (draft) => {
        if (!draft.questions.includes(question)) draft.questions.push(question);
        return draft;
      });
      return { flagged: input.lineId };
    },
  });
}

/** `remove_line_item`: drops a line that duplicates another (a product costed twice); refused on user edits. */
export function removeLineItemTool(session: EstimateSession) {
  return defineTool({
    name: 'remove_line_item',
    description: 'Removes a line that duplicates other work or costs a product twice. Give the reason.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 4,
    inputSchema: z.object({ lineId: z.string().min(1), reason: z.string().min(1) }),
    examples: [
      {
        description: 'A duplicate',
        args: { lineId: 'li-extra-tile', reason: 'tile is already in the tile line' },
      },
    ],
    execute(input) {
      const found = session.findLine(input.lineId);
      if (!found) throw new QuoinError('NOT_FOUND', `No line ${input.lineId}`);
      session.apply(`removed ${input.lineId}: ${input.reason}`, (draft) => {
        draft.groups[found.groupIndex]?.items.splice(found.itemIndex, 1);
        return draft;
      });
      return { removed: input.lineId, grandTotalCents: session.grandTotalCents() };
    },
  });
}
