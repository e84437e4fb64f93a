import {
  computeEstimateTotals,
  computeQualityScore,
  estimateSchema,
  LINE_ITEM_TYPES,
  newLineItem,
  renderEstimateText,
  tradeValidationContext,
  validateEstimate,
  validateLineItem,
} from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, uomSchema } from './engine-deps.ts';
import { EXAMPLE_ESTIMATE } from './example-estimate.ts';

export type EstimateInput = z.input<typeof estimateSchema>;

const estimateArg = estimateSchema.describe(
  'an estimate: the "estimate" field of quoin estimate --format json',
);

/** `validate_before_creation`: checks a line before it is added (hourly wage as unit rate, units, labor-only). */
export function validateBeforeCreationTool(deps: EngineDeps) {
  return defineTool({
    name: 'validate_before_creation',
    description:
      'Checks a line item before it is created: an hourly wage typed as a unit rate (the #1 error), a zero rate, ' +
      'a unit the trade does not use, labor-only work. Returns issues and suggestions.',
    category: 'validation',
    uiPlacement: 'service',
    priority: 7,
    inputSchema: z.object({
      title: z.string().min(1),
      lineItemType: z.enum(LINE_ITEM_TYPES).default('assembly'),
      uom: uomSchema,
      rateCents: z.number().int().nonnegative().describe('cents per unit'),
      quantity: z.number().nonnegative(),
      groupName: z.string().optional(),
    }),
    examples: [
      {
        description: 'An hourly wage used as a per-sq-ft rate',
        args: { title: 'Hang drywall', uom: 'sq ft', rateCents: 5500, quantity: 400, groupName: 'Drywall' },
      },
      {
        description: 'A sound line',
        args: { title: 'Paint walls', uom: 'sq ft', rateCents: 120, quantity: 400, groupName: 'Painting' },
      },
    ],
    execute(input) {
      const registry = deps.tradeRegistry();
      const trade = registry.detectTrade(input.title, input.groupName)?.trade;
      const item = newLineItem({
        id: 'candidate',
        type: input.lineItemType,
        title: input.title,
        quantity: input.quantity,
        uom: input.uom,
        rateCents: input.rateCents,
        ...(trade ? { tradeId: trade.id } : {}),
      });
      // Materials are attached after the line exists, so their absence is not a problem yet.
      const issues = validateLineItem(item, [], tradeValidationContext(registry)).filter(
        (issue) => issue.code !== 'MISSING_MATERIALS',
      );
      const suggestions: string[] = [];
      if (trade && !trade.allowedUoms.includes(input.uom)) {
        suggestions.push(
          `${trade.name} is usually priced in ${trade.allowedUoms.join(', ')}, not ${input.uom}`,
        );
      }
      if (input.lineItemType === 'assembly' && input.rateCents === 0) {
        suggestions.push('Rate is 0: look the labor rate up per unit with lookup_labor_rate');
      }
      if (registry.isLaborOnly(input.title, input.groupName))
        suggestions.push('This reads as labor-only work: no materials');
      if (issues.some((issue) => issue.code.includes('HOURLY'))) {
        suggestions.push('Use lookup_labor_rate for a per-unit rate instead of an hourly wage');
      }
      return {
        ok: !issues.some((issue) => issue.severity === 'blocking'),
        tradeId: trade?.id ?? null,
        issues,
        suggestions,
      };
    },
    warningsOf: (output) => output.issues.filter((i) => i.severity !== 'info').map((i) => i.message),
  });
}

/** `validate_estimate`: the engine's whole-estimate checks and quality score. */
export function validateEstimateTool(deps: EngineDeps) {
  return defineTool({
    name: 'validate_estimate',
    description:
      'Runs the whole-estimate checks (unresolved and zero-rate lines, missing permits and cleanup, duplicates, ' +
      'price sanity) and returns the issues with the quality score (100 − 15 per blocking − 5 per warning − 2 per info).',
    category: 'validation',
    uiPlacement: 'tools',
    priority: 7,
    inputSchema: z.object({ estimate: estimateArg }),
    examples: [
      { description: 'A small estimate with one unresolved line', args: { estimate: EXAMPLE_ESTIMATE } },
    ],
    execute({ estimate }) {
      const issues = validateEstimate(estimate, tradeValidationContext(deps.tradeRegistry()));
      return {
        qualityScore: computeQualityScore(issues),
        blocking: issues.filter((i) => i.severity === 'blocking').length,
        issues,
      };
    },
  });
}

/** `get_estimate_summary`: the estimate as text with ids and totals, and a warnings section. */
export function getEstimateSummaryTool(deps: EngineDeps) {
  return defineTool({
    name: 'get_estimate_summary',
    description:
      'The estimate as readable text (groups, items with ids, costs), its totals in cents, and a WARNINGS ' +
      'section: zero rates, missing labor or permits, unresolved items.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({ estimate: estimateArg }),
    examples: [{ description: 'Summarize a small estimate', args: { estimate: EXAMPLE_ESTIMATE } }],
    execute({ estimate }) {
      const totals = computeEstimateTotals(estimate);
      const issues = validateEstimate(estimate, tradeValidationContext(deps.tradeRegistry()));
      const warnings = issues.filter((i) => i.severity !== 'info').map((i) => `${i.severity}: ${i.message}`);
      const text = [
        renderEstimateText(estimate, totals),
        '',
        'WARNINGS:',
        ...(warnings.length > 0 ? warnings.map((w) => `- ${w}`) : ['- none']),
      ].join('\n');
      const { byItem: _byItem, groupOfItem: _groupOfItem, ...summaryTotals } = totals;
      return { text, totals: summaryTotals, warnings };
    },
  });
}
