import { bundledCatalog, defaultTradeRegistry, type PriceSource, type TradeRegistry } from '@quoin/core';
import type { AnyToolDefinition } from './define-tool.ts';
import { calculateAreaTool } from './engine/area-tools.ts';
import type { EngineDeps } from './engine/engine-deps.ts';
import {
  getEstimateSummaryTool,
  validateBeforeCreationTool,
  validateEstimateTool,
} from './engine/estimate-tools.ts';
import {
  getAssemblyTemplateTool,
  getMaterialRequirementsTool,
  lookupLaborRateTool,
} from './engine/labor-tools.ts';
import { buildEstimateTool, generatePlanTool, parseScopeTool } from './engine/plan-tools.ts';
import { calculateMaterialQuantityTool, searchPriceTool } from './engine/price-tools.ts';
import { getReferenceDataTool } from './engine/reference-tools.ts';
import type { ToolRegistry } from './tool-registry.ts';

export interface EngineToolOptions {
  /** Default: the bundled trade profiles. */
  tradeRegistry?: () => TradeRegistry;
  /** Default: the bundled catalog; the CLI passes the imported price list layered over it. */
  priceSource?: () => PriceSource;
}

/** The engine's functions as tools (estimating-backend spec §5), reading trades and prices lazily. */
export function engineTools(options: EngineToolOptions = {}): AnyToolDefinition[] {
  const deps: EngineDeps = {
    tradeRegistry: options.tradeRegistry ?? defaultTradeRegistry,
    priceSource: options.priceSource ?? bundledCatalog,
  };
  return [
    searchPriceTool(deps),
    calculateMaterialQuantityTool(deps),
    lookupLaborRateTool(deps),
    getAssemblyTemplateTool(deps),
    getMaterialRequirementsTool(deps),
    calculateAreaTool(),
    validateBeforeCreationTool(deps),
    validateEstimateTool(deps),
    getEstimateSummaryTool(deps),
    generatePlanTool(deps),
    parseScopeTool(deps),
    buildEstimateTool(deps),
    getReferenceDataTool(deps),
  ];
}

/** Registers the engine tools on a registry. */
export function registerEngineTools(registry: ToolRegistry, options: EngineToolOptions = {}): ToolRegistry {
  return registry.register(...engineTools(options));
}
