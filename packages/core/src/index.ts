// The public API of @quoin/core. Everything here is pure: no network, no clock, no randomness.

export * from './assembly/price-assembly.ts';
export * from './catalog/bundled-catalog.ts';
export * from './catalog/catalog-price-source.ts';
export * from './catalog/layered-price-source.ts';
export * from './catalog/price-list-csv.ts';
export * from './catalog/price-source.ts';
export { type AppliedEdit, type ApplyEditOptions, applyEditRequest } from './edits/apply-edit-request.ts';
export { EDIT_KINDS, type EditKind, type EditPhrases, parseEditPhrases } from './edits/edit-phrases.ts';
export { type MoveRequest, moveEntry } from './edits/move-entry.ts';
export {
  type EditReading,
  type EditRequest,
  explainUnappliedEdit,
  findTargetLines,
  readEditRequest,
} from './edits/read-edit-request.ts';
export { type Relocation, relocateEstimate } from './edits/relocate-estimate.ts';
export {
  assertWithinMoneyBounds,
  checkMoneyBounds,
} from './estimate/check-money-bounds.ts';
export * from './estimate/compute-totals.ts';
export {
  type EstimateHeader,
  estimateHeaderSchema,
  formatEstimateNumber,
  zipOfAddress,
} from './estimate/estimate-header.ts';
export * from './estimate/estimate-schema.ts';
export * from './estimate/new-estimate.ts';
export * from './estimate/render-estimate-text.ts';
export { rescaleLineItem, rescaleMaterial } from './estimate/rescale-line-item.ts';
export * from './expression/evaluate-expression.ts';
export * from './labor/labor-rates.ts';
export * from './labor/local-hourly-rate.ts';
export * from './labor/location-factors.ts';
export * from './labor/lookup-city.ts';
export * from './labor/lookup-labor-rate.ts';
export * from './money/money.ts';
export { MONEY_BOUND_MESSAGES, MONEY_BOUNDS } from './money/money-bounds.ts';
export * from './plan/build-estimate-from-plan.ts';
export * from './plan/compile-plan.ts';
export * from './plan/execute-plan.ts';
export * from './plan/finalize-estimate.ts';
export * from './plan/golden/golden-plans.ts';
export * from './plan/plan-schema.ts';
export * from './plan/price-material-need.ts';
export * from './plan/qa-pass.ts';
export { isSpecPlan, readSpecPlan } from './plan/spec-plan.ts';
export * from './plan/validate-plan.ts';
export * from './problem.ts';
export * from './quality/golden-requests.ts';
export {
  type HeldOutRequest,
  type HeldOutSetNumber,
  loadHeldOutRequests,
  parseHeldOutRequests,
} from './quality/held-out-requests.ts';
export * from './scope/index.ts';
export * from './titles/normalize-product-price.ts';
export * from './titles/parse-product-title.ts';
export * from './trades/load-trade-profiles.ts';
export * from './trades/trade-profile-schema.ts';
export * from './trades/trade-registry.ts';
export * from './units/package-math.ts';
export * from './units/parse-uom.ts';
export * from './units/uom.ts';
export * from './validation/lifecycle.ts';
export * from './validation/validate-estimate.ts';
export * from './validation/validation-gate.ts';
