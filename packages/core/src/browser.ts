// Core's browser entry (`@quoin/core/browser`): pure functions and types that read no bundled data, so the web
// app bundles them without the trade data, the catalog or zod. browser.test.ts walks the import graph of this
// file and fails if any module it reaches reads bundled data or imports a Node built-in.
export type {
  Estimate,
  EstimateLocation,
  Group,
  LifecycleState,
  LineItem,
  LineItemType,
  Material,
  PricingState,
  ValidationIssue,
} from './estimate/estimate-schema.ts';
export { dollarsToCents, formatCents, parseMoneyToCents, percentOfCents, roundCents } from './money/money.ts';
export { UOMS, type Uom } from './units/uom.ts';
