import { dollarsToCents } from '../money/money.ts';
import { parseUom } from '../units/parse-uom.ts';

/**
 * The estimating spec's own plan JSON (spec §13, "Plan Schema") read as Quoin's plan: snake_case keys
 * (`line_item_type`, `search_query`, `trade_id` …), units as the spec names them (`cubic_yards`, `pounds`),
 * `rate` in dollars per unit where `rate: 0` means the engine prices the item, and `compiled` dropped. Plans
 * written for that spec then load through the same validation as any other plan.
 */

type JsonObject = Record<string, unknown>;

const ITEM_KEYS: Record<string, string> = {
  line_item_type: 'type',
  search_query: 'searchQuery',
  trade_id: 'tradeId',
  assembly_id: 'assemblyId',
  labor_only: 'laborOnly',
  quantity_source: 'quantitySource',
  customer_supplies_primary: 'customerSuppliesPrimary',
};

// The spec's markups are estimate settings in Quoin (overhead and profit in the QA pass), not plan fields.
const MARKUP_KEYS = ['labor_markup', 'material_markup'];

// The spec allows a bare "yard": on a job it means a cubic yard (concrete, fill, a dumpster), so it is read
// that way and the plan carries a doubt saying so.
const SPEC_UOMS: Record<string, string> = { yard: 'cubic_yd' };

const SNAKE_HINTS = ['line_item_type', 'search_query', 'rate', 'labor_markup', 'material_markup', 'trade_id'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function itemsOf(input: JsonObject): JsonObject[] {
  const groups = Array.isArray(input.groups) ? input.groups : [];
  return groups.flatMap((group) =>
    isObject(group) && Array.isArray(group.items) ? group.items.filter(isObject) : [],
  );
}

/** True when a plan uses the estimating spec's field names (any item with `line_item_type`, `rate` …). */
export function isSpecPlan(input: unknown): boolean {
  if (!isObject(input)) return false;
  if ('compiled' in input) return true;
  return itemsOf(input).some((item) => SNAKE_HINTS.some((key) => key in item));
}

interface Notes {
  assumptions: string[];
  doubts: string[];
}

function readItem(item: JsonObject, notes: Notes): JsonObject {
  const out: JsonObject = {};
  const title = String(item.title ?? 'item');
  for (const [key, value] of Object.entries(item)) {
    if (MARKUP_KEYS.includes(key)) {
      notes.assumptions.push(
        `"${title}": ${key} ${String(value)} not applied; markups are the estimate's settings`,
      );
      continue;
    }
    if (key === 'rate') {
      // rate: 0 (or empty) is the spec's "the engine prices it"; any other rate is the writer's price per unit.
      // A negative or non-numeric rate is passed on for the schema to name.
      if (typeof value === 'number') {
        if (value !== 0) out.rateCents = Number.isFinite(value) ? dollarsToCents(value) : value;
      } else if (value !== null && value !== undefined && value !== '') out.rateCents = value;
      continue;
    }
    if (key === 'search_query' && (value === '' || value === null)) continue;
    if (key === 'uom' && typeof value === 'string') {
      const spec = SPEC_UOMS[value.trim().toLowerCase()];
      if (spec) notes.doubts.push(`"${title}": unit "${value}" read as cubic yards`);
      out.uom = spec ?? parseUom(value) ?? value;
      continue;
    }
    out[ITEM_KEYS[key] ?? key] = value;
  }
  return out;
}

/**
 * A spec-format plan → Quoin's plan input (unchanged when it is not one); validate the result with
 * `validatePlan`, which names any field still wrong.
 * @example readSpecPlan({ groups: [{ name: 'Demo', items: [{ title: 'Demo deck', line_item_type: 'assembly', quantity: 1, uom: 'lump_sum', rate: 0 }] }], compiled: false })
 */
export function readSpecPlan(input: unknown): unknown {
  if (!isSpecPlan(input)) return input;
  const { compiled: _compiled, trade_id: _tradeId, ...plan } = input as JsonObject;
  const notes: Notes = { assumptions: [], doubts: [] };
  const groups = Array.isArray(plan.groups)
    ? plan.groups.map((group) => {
        if (!isObject(group)) return group;
        const { trade_id: tradeId, items, ...rest } = group;
        return {
          ...rest,
          ...(tradeId !== undefined ? { tradeId } : {}),
          items: Array.isArray(items)
            ? items.map((item) => (isObject(item) ? readItem(item, notes) : item))
            : items,
        };
      })
    : plan.groups;
  const listed = (key: string) => (Array.isArray(plan[key]) ? (plan[key] as unknown[]) : []);
  return {
    ...plan,
    groups,
    ...(notes.assumptions.length > 0
      ? { assumptions: [...listed('assumptions'), ...notes.assumptions] }
      : {}),
    ...(notes.doubts.length > 0 ? { doubts: [...listed('doubts'), ...notes.doubts] } : {}),
  };
}
