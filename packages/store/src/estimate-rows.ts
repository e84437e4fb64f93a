import { type Estimate, estimateSchema, type Group, type LineItem, type Material } from '@quoin/core';

// Row shapes as the database returns them (snake_case; null for an absent optional field).
export interface EstimateRow {
  id: string;
  schema_version: number;
  title: string;
  version: number;
  mode: string;
  settings: unknown;
  location: unknown;
  header?: unknown;
  lifecycle: string;
  quality_score: number | null;
  assumptions: unknown;
  questions: unknown;
  exclusions: unknown;
  issues: unknown;
  created_at: Date;
  updated_at: Date;
  archived_at: Date | null;
}

export interface GroupRow {
  id: string;
  position: number;
  name: string;
  trade_id: string | null;
  sort_order: number;
  alternate?: unknown;
}

export interface LineItemRow {
  group_id: string;
  id: string;
  position: number;
  type: string;
  title: string;
  description: string;
  quantity: number;
  uom: string;
  rate_cents: number;
  labor_markup_percent: number | null;
  material_markup_percent: number | null;
  labor_only: boolean;
  trade_id: string | null;
  pricing_state: string;
  unresolved_reason: string | null;
  labor: unknown;
  price: unknown;
  plan_key: string | null;
  origin: string;
  user_edited: boolean;
  issues: unknown;
  /** Migration 0012: the line's own cost code. */
  cost_code: string | null;
  alternate?: unknown;
}

export interface MaterialRow {
  line_item_id: string;
  position: number;
  id: string;
  name: string;
  role: string;
  price_cents: number;
  packages: number;
  package_unit: string;
  coverage_per_package: unknown;
  provenance: unknown;
}

export interface EstimateTreeRows {
  groups: GroupRow[];
  lineItems: LineItemRow[];
  materials: MaterialRow[];
}

/** Splits an estimate's tree into rows; array positions are kept so the order reloads exactly. */
export function estimateToRows(estimate: Estimate): EstimateTreeRows {
  const rows: EstimateTreeRows = { groups: [], lineItems: [], materials: [] };
  estimate.groups.forEach((group, groupPosition) => {
    rows.groups.push(groupToRow(group, groupPosition));
    group.items.forEach((item, itemPosition) => {
      rows.lineItems.push(lineItemToRow(item, group.id, itemPosition));
      item.materials.forEach((material, materialPosition) => {
        rows.materials.push(materialToRow(material, item.id, materialPosition));
      });
    });
  });
  return rows;
}

function groupToRow(group: Group, position: number): GroupRow {
  return {
    id: group.id,
    position,
    name: group.name,
    trade_id: group.tradeId ?? null,
    sort_order: group.sortOrder,
    alternate: group.alternate ?? null,
  };
}

function lineItemToRow(item: LineItem, groupId: string, position: number): LineItemRow {
  return {
    group_id: groupId,
    id: item.id,
    position,
    type: item.type,
    title: item.title,
    description: item.description,
    quantity: item.quantity,
    uom: item.uom,
    rate_cents: item.rateCents,
    labor_markup_percent: item.laborMarkupPercent ?? null,
    material_markup_percent: item.materialMarkupPercent ?? null,
    labor_only: item.laborOnly,
    trade_id: item.tradeId ?? null,
    pricing_state: item.pricingState,
    unresolved_reason: item.unresolvedReason ?? null,
    labor: item.labor ?? null,
    price: item.price ?? null,
    plan_key: item.planKey ?? null,
    origin: item.origin,
    user_edited: item.userEdited,
    issues: item.issues,
    cost_code: item.costCode ?? null,
    alternate: item.alternate ?? null,
  };
}

function materialToRow(material: Material, lineItemId: string, position: number): MaterialRow {
  return {
    line_item_id: lineItemId,
    position,
    id: material.id,
    name: material.name,
    role: material.role,
    price_cents: material.priceCents,
    packages: material.packages,
    package_unit: material.packageUnit,
    coverage_per_package: material.coveragePerPackage ?? null,
    provenance: material.provenance,
  };
}

// Optional fields are left out rather than set to undefined, so a reload deep-equals what was saved.
function optional<K extends string, V>(key: K, value: V | null): { [P in K]?: V } {
  return (value === null ? {} : { [key]: value }) as { [P in K]?: V };
}

/** Reassembles an estimate from its rows (each list ordered by position) and validates it with the schema. */
export function rowsToEstimate(row: EstimateRow, tree: EstimateTreeRows): Estimate {
  const materialsByItem = new Map<string, unknown[]>();
  for (const material of tree.materials) {
    const list = materialsByItem.get(material.line_item_id) ?? [];
    list.push({
      id: material.id,
      name: material.name,
      role: material.role,
      priceCents: material.price_cents,
      packages: material.packages,
      packageUnit: material.package_unit,
      ...optional('coveragePerPackage', material.coverage_per_package),
      provenance: material.provenance,
    });
    materialsByItem.set(material.line_item_id, list);
  }
  const itemsByGroup = new Map<string, unknown[]>();
  for (const item of tree.lineItems) {
    const list = itemsByGroup.get(item.group_id) ?? [];
    list.push({
      id: item.id,
      type: item.type,
      title: item.title,
      description: item.description,
      quantity: item.quantity,
      uom: item.uom,
      rateCents: item.rate_cents,
      ...optional('laborMarkupPercent', item.labor_markup_percent),
      ...optional('materialMarkupPercent', item.material_markup_percent),
      laborOnly: item.labor_only,
      ...optional('tradeId', item.trade_id),
      ...optional('costCode', item.cost_code),
      materials: materialsByItem.get(item.id) ?? [],
      pricingState: item.pricing_state,
      ...optional('unresolvedReason', item.unresolved_reason),
      ...optional('labor', item.labor),
      ...optional('price', item.price),
      ...optional('planKey', item.plan_key),
      origin: item.origin,
      userEdited: item.user_edited,
      issues: item.issues,
      ...optional('alternate', item.alternate ?? null),
    });
    itemsByGroup.set(item.group_id, list);
  }
  return estimateSchema.parse({
    schemaVersion: row.schema_version,
    id: row.id,
    title: row.title,
    version: row.version,
    mode: row.mode,
    ...optional('location', row.location),
    ...optional('header', row.header),
    settings: row.settings,
    groups: tree.groups.map((group) => ({
      id: group.id,
      name: group.name,
      ...optional('tradeId', group.trade_id),
      sortOrder: group.sort_order,
      items: itemsByGroup.get(group.id) ?? [],
      ...optional('alternate', group.alternate ?? null),
    })),
    assumptions: row.assumptions,
    questions: row.questions,
    exclusions: row.exclusions,
    lifecycleState: row.lifecycle,
    ...optional('qualityScore', row.quality_score),
    issues: row.issues,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });
}
