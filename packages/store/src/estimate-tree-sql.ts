import type { Estimate } from '@quoin/core';
import {
  type EstimateRow,
  type EstimateTreeRows,
  estimateToRows,
  type GroupRow,
  type LineItemRow,
  type MaterialRow,
  rowsToEstimate,
} from './estimate-rows.ts';
import type { Queryable } from './session.ts';

// One statement per table: the rows travel as one jsonb array and jsonb_to_recordset spreads them, which is
// far fewer round trips than a statement per line (a kitchen remodel has 14 lines and 28 materials).
const INSERT_GROUPS = `insert into groups (estimate_id, id, position, name, trade_id, sort_order, alternate)
  select $1, x.id, x.position, x.name, x.trade_id, x.sort_order, x.alternate
  from jsonb_to_recordset($2::jsonb) as x(id text, position integer, name text, trade_id text, sort_order integer,
    alternate jsonb)`;

const INSERT_LINE_ITEMS = `insert into line_items (estimate_id, group_id, id, position, type, title, description,
    quantity, uom, rate_cents, labor_markup_percent, material_markup_percent, labor_only, trade_id, pricing_state,
    unresolved_reason, labor, price, plan_key, origin, user_edited, issues, cost_code, alternate)
  select $1, x.group_id, x.id, x.position, x.type, x.title, x.description, x.quantity, x.uom, x.rate_cents,
    x.labor_markup_percent, x.material_markup_percent, x.labor_only, x.trade_id, x.pricing_state,
    x.unresolved_reason, x.labor, x.price, x.plan_key, x.origin, x.user_edited, x.issues, x.cost_code, x.alternate
  from jsonb_to_recordset($2::jsonb) as x(group_id text, id text, position integer, type text, title text,
    description text, quantity float8, uom text, rate_cents bigint, labor_markup_percent float8,
    material_markup_percent float8, labor_only boolean, trade_id text, pricing_state text,
    unresolved_reason text, labor jsonb, price jsonb, plan_key text, origin text, user_edited boolean,
    issues jsonb, cost_code text, alternate jsonb)`;

const INSERT_MATERIALS = `insert into materials (estimate_id, line_item_id, position, id, name, role, price_cents,
    packages, package_unit, coverage_per_package, provenance)
  select $1, x.line_item_id, x.position, x.id, x.name, x.role, x.price_cents, x.packages, x.package_unit,
    x.coverage_per_package, x.provenance
  from jsonb_to_recordset($2::jsonb) as x(line_item_id text, position integer, id text, name text, role text,
    price_cents bigint, packages float8, package_unit text, coverage_per_package jsonb, provenance jsonb)`;

/** Replaces the groups, lines and materials of an estimate whose `estimates` row already exists. */
export async function writeEstimateTree(tx: Queryable, estimate: Estimate): Promise<void> {
  const rows = estimateToRows(estimate);
  await tx.query('delete from groups where estimate_id = $1', [estimate.id]);
  const inserts: [string, unknown[]][] = [
    [INSERT_GROUPS, rows.groups],
    [INSERT_LINE_ITEMS, rows.lineItems],
    [INSERT_MATERIALS, rows.materials],
  ];
  for (const [sql, list] of inserts) {
    if (list.length > 0) await tx.query(sql, [estimate.id, JSON.stringify(list)]);
  }
}

export const ESTIMATE_COLUMNS = `id, schema_version, title, version, mode, settings, location, lifecycle,
  quality_score, assumptions, questions, exclusions, issues, created_at, updated_at, archived_at, header`;

/** Loads and reassembles one estimate, or undefined. Run it inside a transaction for a consistent read. */
export async function readEstimateTree(q: Queryable, id: string): Promise<Estimate | undefined> {
  const head = await q.query<EstimateRow>(`select ${ESTIMATE_COLUMNS} from estimates where id = $1`, [id]);
  const row = head.rows[0];
  if (!row) return undefined;
  const tree: EstimateTreeRows = {
    groups: (
      await q.query<GroupRow>(
        'select id, position, name, trade_id, sort_order, alternate from groups where estimate_id = $1 order by position',
        [id],
      )
    ).rows,
    lineItems: (
      await q.query<LineItemRow>(
        `select l.* from line_items l join groups g on g.estimate_id = l.estimate_id and g.id = l.group_id
         where l.estimate_id = $1 order by g.position, l.position`,
        [id],
      )
    ).rows,
    materials: (
      await q.query<MaterialRow>(
        'select * from materials where estimate_id = $1 order by line_item_id, position',
        [id],
      )
    ).rows,
  };
  return rowsToEstimate(row, tree);
}
