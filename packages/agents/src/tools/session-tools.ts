import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import type { AnyToolDefinition } from './define-tool.ts';
import {
  getEstimateTemplateTool,
  getProductInfoTool,
  updateSuggestionsTool,
} from './engine/catalog-tools.ts';
import type { EngineDeps } from './engine/engine-deps.ts';
import { addMaterialTool, removeMaterialTool, updateMaterialTool } from './engine/material-tools.ts';
import {
  addGroupTool,
  addLineItemTool,
  removeGroupTool,
  removeLineItemTool,
  updateLineItemTool,
} from './engine/session-tools.ts';
import type { EngineToolOptions } from './engine-tools.ts';

/**
 * The estimating spec's session tools (groups, lines, materials, suggestions) and its template and product
 * look-ups. Each edit is pure: an estimate in, the edited copy out with totals, checks and the quality score;
 * materials pass the validation gate.
 */
export function sessionTools(options: EngineToolOptions = {}): AnyToolDefinition[] {
  const deps: EngineDeps = {
    tradeRegistry: options.tradeRegistry ?? defaultTradeRegistry,
    priceSource: options.priceSource ?? bundledCatalog,
  };
  return [
    addGroupTool(deps),
    removeGroupTool(deps),
    addLineItemTool(deps),
    updateLineItemTool(deps),
    removeLineItemTool(deps),
    addMaterialTool(deps),
    updateMaterialTool(deps),
    removeMaterialTool(deps),
    updateSuggestionsTool(deps),
    getEstimateTemplateTool(),
    getProductInfoTool(deps),
  ];
}
